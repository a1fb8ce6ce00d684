import type { SiteConfigRaw } from "./schema";

/**
 * Whether the site's people may sign in with a phone number as well as an email: its tenant.json
 * `features.phoneSignIn`, else yes everywhere but on company and business sites, whose accounts come from the
 * company and sign in with the company email. The sign-in form words its identifier field by it.
 */
export function phoneSignIn(site: Pick<SiteConfigRaw, "type" | "features">): boolean {
  const own = site.features.phoneSignIn;
  if (own !== undefined) return own;
  return site.type !== "company" && site.type !== "business";
}
