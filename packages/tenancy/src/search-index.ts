import { villages } from "./registry";
import type { RuntimeEnv } from "./resolve-site";

/**
 * The tenant search index of a referral: the demo village searches the village base index,
 * every listed village shares the gerbangsari index, any other referral has its own.
 */
export function tenantIndexSlug(referral: string): string {
  const slug = referral.trim().toLowerCase();
  if (slug === villages.demoVillage) return villages.villageBase;
  if (villages.villages.includes(slug)) return villages.sharedVillage;
  return slug;
}

export function tenantSearchIndexName(referral: string, { env }: { env: RuntimeEnv }): string {
  const prefix = env === "production" ? "prod" : "dev";
  return `${prefix}_tenant_${tenantIndexSlug(referral)}_index`;
}
