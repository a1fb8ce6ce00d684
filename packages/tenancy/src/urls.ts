/**
 * Canonical URL of a page (spec §2): built from the sub-domain of the visit, the user's referral code and
 * the path. The query and fragment of the visited path never enter it, so one page has one canonical URL
 * per site and referral.
 */
export function canonicalUrl({
  rootDomain,
  subdomain,
  referral,
  path,
}: {
  rootDomain: string;
  subdomain: string | null;
  referral?: string | null;
  path: string;
}): string {
  const pathname = (path.split(/[?#]/)[0] || "/").replace(/\/{2,}/g, "/");
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, "") : "/";
  const host = subdomain ? `${subdomain}.${rootDomain}` : rootDomain;
  const url = new URL(`https://${host}${clean.startsWith("/") ? clean : `/${clean}`}`);
  if (referral) url.searchParams.set("referral", referral);
  return url.toString();
}

/** Pages whose path contains "kuliah" are not indexed (spec §2). */
export function isNoindexPath(path: string): boolean {
  return (path.split(/[?#]/)[0] ?? "").toLowerCase().includes("kuliah");
}
