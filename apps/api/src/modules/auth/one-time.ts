import { oneTimeTokens, type Db } from "@gk/db";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import { hashToken, newToken } from "./tokens";

type Purpose = (typeof oneTimeTokens.$inferInsert)["purpose"];

export async function issueOneTime(
  db: Db,
  purpose: Purpose,
  userId: string,
  ttlSeconds: number,
  site = "general",
): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    site,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/** Uses a token once: a single UPDATE, so two concurrent uses cannot both succeed. */
export async function consumeOneTime(db: Db, purpose: Purpose, token: string) {
  const now = new Date();
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** A valid, unused token's row without using it (the chooser checks the account before spending its ticket). */
export async function peekOneTime(db: Db, purpose: Purpose, token: string) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/** How many tokens of this purpose were issued to this person in the last hour: the mail-a-link calls cap it. */
export async function issuedInLastHour(db: Db, purpose: Purpose, userId: string): Promise<number> {
  const [recent] = await db
    .select({ n: count() })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        gt(oneTimeTokens.createdAt, new Date(Date.now() - 3600_000)),
      ),
    );
  return Number(recent?.n ?? 0);
}
