import { getSite } from "@gk/tenancy";
import type { FastifyRequest } from "fastify";
import { ApiError } from "../errors";

/** The switches of a site's tenant.json `features` (registration, googleSignIn, leaderboard, blog, …). */
export type SiteFeature =
  | "registration"
  | "googleSignIn"
  | "aiCoach"
  | "leaderboard"
  | "payments"
  | "businessPlan"
  | "lmsIntegration"
  | "blog";

/** Whether the site of the request offers a feature; an unknown site offers nothing. */
export function siteOffers(request: FastifyRequest, feature: SiteFeature): boolean {
  return getSite(request.site.slug)?.features[feature] ?? false;
}

/**
 * The API honours a site's switches as the web does, so a call made straight to the API from a site that
 * turned a feature off gets the same answer as its pages: an action is refused (403, with the reason in the
 * visitor's language), content that does not exist there is not found (404).
 */
export function requireFeature(request: FastifyRequest, feature: SiteFeature): void {
  if (siteOffers(request, feature)) return;
  if (feature === "registration") throw new ApiError("FORBIDDEN", "site.registrationClosed");
  if (feature === "leaderboard" || feature === "blog") throw new ApiError("NOT_FOUND");
  throw new ApiError("FORBIDDEN", "site.featureOff");
}
