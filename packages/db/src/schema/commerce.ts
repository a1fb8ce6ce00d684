import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organisations, users } from "./accounts";
import { courses } from "./catalogue";

/**
 * The paid upgrade of a course (certificate and lifetime access to all its content) is bought through a
 * transaction. Amounts are whole rupiah. A transaction moves pending → processed → paid, or from pending or
 * processed to expired or failed, and paid → refunded; expired, failed and refunded are final. Every change is
 * a row of `transaction_events` (append-only). Paying writes the `paid_upgrades` row that entitles the learner.
 */
export const transactionStatus = pgEnum("transaction_status", [
  "pending",
  "processed",
  "paid",
  "expired",
  "failed",
  "refunded",
]);

/** sandbox (the built-in checkout), midtrans (Snap), xendit (Invoices), or none (a total of 0 needs no provider) */
export const paymentProvider = pgEnum("payment_provider", ["sandbox", "midtrans", "xendit", "none"]);

export const promoKind = pgEnum("promo_kind", ["percent", "fixed"]);

/**
 * A promo code: a percentage or a fixed amount off, valid in a window, with optional caps (total uses, uses per
 * learner) and optional limits (one site, one organisation's members, a set of courses). `usedCount` counts
 * paid transactions only; a pending or processed transaction that carries the code holds one use until it
 * closes, so two learners cannot both take the last one (the check runs under a lock on the code's row).
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** upper-case letters, digits and dashes; learners may type it in any case */
    code: text("code").notNull(),
    kind: promoKind("kind").notNull(),
    /** percent: 1–100; fixed: whole rupiah off */
    value: integer("value").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** null: no cap */
    maxUses: integer("max_uses"),
    maxUsesPerUser: integer("max_uses_per_user").notNull().default(1),
    usedCount: integer("used_count").notNull().default(0),
    /** only on this site (tenant slug); null: every site that takes payments */
    site: text("site"),
    /** only for members of this organisation */
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "cascade" }),
    /** only for these courses; null: every course */
    courseIds: uuid("course_ids").array(),
    active: boolean("active").notNull().default(true),
    /** what it is for, for the people who manage codes */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promo_codes_code_key").on(t.code),
    check(
      "promo_codes_value",
      sql`(${t.kind} = 'percent' AND ${t.value} BETWEEN 1 AND 100) OR (${t.kind} = 'fixed' AND ${t.value} > 0)`,
    ),
    check("promo_codes_caps", sql`(${t.maxUses} IS NULL OR ${t.maxUses} >= 0) AND ${t.maxUsesPerUser} >= 1`),
  ],
);

export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** the order id sent to the provider: unique, short, `[A-Za-z0-9-]` (Midtrans allows at most 50) */
    orderId: text("order_id").notNull(),
    /** kept when the account is deleted: the money moved all the same (the learner's name goes with the account) */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** the client's idempotency key: the same key from the same learner returns the same transaction */
    idempotencyKey: text("idempotency_key"),
    /** the site it was bought on */
    site: text("site").notNull(),
    /** the language of the learner when buying: receipts and mails use it */
    locale: text("locale").notNull().default("id"),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id),
    /** the course's name when bought, in both languages: a receipt does not change with the catalogue */
    itemNameId: text("item_name_id").notNull(),
    itemNameEn: text("item_name_en").notNull(),
    status: transactionStatus("status").notNull().default("pending"),
    listPrice: integer("list_price").notNull(),
    discount: integer("discount").notNull().default(0),
    total: integer("total").notNull(),
    promoCodeId: uuid("promo_code_id").references(() => promoCodes.id),
    /** the code as the learner saw it */
    promoCode: text("promo_code"),
    provider: paymentProvider("provider").notNull(),
    /** the provider's own id (Xendit invoice id, Midtrans transaction id), once known */
    providerRef: text("provider_ref"),
    /** where "Proceed to Payment" sends the learner while the transaction is pending */
    paymentUrl: text("payment_url"),
    /** the payment method the provider reports (bank_transfer, qris, …) */
    paymentMethod: text("payment_method"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** when it reached expired, failed or refunded */
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("transactions_order_key").on(t.orderId),
    uniqueIndex("transactions_idempotency_key").on(t.userId, t.idempotencyKey),
    index("transactions_user_idx").on(t.userId, t.createdAt),
    index("transactions_promo_idx").on(t.promoCodeId, t.status),
    check(
      "transactions_amounts",
      sql`${t.listPrice} >= 0 AND ${t.discount} >= 0 AND ${t.total} >= 0 AND ${t.total} = ${t.listPrice} - ${t.discount}`,
    ),
  ],
);

/**
 * Every change of a transaction, append-only (the database refuses updates and deletes): who (`actor`: the
 * learner, a provider's notification, the system's expiry job), the states before and after (`toStatus` null
 * when nothing changed, e.g. a duplicate notification), and the raw provider payload as received.
 */
export const transactionEvents = pgTable(
  "transaction_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id),
    /** learner | provider | system | staff */
    actor: text("actor").notNull(),
    /** created | notification | expired | ignored | … */
    kind: text("kind").notNull(),
    fromStatus: transactionStatus("from_status"),
    toStatus: transactionStatus("to_status"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("transaction_events_transaction_idx").on(t.transactionId, t.at)],
);

export type PromoCode = typeof promoCodes.$inferSelect;
export type Transaction = typeof transactions.$inferSelect;
export type TransactionEvent = typeof transactionEvents.$inferSelect;
export type TransactionStatus = Transaction["status"];
export type PaymentProviderName = Transaction["provider"];
