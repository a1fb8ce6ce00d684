import type { SessionSettings, SiteConfigRaw } from "./schema";

/** a company site's idle timeout when its tenant.json sets none: company devices are often shared */
export const COMPANY_IDLE_MINUTES = 30;

/**
 * The session limits a site asks for: its tenant.json `session`, with a company site idling out after
 * `COMPANY_IDLE_MINUTES` unless it says otherwise. A field left unset means "the API's default".
 */
export function sessionLimits(site: Pick<SiteConfigRaw, "type" | "session">): SessionSettings {
  const own = site.session ?? {};
  if (own.idleMinutes === undefined && site.type === "company")
    return { ...own, idleMinutes: COMPANY_IDLE_MINUTES };
  return own;
}
