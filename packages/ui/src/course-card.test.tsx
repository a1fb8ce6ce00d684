import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { render, screen } from "@testing-library/react";
import * as award from "lucide-react/icons/award";
import * as users from "lucide-react/icons/users";
import { describe, expect, it } from "vitest";
import { rupiah } from "@gk/i18n/numbers";
import { CourseCard } from "./course-card";

const base = {
  href: "/course/manajemen-waktu",
  title: "Manajemen Waktu",
  institution: "Universitas Gadjah Mada",
  learnersLabel: "peserta",
  freeLabel: "Gratis",
};

describe("<CourseCard>", () => {
  it("links the title, abbreviates the learner count and says Gratis without a price", () => {
    render(<CourseCard {...base} learnerCount={12345} rating={4.66} ratingLabel="Rating 4,7 dari 5" />);
    expect(screen.getByRole("link", { name: "Manajemen Waktu" }).getAttribute("href")).toBe(
      "/course/manajemen-waktu",
    );
    expect(screen.getByText("12.3k peserta")).toBeTruthy();
    expect(screen.getByText("Gratis")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Rating 4,7 dari 5" })).toBeTruthy();
    expect(screen.getByText("4.7")).toBeTruthy();
  });

  it("shows the price and the certificate badge when given", () => {
    render(
      <CourseCard
        {...base}
        price={rupiah(149000)}
        certificate
        certificateLabel="Certificate"
        learnerCount={980}
      />,
    );
    expect(screen.getByText("Rp149,000")).toBeTruthy();
    expect(screen.queryByText("Gratis")).toBeNull();
    expect(screen.getByText("Certificate")).toBeTruthy();
    expect(screen.getByText("980 peserta")).toBeTruthy();
  });

  it("lazy-loads a sized picture unless it is a priority card", () => {
    const { container, rerender } = render(<CourseCard {...base} imageUrl="/c.jpg" />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("width")).toBe("640");
    expect(img.getAttribute("height")).toBe("360");
    expect(img.getAttribute("alt")).toBe("");
    rerender(<CourseCard {...base} imageUrl="/c.jpg" priority />);
    expect(container.querySelector("img")!.getAttribute("loading")).toBe("eager");
  });

  it("paints a course without a picture a cover of its hue, with no image to fetch", () => {
    const { container } = render(<CourseCard {...base} coverHue={200} />);
    expect(container.querySelector("img")).toBeNull();
    const cover = container.querySelector("[aria-hidden].size-full") as HTMLElement;
    expect(cover.style.backgroundImage).toContain("hsl(200 70% 92%)");
    expect(cover.style.backgroundImage).toContain("hsl(240 65% 80%)");
  });
});

/** The shapes (tag and attributes) of one `gk-icon-*` mask of styles.css, decoded from its data URI. */
function maskShapes(css: string, utility: string): string[] {
  const block = new RegExp(
    `@utility ${utility} \\{[^}]*? --gk-icon-mask: url\\("data:image/svg\\+xml,([^"]+)"\\)`,
  ).exec(css);
  if (!block) throw new Error(`no mask for ${utility}`);
  const svg = decodeURIComponent(block[1]!);
  return [...svg.matchAll(/<(path|circle|rect|line)([^/]*)\/>/g)].map((m) => `${m[1]} ${m[2]!.trim()}`);
}

/** The same shapes from lucide's own icon data. */
function lucideShapes(module: unknown): string[] {
  const data = (module as { __iconData: { node: [string, Record<string, string>][] } }).__iconData;
  return data.node.map(
    ([tag, attrs]) =>
      `${tag}${Object.entries(attrs)
        .filter(([k]) => k !== "key")
        .map(([k, v]) => ` ${k}='${v}'`)
        .join("")}`,
  );
}

describe("the card's icon masks", () => {
  const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "styles.css"), "utf8");

  it("draw lucide's award and users icons", () => {
    expect(maskShapes(css, "gk-icon-award")).toEqual(lucideShapes(award));
    expect(maskShapes(css, "gk-icon-users")).toEqual(lucideShapes(users));
  });

  it("are empty elements hidden from screen readers, not inline SVG", () => {
    const { container } = render(
      <CourseCard {...base} learnerCount={3} certificate certificateLabel="Sertifikat" />,
    );
    expect(container.querySelector("svg")).toBeNull();
    for (const cls of ["gk-icon-award", "gk-icon-users"]) {
      const el = container.querySelector(`.${cls}`)!;
      expect(el.getAttribute("aria-hidden")).toBe("true");
      expect(el.childNodes).toHaveLength(0);
    }
  });
});
