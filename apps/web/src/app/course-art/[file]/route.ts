import { CATEGORY_SLUGS } from "@gk/contracts";

/**
 * A light cover picture per category (courses carry no image yet): a few hundred bytes of SVG, cached for a
 * year, so course cards keep their 16:9 box without a grey hole and without heavy images on slow networks.
 */
const HUES = [
  262, 200, 160, 20, 330, 45, 290, 120, 0, 225, 180, 90, 300, 35, 245, 140, 10, 275, 60, 195, 315, 100,
];

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const slug = file.replace(/\.svg$/, "");
  const i = (CATEGORY_SLUGS as readonly string[]).indexOf(slug);
  if (i < 0) return new Response("not found", { status: 404 });
  const h = HUES[i % HUES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 92%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 65% 80%)"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="520" cy="80" r="140" fill="hsl(${h} 60% 70%)" opacity=".35"/><circle cx="90" cy="330" r="110" fill="hsl(${(h + 80) % 360} 60% 70%)" opacity=".3"/></svg>`;
  return new Response(svg, {
    headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=31536000, immutable" },
  });
}
