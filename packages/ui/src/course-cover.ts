/**
 * The painted cover of a course without a picture: a diagonal wash of the hue with two soft circles, drawn by
 * CSS alone. As an image (a few hundred bytes of SVG per category) it cost a request before it could paint, and
 * on a slow network the browser counted that decoration as the page's largest paint; painted by CSS it comes
 * with the first paint, and the page's largest paint is its text.
 */
export function coverBackground(hue: number): string {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  // circles of the 640 × 360 design: r 140 at (520, 80) and r 110 at (90, 330), as ellipse radii of the box
  return [
    `radial-gradient(ellipse 21.875% 38.889% at 81.25% 22.222%, hsl(${h} 60% 70% / 0.35) 99%, transparent 100%)`,
    `radial-gradient(ellipse 17.188% 30.556% at 14.063% 91.667%, hsl(${(h + 80) % 360} 60% 70% / 0.3) 99%, transparent 100%)`,
    `linear-gradient(to bottom right, hsl(${h} 70% 92%), hsl(${(h + 40) % 360} 65% 80%))`,
  ].join(", ");
}
