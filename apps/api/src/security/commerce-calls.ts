import { transactions } from "@gk/db";
import type { CallContext, Entry } from "./calls";

/** a paid transaction of this person, with a marker-free item name (inserted directly: the calls read one) */
async function transactionOf(c: CallContext, userId: string, courseId: string): Promise<string> {
  const [row] = await c.world.db
    .insert(transactions)
    .values({
      orderId: `GK-ISOT-${c.unique.replace(/[^A-Za-z0-9]/g, "").slice(0, 20)}-${Math.random().toString(36).slice(2, 10)}`,
      userId,
      site: "general",
      courseId,
      itemNameId: "Upgrade: kursus uji",
      itemNameEn: "Upgrade: test course",
      listPrice: 100000,
      total: 100000,
      provider: "sandbox",
      status: "paid",
      paidAt: new Date(),
      expiresAt: new Date(Date.now() + 24 * 3600_000),
    })
    .returning({ id: transactions.id });
  return row!.id;
}

/** the viewer's own transaction (when signed in: the call succeeds for its owner), then the victims' */
const transactionsToRead = async (c: CallContext) => {
  const ids: string[] = [];
  // the viewer's own purchase is of a course of their catalogue here (its page names the course)
  const visible = c.world.visibleSlugs(c.me, c.site);
  const mine = c.world.courses.find((course) => visible.has(course.slug)) ?? c.world.courses[0]!;
  if (c.me.user) ids.push(await transactionOf(c, c.me.user.id, mine.id));
  for (const v of c.victims) if (v.user) ids.push(await transactionOf(c, v.user.id, c.world.courses[0]!.id));
  return ids;
};

/**
 * The learner's commerce calls in the isolation matrix: a quote or a purchase with someone else's ids in the
 * body; the history with someone else's id in the query; one's own and other people's transactions and their
 * receipts by id (404 for anyone but the owner).
 */
export const COMMERCE_CALLS: Record<string, Entry> = {
  // In this world everyone already opens every course in full (company people by their company, everyone else
  // by an upgrade of every course), so a quote or a purchase is refused (409, 403 where a site sells nothing)
  // before anything of anyone is read; commerce.test.ts covers the successful path.
  "POST /commerce/quote": {
    refusedOnly: true,
    calls: (c) => [
      {
        method: "POST",
        url: "/commerce/quote",
        body: {
          courseSlug: c.victims[0]!.planted?.courseSlug ?? c.world.courses[0]!.slug,
          userId: c.victims[0]!.user?.id,
        },
      },
    ],
  },
  "POST /transactions": {
    refusedOnly: true,
    calls: (c) => [
      {
        method: "POST",
        url: "/transactions",
        body: {
          courseSlug: c.world.courses[0]!.slug,
          idempotencyKey: `iso-${c.unique.replace(/[^A-Za-z0-9_-]/g, "")}`.slice(0, 80),
          userId: c.victims[0]!.user?.id,
        },
      },
    ],
  },
  "GET /transactions": {
    calls: (c) =>
      c.victims.map((v) => ({ method: "GET" as const, url: `/transactions?userId=${v.user?.id ?? ""}` })),
  },
  "GET /transactions/{transactionId}": {
    calls: async (c) =>
      (await transactionsToRead(c)).map((id) => ({ method: "GET" as const, url: `/transactions/${id}` })),
  },
  "GET /transactions/{transactionId}/receipt": {
    calls: async (c) =>
      (await transactionsToRead(c)).map((id) => ({
        method: "GET" as const,
        url: `/transactions/${id}/receipt`,
      })),
  },
};
