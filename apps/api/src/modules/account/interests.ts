import { categories, users, type User } from "@gk/db";
import { asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { sessionsChanged } from "../auth/sessions";

/**
 * The learner's interests: category slugs, checked against the categories table (the catalogue's own
 * vocabulary) rather than a fixed list, so a category added later can be chosen at once. One unknown slug
 * refuses the whole list and nothing is stored: a half-saved choice would look like a saved one.
 */
export async function updateInterests(ctx: AppContext, user: User, wanted: string[]): Promise<User> {
  const slugs = [...new Set(wanted.map((s) => s.trim()))];
  const known =
    slugs.length === 0
      ? []
      : await ctx.db
          .select({ slug: categories.slug })
          .from(categories)
          .where(inArray(categories.slug, slugs))
          // stored in the catalogue's order, so the profile shows them as the picker lists them
          .orderBy(asc(categories.position));
  if (known.length !== slugs.length)
    throw new ApiError("BAD_REQUEST", "interests.unknown", {
      fields: { interests: [{ key: "interests.unknown" }] },
    });
  const [updated] = await ctx.db
    .update(users)
    .set({ interests: known.map((k) => k.slug), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  // the session cache holds the user row: the next request (the home page) must see the new interests
  await sessionsChanged(ctx, { userId: user.id });
  return updated!;
}
