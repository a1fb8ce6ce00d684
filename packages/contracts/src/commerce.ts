import { z } from "zod";
import { envelope } from "./common";

/**
 * The paid upgrade of a course: what it costs with a promo code (a quote), the transaction that buys it, the
 * learner's transaction history and the built-in sandbox checkout. Amounts are whole rupiah. A transaction
 * moves pending → processed → paid, or from pending/processed to expired or failed, and paid → refunded.
 */
export const TRANSACTION_STATUSES = [
  "pending",
  "processed",
  "paid",
  "expired",
  "failed",
  "refunded",
] as const;
export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatusName = z.infer<typeof transactionStatusSchema>;

export const PAYMENT_PROVIDERS = ["sandbox", "midtrans", "xendit", "none"] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderId = z.infer<typeof paymentProviderSchema>;

/** A promo code as typed: trimmed; the API compares it case-insensitively. */
export const promoCodeInput = z.string().trim().min(1).max(40);

/** "What would the upgrade of this course cost me, with this code?": shown before paying. */
export const quoteRequestSchema = z.object({
  courseSlug: z.string().min(1).max(200),
  promoCode: promoCodeInput.optional(),
});
export const quoteSchema = z.object({
  courseSlug: z.string(),
  listPrice: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  /** the code applied, upper-cased, or null */
  promoCode: z.string().nullable(),
  /** e.g. "20%" or "Rp25.000" as the learner's language writes it */
  promoLabel: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;
export const quoteResponseSchema = envelope(quoteSchema);

/**
 * Buy the upgrade. `idempotencyKey` (a fresh random value per "Pay" press, kept across retries) makes a repeated
 * request return the same transaction instead of a second one.
 */
export const createTransactionRequestSchema = z.object({
  courseSlug: z.string().min(1).max(200),
  promoCode: promoCodeInput.optional(),
  idempotencyKey: z
    .string()
    .min(8)
    .max(80)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const transactionEventViewSchema = z.object({
  at: z.string(),
  /** created | notification | expired | … */
  kind: z.string(),
  fromStatus: transactionStatusSchema.nullable(),
  toStatus: transactionStatusSchema.nullable(),
});

export const transactionSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: transactionStatusSchema,
  course: z.object({ slug: z.string(), name: z.string() }),
  listPrice: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  promoCode: z.string().nullable(),
  provider: paymentProviderSchema,
  paymentMethod: z.string().nullable(),
  /** where "Proceed to Payment" leads while the transaction is pending or processed; null otherwise */
  paymentUrl: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type TransactionView = z.infer<typeof transactionSchema>;

export const transactionDetailSchema = transactionSchema.extend({
  events: z.array(transactionEventViewSchema),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

export const transactionResponseSchema = envelope(transactionDetailSchema);
export const transactionIdParams = z.object({ transactionId: z.uuid() });

export const transactionListRequestSchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const transactionListResponseSchema = envelope(
  z.object({
    items: z.array(transactionSchema),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
  }),
);

/** The built-in sandbox checkout: the hosted page shows the order and lets the payer pay, fail or let it expire. */
export const SANDBOX_OUTCOMES = ["pay", "fail", "expire"] as const;
export const sandboxOrderParams = z.object({ orderId: z.string().min(1).max(50) });
export const sandboxOrderResponseSchema = envelope(
  z.object({
    orderId: z.string(),
    status: transactionStatusSchema,
    amount: z.number().int(),
    description: z.string(),
    expiresAt: z.string(),
    /** the transaction page the payer returns to */
    transactionId: z.string(),
  }),
);
export const sandboxOutcomeRequestSchema = sandboxOrderParams.extend({ outcome: z.enum(SANDBOX_OUTCOMES) });
export const sandboxOutcomeResponseSchema = envelope(
  z.object({ orderId: z.string(), transactionId: z.string(), status: transactionStatusSchema }),
);

/** What a learner may open of a course and whether finishing it earns the certificate (the course page shows it). */
export const ACCESS_LEVELS = ["full", "preview"] as const;
export const accessSchema = z.object({
  level: z.enum(ACCESS_LEVELS),
  /** why: free course, company plan, organisation site, upgrade bought, or preview of a paid course */
  reason: z.enum(["free", "company", "organisation", "upgrade", "preview"]),
  certificate: z.boolean(),
  /** the price to upgrade here, null when nothing is for sale (already full access, or the site sells nothing) */
  upgradePrice: z.number().int().nullable(),
});
export type Access = z.infer<typeof accessSchema>;
export const accessResponseSchema = envelope(accessSchema);
