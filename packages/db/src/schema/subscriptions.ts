import { sql } from "drizzle-orm";
import {
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

/**
 * The company subscription (business plan). A visitor's request through the free-trial form is a row in
 * `company_subscriptions` with state "requested"; the provider's staff contact the requester for payment,
 * start the free trial (which creates the company organisation and its first admin), and confirm it, which
 * adds the paid period plus one free month. A trial that ends unconfirmed, or a paid period that ends, makes
 * the subscription "lapsed": the company's people keep their certificates and progress but see no company
 * catalogue until it is confirmed again.
 */
export const subscriptionState = pgEnum("subscription_state", ["requested", "trial", "active", "lapsed"]);

/** The provider's own team (not a company's admin): who may use the staff console. */
export const providerStaff = pgTable("provider_staff", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
});

export const companySubscriptions = pgTable(
  "company_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyName: text("company_name").notNull(),
    /** one of the size bands of the request form ("1-10", "11-50", "51-200", "201-1000", "1000+") */
    companySize: text("company_size").notNull(),
    contactName: text("contact_name").notNull(),
    /** lower-cased */
    email: text("email").notNull(),
    /** normalised to 628… */
    phone: text("phone").notNull(),
    /** the requester's language: the mails to them and to the company admin use it */
    locale: text("locale").notNull().default("id"),
    /** the site the request was made on */
    site: text("site").notNull(),
    /** the signed-in person who sent the request, when they were signed in */
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    state: subscriptionState("state").notNull().default("requested"),
    /** set when the trial starts: the company organisation made for it */
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    contactedAt: timestamp("contacted_at", { withTimezone: true }),
    contactNote: text("contact_note"),
    trialDays: integer("trial_days"),
    trialStartedAt: timestamp("trial_started_at", { withTimezone: true }),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    /** the first confirmation: the one that earns the free month */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    paidMonths: integer("paid_months"),
    freeMonths: integer("free_months"),
    activeFrom: timestamp("active_from", { withTimezone: true }),
    activeUntil: timestamp("active_until", { withTimezone: true }),
    lapsedAt: timestamp("lapsed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("company_subscriptions_org_key").on(t.organisationId),
    index("company_subscriptions_state_idx").on(t.state, t.createdAt),
    check("company_subscriptions_trial_days", sql`${t.trialDays} IS NULL OR ${t.trialDays} BETWEEN 1 AND 90`),
  ],
);

/**
 * Every change of a subscription, append-only (the database refuses updates and deletes): who (a staff user,
 * or null for the system's own jobs), what (`action`, the states before and after, details), and when.
 */
export const subscriptionEvents = pgTable(
  "subscription_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => companySubscriptions.id),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** requested | contacted | trial_started | confirmed | lapsed */
    action: text("action").notNull(),
    fromState: subscriptionState("from_state"),
    toState: subscriptionState("to_state").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscription_events_subscription_idx").on(t.subscriptionId, t.at)],
);

export type ProviderStaff = typeof providerStaff.$inferSelect;
export type CompanySubscription = typeof companySubscriptions.$inferSelect;
export type SubscriptionEvent = typeof subscriptionEvents.$inferSelect;
export type SubscriptionState = CompanySubscription["state"];
