import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// WCAG 2.1 AA from the shared tokens themselves, so a token edit that breaks contrast fails here.
const css = readFileSync(createRequire(import.meta.url).resolve("@gk/tailwind-theme/theme.css"), "utf8");

function light(token: string): string {
  const match = new RegExp(`--color-${token}:\\s*(?:var\\(--gk-${token},\\s*)?(#[0-9a-f]{6})`, "i").exec(css);
  if (!match?.[1]) throw new Error(`no light value for --color-${token}`);
  return match[1];
}

function dark(token: string): string {
  const match = new RegExp(`--gk-${token}:\\s*(#[0-9a-f]{6})`, "i").exec(css);
  if (!match?.[1]) throw new Error(`no dark value for --gk-${token}`);
  return match[1];
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const text = ["ink", "ink-muted", "success-ink", "info-ink", "danger-ink"];

describe("token contrast (WCAG AA)", () => {
  for (const [theme, value] of [
    ["light", light],
    ["dark", dark],
  ] as const) {
    it(`${theme}: text tokens reach 4.5:1 on surface and surface-muted`, () => {
      for (const bg of ["surface", "surface-muted"]) {
        for (const fg of text) {
          expect({ fg, bg, ratio: contrast(value(fg), value(bg)) >= 4.5 }).toEqual({ fg, bg, ratio: true });
        }
      }
    });
    it(`${theme}: control borders reach 3:1 on the surface`, () => {
      expect(contrast(value("line-strong"), value("surface"))).toBeGreaterThanOrEqual(3);
    });
  }

  it("white text on the filled buttons and brand text on the soft brand reach 4.5:1", () => {
    expect(contrast("#ffffff", light("brand"))).toBeGreaterThanOrEqual(4.5);
    expect(contrast("#ffffff", light("brand-strong"))).toBeGreaterThanOrEqual(4.5);
    expect(contrast("#ffffff", light("danger-strong"))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light("brand-strong"), light("brand-soft"))).toBeGreaterThanOrEqual(4.5);
  });

  it("the progress bar keeps its fixed colour #883CFF", () => {
    expect(light("progress").toLowerCase()).toBe("#883cff");
  });
});
