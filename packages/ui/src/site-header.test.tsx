import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HeaderNav, SiteHeader } from "./site-header";

describe("<SiteHeader>", () => {
  it("keeps the actions at the right edge even when the nav is hidden (phones), after a skip link to #main", () => {
    render(
      <SiteHeader
        skipLinkLabel="Langsung ke konten"
        logo={<a href="/">GuruKita</a>}
        nav={<HeaderNav label="Navigasi utama" links={[{ href: "/", label: "Beranda", active: true }]} />}
        actions={<a href="/login">Masuk</a>}
      />,
    );
    expect(screen.getByRole("link", { name: "Langsung ke konten" }).getAttribute("href")).toBe("#main");
    // the nav's wrapper is hidden below lg, so the actions push themselves right instead of relying on it
    expect(screen.getByRole("link", { name: "Masuk" }).parentElement?.className).toContain("ml-auto");
    expect(screen.getByRole("link", { name: "Beranda" }).getAttribute("aria-current")).toBe("page");
  });
});
