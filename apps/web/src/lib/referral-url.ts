/**
 * A page's address carrying a referral code (`?referral=`), the way canonical and share links name who brought
 * a visitor: the signed-in user's own code when they have one, else the site's (a village host's). Other
 * parameters and the hash stay; no code, no parameter.
 */
export function withReferral(url: string, referral: string | null | undefined): string {
  if (!referral) return url;
  const parsed = new URL(url);
  parsed.searchParams.set("referral", referral);
  return parsed.toString();
}

/** Whose referral a link carries: the signed-in user's code first, else the site's. */
export function linkReferral(
  viewer: { referral: string | null } | null | undefined,
  siteReferral: string | null,
): string | null {
  return viewer?.referral ?? siteReferral;
}
