import type { Locale } from "@gk/contracts";
import { memberships, promoCodes, transactions, type Db, type PromoCode } from "@gk/db";
import { and, count, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { ApiError } from "../../errors";
import { formatDate } from "../certificates/pdf";
import { OPEN_STATUSES } from "./state";

/** A database handle or an open transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The learner and the purchase a promo code is checked against. */
export interface PromoBuyer {
  userId: string;
  courseId: string;
  /** tenant slug of the site the upgrade is bought on */
  site: string;
  now: Date;
}

/** The way every screen writes rupiah: "Rp" and comma thousands, no decimals (the same rule as @gk/i18n). */
export function rupiah(amount: number): string {
  return `Rp${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** The code as the learner typed it, compared without regard to case or surrounding spaces. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** The promo code named by the learner, locked for the rest of the database transaction when `lock` is set. */
export async function findPromo(db: DbOrTx, code: string, lock = false): Promise<PromoCode | null> {
  const q = db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizeCode(code)));
  const [row] = lock ? await q.for("update") : await q;
  return row && row.active ? row : null;
}

/**
 * Percent off rounds down to whole rupiah (the learner never pays a fraction); a fixed amount is capped at the
 * price (the total never goes below 0).
 */
export function discountOf(promo: Pick<PromoCode, "kind" | "value">, price: number): number {
  if (promo.kind === "percent") return Math.floor((price * promo.value) / 100);
  return Math.min(promo.value, price);
}

/** "20%" or "Rp25,000" */
export function promoLabel(promo: Pick<PromoCode, "kind" | "value">): string {
  return promo.kind === "percent" ? `${promo.value}%` : rupiah(promo.value);
}

const refuse = (key: Parameters<typeof ApiError.field>[1], params?: Record<string, string>) =>
  ApiError.field("promoCode", key, params);

/**
 * Whether the code applies to this purchase, or the reason it does not (a 422 on the promoCode field). The
 * caps count the uses already paid plus the holds of transactions still waiting for payment: a pending or
 * processed transaction with the code that has not expired holds one use until it closes.
 */
export async function checkPromo(
  db: DbOrTx,
  promo: PromoCode | null,
  buyer: PromoBuyer,
  locale: Locale,
): Promise<PromoCode> {
  if (!promo) throw refuse("commerce.promo.unknown");
  if (promo.startsAt && promo.startsAt > buyer.now)
    throw refuse("commerce.promo.notStarted", { date: formatDate(promo.startsAt, locale) });
  if (promo.endsAt && promo.endsAt <= buyer.now)
    throw refuse("commerce.promo.ended", { date: formatDate(promo.endsAt, locale) });
  if (promo.site && promo.site !== buyer.site) throw refuse("commerce.promo.notForSite");
  if (promo.courseIds && !promo.courseIds.includes(buyer.courseId))
    throw refuse("commerce.promo.notForCourse");
  if (promo.organisationId) {
    const [member] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, buyer.userId),
          eq(memberships.organisationId, promo.organisationId),
          isNull(memberships.deactivatedAt),
        ),
      );
    if (!member) throw refuse("commerce.promo.notForYou");
  }
  const holding = and(
    eq(transactions.promoCodeId, promo.id),
    inArray(transactions.status, [...OPEN_STATUSES]),
    gt(transactions.expiresAt, buyer.now),
  );
  if (promo.maxUses !== null) {
    const [held] = await db.select({ n: count() }).from(transactions).where(holding);
    if (promo.usedCount + (held?.n ?? 0) >= promo.maxUses) throw refuse("commerce.promo.usedUp");
  }
  const [mine] = await db
    .select({ n: count() })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, buyer.userId),
        eq(transactions.promoCodeId, promo.id),
        or(eq(transactions.status, "paid"), holding),
      ),
    );
  if ((mine?.n ?? 0) >= promo.maxUsesPerUser) throw refuse("commerce.promo.usedByYou");
  return promo;
}

/** Counts one use of the code: the transaction carrying it has been paid. */
export async function countPromoUse(db: DbOrTx, promoId: string) {
  await db
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(eq(promoCodes.id, promoId));
}
