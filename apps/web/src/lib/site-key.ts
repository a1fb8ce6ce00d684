/**
 * The site travels as the first path segment so pages are cached per site. A village
 * tenant's referral is part of the key (`tenant--sukamaju`) because its search index and canonical URL differ.
 */
const SEP = "--";

export function siteKey(slug: string, referral: string | null): string {
  return referral ? `${slug}${SEP}${referral}` : slug;
}

export function parseSiteKey(key: string): { slug: string; referral: string | null } {
  const decoded = decodeURIComponent(key);
  const i = decoded.indexOf(SEP);
  return i < 0
    ? { slug: decoded, referral: null }
    : { slug: decoded.slice(0, i), referral: decoded.slice(i + SEP.length) };
}
