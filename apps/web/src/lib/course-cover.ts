import { CATEGORY_SLUGS } from "@gk/contracts";

/** Each category's cover hue: neighbouring categories far apart on the colour wheel (courses carry no picture yet). */
const HUES = [
  262, 200, 160, 20, 330, 45, 290, 120, 0, 225, 180, 90, 300, 35, 245, 140, 10, 275, 60, 195, 315, 100,
];

/** The hue of a category's painted cover; an unknown category (an older API) gets the first. */
export function categoryHue(slug: string): number {
  const i = (CATEGORY_SLUGS as readonly string[]).indexOf(slug);
  return HUES[Math.max(0, i) % HUES.length]!;
}
