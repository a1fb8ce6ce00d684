import { resolveSiteRef, type ResolvedSite } from "@gk/tenancy";
import type { SiteContext } from "./site";

/**
 * The site of this visit as the browser's auth store keeps it (`tenantDataAtom`): the site and referral the
 * proxy routed the request to, with the host it came in on (`x-gk-host`) and that host's sub-domain labels.
 * The route decides the site, never the host again here, so both always agree.
 */
export function tenantData(
  { site, referral }: Pick<SiteContext, "site" | "referral">,
  host: string | null,
): ResolvedSite {
  const visited = resolveSiteRef(host, { env: "development" });
  return { site, referral, host: visited.host, subdomain: visited.subdomain };
}
