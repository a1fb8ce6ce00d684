import "server-only";
import type { Locale } from "@gk/tenancy";
import { cache } from "react";
import { hasTokenCookie, serverApi, settle } from "./api.server";

/**
 * The signed-in visitor's referral code (their organisation's), for canonical and share links; null for a
 * visitor, a user without one, or when the API cannot say (the links then carry the site's code, as for
 * anyone). One profile call per request, shared with the page's own through the request cache.
 */
export const viewerReferral = cache(async (locale: Locale): Promise<{ referral: string | null } | null> => {
  if (!(await hasTokenCookie())) return null;
  const profile = await settle((await serverApi(locale)).request("profile", {}));
  return profile ? { referral: profile.data.user.referral } : null;
});
