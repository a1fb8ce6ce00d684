import { webManifest } from "@gk/tenancy";
import { siteFromParams, type SiteParams } from "@/lib/site";

/** The manifest chosen by site type, in the page's language. */
export async function GET(_req: Request, { params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await siteFromParams(params);
  return Response.json(webManifest(site, locale), {
    headers: { "content-type": "application/manifest+json", "cache-control": "public, max-age=3600" },
  });
}
