import type { AppContext } from "../../context";

/**
 * After a write that changes what catalogue calls answer (a review moves a rating, curation, a course edit):
 * empties the catalogue caches of this process at once and of the other replicas through NOTIFY. The database
 * triggers of migration 0003 announce the same change at commit; this call makes the writer's own next read
 * see it without waiting for the notification to come back.
 */
export async function catalogueChanged(ctx: AppContext) {
  await ctx.changes.publish("catalogue", "*");
}
