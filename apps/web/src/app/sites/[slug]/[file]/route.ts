import { getSite } from "@gk/tenancy";
import { siteIconSvg, siteShareImageSvg } from "@/lib/site-art";

/**
 * Per-site icons and share image, drawn from the site's theme tokens so a new tenant needs no image files:
 * /sites/<slug>/icon.svg, icon-maskable.svg and og.svg.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ slug: string; file: string }> }) {
  const { slug, file } = await params;
  const site = getSite(slug);
  const svg = !site
    ? null
    : file === "icon.svg"
      ? siteIconSvg(site, false)
      : file === "icon-maskable.svg"
        ? siteIconSvg(site, true)
        : file === "og.svg"
          ? siteShareImageSvg(site)
          : null;
  if (!svg) return new Response("Not found", { status: 404 });
  return new Response(svg, {
    headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" },
  });
}
