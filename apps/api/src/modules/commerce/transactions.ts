import { randomBytes } from "node:crypto";
import {
  localePath,
  type Locale,
  type Quote,
  type TransactionDetail,
  type TransactionView,
} from "@gk/contracts";
import { courses, transactionEvents, transactions, users, type Transaction } from "@gk/db";
import { getSite } from "@gk/tenancy";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { courseBySlug } from "../learning/access";
import { courseAccess } from "./entitlement";
import { scheduleExpiry } from "./expiry";
import { checkPromo, discountOf, findPromo, promoLabel, type DbOrTx } from "./promo";
import { providerFor, providerNameFor, ProviderUnavailable } from "./providers";
import { isOpen } from "./state";
import { moveTransaction, recordEvent } from "./transitions";

export const PAGE_SIZE = 20;
const ORDER_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** "GK-" and 12 random upper-case letters and digits: short, unguessable, and within Midtrans's 50 characters. */
export function newOrderId(): string {
  let s = "";
  for (const b of randomBytes(12)) s += ORDER_ALPHABET[b % ORDER_ALPHABET.length];
  return `GK-${s}`;
}

/**
 * What the learner would buy: on a site that takes payments, a course they can see, with a price here, that they
 * do not already have in full. Otherwise: 403 (the site sells nothing), 404 (not visible), 409 (free, or
 * already open in full).
 */
async function purchasable(ctx: AppContext, request: FastifyRequest, courseSlug: string) {
  const site = getSite(request.site.slug);
  if (!site?.features.payments) throw new ApiError("FORBIDDEN", "commerce.paymentsOff");
  const course = await courseBySlug(ctx.db, request, courseSlug);
  const access = await courseAccess(ctx.db, {
    userId: request.auth!.user.id,
    course,
    site: { slug: request.site.slug, referral: request.site.referral },
  });
  if (access.level === "full")
    throw new ApiError(
      "CONFLICT",
      access.reason === "free" ? "commerce.courseFree" : "commerce.alreadyUpgraded",
    );
  return { course, site };
}

interface Priced {
  listPrice: number;
  discount: number;
  total: number;
  promo: Awaited<ReturnType<typeof checkPromo>> | null;
}

async function price(
  db: DbOrTx,
  input: {
    userId: string;
    courseId: string;
    site: string;
    listPrice: number;
    promoCode?: string | undefined;
  },
  locale: Locale,
  lock: boolean,
): Promise<Priced> {
  if (!input.promoCode)
    return { listPrice: input.listPrice, discount: 0, total: input.listPrice, promo: null };
  const promo = await checkPromo(
    db,
    await findPromo(db, input.promoCode, lock),
    { userId: input.userId, courseId: input.courseId, site: input.site, now: new Date() },
    locale,
  );
  const discount = discountOf(promo, input.listPrice);
  return { listPrice: input.listPrice, discount, total: input.listPrice - discount, promo };
}

/** The upgrade's total with a promo code, before paying: counts and holds nothing. */
export async function quote(
  ctx: AppContext,
  request: FastifyRequest,
  body: { courseSlug: string; promoCode?: string | undefined },
): Promise<Quote> {
  const { course } = await purchasable(ctx, request, body.courseSlug);
  const p = await price(
    ctx.db,
    {
      userId: request.auth!.user.id,
      courseId: course.id,
      site: request.site.slug,
      listPrice: course.priceRupiah,
      promoCode: body.promoCode,
    },
    request.locale,
    false,
  );
  return {
    courseSlug: course.slug,
    listPrice: p.listPrice,
    discount: p.discount,
    total: p.total,
    promoCode: p.promo?.code ?? null,
    promoLabel: p.promo ? promoLabel(p.promo) : null,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function view(tx: Transaction, courseSlug: string, locale: Locale): TransactionView {
  return {
    id: tx.id,
    orderId: tx.orderId,
    status: tx.status,
    course: { slug: courseSlug, name: locale === "en" ? tx.itemNameEn : tx.itemNameId },
    listPrice: tx.listPrice,
    discount: tx.discount,
    total: tx.total,
    promoCode: tx.promoCode,
    provider: tx.provider,
    paymentMethod: tx.paymentMethod,
    paymentUrl: isOpen(tx.status) ? tx.paymentUrl : null,
    createdAt: tx.createdAt.toISOString(),
    expiresAt: tx.expiresAt.toISOString(),
    paidAt: iso(tx.paidAt),
    closedAt: iso(tx.closedAt),
  };
}

/** The learner's own transaction; anyone else's (or none) is 404, never 403. */
export async function ownTransaction(ctx: AppContext, userId: string, id: string) {
  const [row] = await ctx.db
    .select({ tx: transactions, courseSlug: courses.slug })
    .from(transactions)
    .innerJoin(courses, eq(courses.id, transactions.courseId))
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
  if (!row) throw new ApiError("NOT_FOUND", "commerce.transactionNotFound");
  return row;
}

/** One of the learner's transactions with its history (the events without provider payloads). */
export async function transactionDetail(
  ctx: AppContext,
  userId: string,
  id: string,
  locale: Locale,
): Promise<TransactionDetail> {
  const { tx, courseSlug } = await ownTransaction(ctx, userId, id);
  const events = await ctx.db
    .select()
    .from(transactionEvents)
    .where(eq(transactionEvents.transactionId, id))
    .orderBy(asc(transactionEvents.at), asc(transactionEvents.id));
  return {
    ...view(tx, courseSlug, locale),
    events: events.map((e) => ({
      at: e.at.toISOString(),
      kind: e.kind,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
    })),
  };
}

/** The learner's transactions, newest first. */
export async function listTransactions(ctx: AppContext, userId: string, page: number, locale: Locale) {
  const [total] = await ctx.db
    .select({ n: count() })
    .from(transactions)
    .where(eq(transactions.userId, userId));
  const rows = await ctx.db
    .select({ tx: transactions, courseSlug: courses.slug })
    .from(transactions)
    .innerJoin(courses, eq(courses.id, transactions.courseId))
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const n = total?.n ?? 0;
  return {
    items: rows.map((r) => view(r.tx, r.courseSlug, locale)),
    page,
    pageCount: Math.max(1, Math.ceil(n / PAGE_SIZE)),
    total: n,
  };
}

function isUniqueViolation(e: unknown, constraint: string): boolean {
  const err = e as { code?: string; constraint_name?: string; constraint?: string; cause?: unknown };
  if (err?.cause) return isUniqueViolation(err.cause, constraint);
  return err?.code === "23505" && (err.constraint_name ?? err.constraint) === constraint;
}

async function byIdempotencyKey(ctx: AppContext, userId: string, key: string) {
  const [row] = await ctx.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, key)));
  return row ?? null;
}

/** The same key for the same course returns the earlier transaction; for another course it is a conflict. */
function replay(existing: Transaction, courseId: string) {
  if (existing.courseId !== courseId) throw new ApiError("CONFLICT", "commerce.idempotencyKeyReused");
  return { id: existing.id, created: false };
}

const webOrigin = (ctx: AppContext, request: FastifyRequest) =>
  (request.site.origin ?? ctx.config.publicWebUrl).replace(/\/+$/, "");

/**
 * Buys the course's upgrade. Under a lock on the promo code's row the code is checked again with its holds
 * (so two learners racing for its last use get one transaction and one "used up"), and the pending transaction
 * is written with its price, discount and the course's name in both languages. A total of 0 is paid at once with
 * no provider. Otherwise the site's provider opens its checkout; a provider that cannot be reached fails the
 * transaction (503 for the learner) and nothing else changes. The expiry job is due at the expiry time.
 */
export async function createTransaction(
  ctx: AppContext,
  request: FastifyRequest,
  body: { courseSlug: string; promoCode?: string | undefined; idempotencyKey: string },
): Promise<{ id: string; created: boolean }> {
  const userId = request.auth!.user.id;
  const locale = request.locale;
  const earlier = await byIdempotencyKey(ctx, userId, body.idempotencyKey);
  if (earlier) {
    const [c] = await ctx.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, body.courseSlug));
    return replay(earlier, c?.id ?? "");
  }
  const { course, site } = await purchasable(ctx, request, body.courseSlug);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ctx.config.payments.expiryHours * 3600_000);
  const free = (p: Priced) => p.total === 0;
  let tx: Transaction;
  try {
    tx = await ctx.db.transaction(async (db) => {
      const p = await price(
        db,
        {
          userId,
          courseId: course.id,
          site: site.slug,
          listPrice: course.priceRupiah,
          promoCode: body.promoCode,
        },
        locale,
        true,
      );
      const provider = free(p) ? ("none" as const) : providerNameFor(ctx, site);
      const [row] = await db
        .insert(transactions)
        .values({
          orderId: newOrderId(),
          userId,
          idempotencyKey: body.idempotencyKey,
          site: site.slug,
          locale,
          courseId: course.id,
          itemNameId: `Upgrade: ${course.nameId}`,
          itemNameEn: `Upgrade: ${course.nameEn}`,
          listPrice: p.listPrice,
          discount: p.discount,
          total: p.total,
          promoCodeId: p.promo?.id ?? null,
          promoCode: p.promo?.code ?? null,
          provider,
          createdAt: now,
          updatedAt: now,
          expiresAt,
        })
        .returning();
      await recordEvent(db, {
        transactionId: row!.id,
        actor: "learner",
        kind: "created",
        fromStatus: null,
        toStatus: "pending",
        payload: {
          listPrice: p.listPrice,
          discount: p.discount,
          total: p.total,
          promoCode: p.promo?.code ?? null,
        },
      });
      return row!;
    });
  } catch (e) {
    // the same key sent twice at once: the unique index lets one through, the other returns its transaction
    if (isUniqueViolation(e, "transactions_idempotency_key")) {
      const winner = await byIdempotencyKey(ctx, userId, body.idempotencyKey);
      if (winner) return replay(winner, course.id);
    }
    throw e;
  }

  if (tx.total === 0) {
    await moveTransaction(ctx, tx.id, "paid", { actor: "system", kind: "paid_in_full_by_promo" });
    return { id: tx.id, created: true };
  }

  // due whatever the provider answers: a transaction left waiting by a failure below still closes on time
  await scheduleExpiry(ctx, tx.id, expiresAt);
  const [payer] = await ctx.db
    .select({ fullName: users.fullName, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  try {
    const checkout = await providerFor(ctx, site).createCheckout({
      orderId: tx.orderId,
      amount: tx.total,
      description: locale === "en" ? tx.itemNameEn : tx.itemNameId,
      courseId: course.id,
      payer: { name: payer?.fullName ?? "", email: payer?.email ?? null, phone: payer?.phone ?? null },
      locale,
      returnUrl: `${webOrigin(ctx, request)}${localePath(locale, `/transactions/${tx.id}`)}`,
      expiresAt,
    });
    await ctx.db
      .update(transactions)
      .set({ paymentUrl: checkout.paymentUrl, providerRef: checkout.providerRef, updatedAt: new Date() })
      .where(eq(transactions.id, tx.id));
  } catch (e) {
    if (!(e instanceof ProviderUnavailable)) throw e;
    await moveTransaction(ctx, tx.id, "failed", {
      actor: "system",
      kind: "provider_unavailable",
      payload: { reason: e.message },
    });
    throw new ApiError("UNAVAILABLE", "commerce.providerUnavailable");
  }
  return { id: tx.id, created: true };
}
