import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ShareMenu, type ShareMenuLabels } from "./share-menu";

const labels: ShareMenuLabels = {
  trigger: "Bagikan",
  whatsapp: "WhatsApp",
  linkedin: "LinkedIn",
  twitter: "Twitter",
  facebook: "Facebook",
  copyLink: "Salin tautan",
  copyLmsLink: "Salin tautan LMS",
};

const props = {
  url: "https://gurukita.id/course/manajemen-waktu",
  text: "Manajemen Waktu — yuk belajar gratis bareng!",
  kind: "course" as const,
  lmsUrl: "https://lms.gurukita.id/local/gk/index.php?type=course&slug=manajemen-waktu",
  labels,
};

describe("<ShareMenu>", () => {
  it("opens the six options with UTM-tagged links in a new tab", () => {
    render(<ShareMenu {...props} defaultOpen />);
    const items = screen.getAllByRole("menuitem");
    expect(items.map((i) => i.textContent)).toEqual(Object.values(labels).slice(1));
    const linkedin = screen.getByRole("menuitem", { name: "LinkedIn" });
    expect(linkedin.getAttribute("target")).toBe("_blank");
    expect(linkedin.getAttribute("rel")).toContain("noopener");
    const shared = new URL(new URL(linkedin.getAttribute("href")!).searchParams.get("url")!);
    expect(shared.searchParams.get("utm_source")).toBe("linkedin");
    expect(shared.searchParams.get("utm_medium")).toBe("organic-button");
    expect(shared.searchParams.get("utm_campaign")).toBe("lms-share");
  });

  it("copies the tagged link to the clipboard and reports it", async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    const onCopied = vi.fn();
    render(<ShareMenu {...props} defaultOpen onCopied={onCopied} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("menuitem", { name: "Salin tautan LMS" }));
    });
    await waitFor(() => expect(onCopied).toHaveBeenCalledWith("lms-link", true));
    expect(written).toEqual(["https://lms.gurukita.id/local/gk/index.php?type=course&slug=manajemen-waktu"]);
  });

  it("has no LMS option without an LMS url", () => {
    render(<ShareMenu {...props} lmsUrl={undefined} defaultOpen />);
    expect(screen.queryByRole("menuitem", { name: "Salin tautan LMS" })).toBeNull();
    expect(screen.getAllByRole("menuitem")).toHaveLength(5);
  });
});
