import { z } from "zod";
import { envelope } from "./common";

/**
 * The company subscription (business plan): a visitor's request through the free-trial form, the provider's
 * staff console that works through the requests (contact for payment, start the free trial, confirm), and
 * the state a company's admin sees. Confirming the trial adds one free month to the paid period.
 */
export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export const companySizeSchema = z.enum(COMPANY_SIZES);
export type CompanySize = z.infer<typeof companySizeSchema>;

export const SUBSCRIPTION_STATES = ["requested", "trial", "active", "lapsed"] as const;
export const subscriptionStateSchema = z.enum(SUBSCRIPTION_STATES);
export type SubscriptionStateName = z.infer<typeof subscriptionStateSchema>;

/** The free-trial form of the business site. The phone is checked as an Indonesian number by the API. */
export const subscriptionRequestSchema = z.object({
  companyName: z.string().trim().min(2).max(160),
  companySize: companySizeSchema,
  contactName: z.string().trim().min(2).max(120),
  email: z.email().max(254),
  phone: z.string().trim().min(8).max(20),
});
export type SubscriptionRequestInput = z.input<typeof subscriptionRequestSchema>;

/** "Request sent: our team will contact you for payment", in the request's language. */
export const subscriptionRequestResponseSchema = envelope(
  z.object({ id: z.string(), state: z.literal("requested"), message: z.string() }),
);

const at = z.string().nullable();

/** A subscription as staff and the company's admin see it; dates are ISO instants, null until they happen. */
export const subscriptionSchema = z.object({
  id: z.string(),
  state: subscriptionStateSchema,
  companyName: z.string(),
  companySize: companySizeSchema,
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  site: z.string(),
  organisation: z.object({ name: z.string(), referral: z.string() }).nullable(),
  requestedAt: z.string(),
  contactedAt: at,
  contactNote: z.string().nullable(),
  trialDays: z.number().int().nullable(),
  trialStartedAt: at,
  trialEndsAt: at,
  confirmedAt: at,
  paidMonths: z.number().int().nullable(),
  freeMonths: z.number().int().nullable(),
  activeFrom: at,
  activeUntil: at,
  lapsedAt: at,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionEventSchema = z.object({
  action: z.string(),
  fromState: subscriptionStateSchema.nullable(),
  toState: subscriptionStateSchema,
  /** the staff member's name; null for the system (a trial or period that ran out) */
  actor: z.string().nullable(),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type SubscriptionEventView = z.infer<typeof subscriptionEventSchema>;

export const staffSubscriptionListRequestSchema = z.object({
  state: subscriptionStateSchema.optional(),
});
export const staffSubscriptionListResponseSchema = envelope(z.object({ items: z.array(subscriptionSchema) }));

export const subscriptionIdParams = z.object({ id: z.uuid() });
export const staffSubscriptionResponseSchema = envelope(
  z.object({ subscription: subscriptionSchema, events: z.array(subscriptionEventSchema) }),
);

/** Staff record that they contacted the requester (for payment), with a note. */
export const staffContactRequestSchema = subscriptionIdParams.extend({
  note: z.string().trim().max(1000).default(""),
});

/**
 * Staff start the free trial: the company organisation is created (kind company, with this referral slug,
 * or one made from the company name) and the contact becomes its first admin.
 */
export const staffTrialRequestSchema = subscriptionIdParams.extend({
  /** unset: the API's configured default (14 days) */
  trialDays: z.number().int().min(1).max(90).optional(),
  referral: z
    .string()
    .trim()
    .min(3)
    .max(48)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .optional(),
});

/** Staff confirm the subscription after payment: the paid months, plus one free month the first time. */
export const staffConfirmRequestSchema = subscriptionIdParams.extend({
  paidMonths: z.number().int().min(1).max(36).default(12),
});

/** The company admin's view: their company's subscription, or null when it has none (set up by the provider). */
export const orgSubscriptionResponseSchema = envelope(
  z.object({
    subscription: subscriptionSchema
      .pick({
        state: true,
        trialDays: true,
        trialStartedAt: true,
        trialEndsAt: true,
        confirmedAt: true,
        paidMonths: true,
        freeMonths: true,
        activeFrom: true,
        activeUntil: true,
        lapsedAt: true,
      })
      .nullable(),
  }),
);
export type OrgSubscription = z.infer<typeof orgSubscriptionResponseSchema>["data"]["subscription"];
