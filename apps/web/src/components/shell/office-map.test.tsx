import { fireEvent, render, screen } from "@testing-library/react";
import { formatMessage } from "@gk/i18n/format";
import { messages } from "@gk/i18n/messages";
import { describe, expect, it } from "vitest";
import { mapProviderName, OfficeMap } from "./office-map";

const EMBED = "https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4&layer=mapnik&marker=2,1";

/** The words the footer reads for the map, from the shipped messages of each language. */
function labels(locale: "id" | "en") {
  const maps = messages[locale].common.maps;
  return {
    consent: formatMessage(maps.consent, { provider: mapProviderName(EMBED) }, locale),
    show: maps.show,
    frameTitle: formatMessage(maps.frameTitle, { address: "Pendopo Trenggalek" }, locale),
  };
}

const show = (locale: "id" | "en") => render(<OfficeMap embedUrl={EMBED} labels={labels(locale)} />);

describe("the office map behind consent", () => {
  it("loads nothing from the provider until the visitor agrees, then the embed", () => {
    const { container } = show("id");
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByText(/Peta dimuat dari OpenStreetMap/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Tampilkan peta" }));
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(EMBED);
    expect(frame?.getAttribute("title")).toBe("Peta lokasi: Pendopo Trenggalek");
    expect(frame?.getAttribute("sandbox")).not.toContain("allow-top-navigation");
    expect(screen.queryByRole("button", { name: "Tampilkan peta" })).toBeNull();
  });

  it("speaks English on English pages, and names another provider by its host", () => {
    show("en");
    expect(screen.getByRole("button", { name: "Show map" })).toBeTruthy();
    expect(screen.getByText(/OpenStreetMap/)).toBeTruthy();
    expect(mapProviderName("https://www.maps.example.id/embed?q=1")).toBe("maps.example.id");
  });
});
