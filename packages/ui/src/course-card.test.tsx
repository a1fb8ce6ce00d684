import { render, screen } from "@testing-library/react";
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
