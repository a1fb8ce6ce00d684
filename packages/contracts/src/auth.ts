import { z } from "zod";
import { envelope } from "./common";

/** The signed-in user as `GET /profile` returns it (id, referral, …). */
export const userSchema = z.object({
  id: z.string(),
  referral: z.string().nullable(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  organisation: z
    .object({
      id: z.string(),
      name: z.string(),
      referral: z.string(),
      kind: z.enum(["company", "government", "public"]),
    })
    .nullable(),
  role: z.enum(["learner", "admin"]),
  interests: z.array(z.string()),
  /** true after a company-created account signs in with its initial password: it must set a new one */
  mustChangePassword: z.boolean(),
  /** false for accounts that sign in only with Google or through their company's LMS */
  hasPassword: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const passwordSchema = z.string().min(8).max(200);

/** username: an email, or an Indonesian phone number in any of 08…, +628…, 628… */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The sign-in's first step: is this email/phone registered, and how can it sign in? Unknown → 404 NOT_FOUND. */
export const identifyRequestSchema = loginRequestSchema.pick({ username: true });
export type IdentifyRequest = z.infer<typeof identifyRequestSchema>;
export const signInMethodSchema = z.enum(["password", "google"]);
export const identifyResponseSchema = envelope(
  z.object({ registered: z.literal(true), methods: z.array(signInMethodSchema) }),
);
export type IdentifyResponse = z.infer<typeof identifyResponseSchema>;

/**
 * `deletionCancelled`: this sign-in withdrew the account's pending deletion (it was inside the grace period),
 * so the client tells the learner the account is kept.
 */
export const sessionSchema = z.object({
  token: z.string(),
  user: userSchema,
  deletionCancelled: z.literal(true).optional(),
});
export type Session = z.infer<typeof sessionSchema>;

export const accountChoiceSchema = z.object({
  accountId: z.string(),
  organisation: z
    .object({ name: z.string(), referral: z.string(), kind: z.enum(["company", "government", "public"]) })
    .nullable(),
  role: z.enum(["learner", "admin"]),
});
export const chooserSchema = z.object({
  accounts: z.array(accountChoiceSchema).min(2),
  chooserToken: z.string(),
});

export const loginResponseSchema = envelope(z.union([sessionSchema, chooserSchema]));
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const accountChooserRequestSchema = z.object({
  chooserToken: z.string().min(1),
  accountId: z.string().min(1),
});
export const sessionResponseSchema = envelope(sessionSchema);

export const registerRequestSchema = z
  .object({
    fullName: z.string().trim().min(2).max(120),
    email: z.email().max(254).optional(),
    phone: z.string().trim().min(8).max(20).optional(),
    password: passwordSchema,
    passwordConfirmation: z.string(),
    referral: z.string().trim().min(1).max(64).optional(),
    acceptTerms: z.literal(true),
  })
  .refine((r) => r.email || r.phone, { path: ["email"], message: "email or phone is required" })
  .refine((r) => r.password === r.passwordConfirmation, {
    path: ["passwordConfirmation"],
    message: "passwords do not match",
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const socialRequestSchema = z.object({ provider: z.literal("google"), idToken: z.string().min(10) });
/**
 * Google sign-in: a session, the account chooser, or, when the Google email belongs to an account not yet
 * linked to this Google account, `linkPending`: a confirmation link was mailed to that account's address and
 * nothing is linked until its owner opens it (`message` says so in the request's language).
 */
export const socialPendingSchema = z.object({ linkPending: z.literal(true), message: z.string() });
export const socialResponseSchema = envelope(z.union([sessionSchema, chooserSchema, socialPendingSchema]));
export type SocialResponse = z.infer<typeof socialResponseSchema>;
/** The owner of an account confirms, with the mailed single-use token, that Google may sign in to it. */
export const socialConfirmRequestSchema = z.object({ token: z.string().min(10).max(400) });

export const passwordEmailRequestSchema = z.object({ username: z.string().trim().min(1).max(254) });
export const passwordResetRequestSchema = z
  .object({ token: z.string().min(10), password: passwordSchema, passwordConfirmation: z.string() })
  .refine((r) => r.password === r.passwordConfirmation, {
    path: ["passwordConfirmation"],
    message: "passwords do not match",
  });

/** The LMS-integration login (the LMS special link), signed by the LMS site's shared secret. */
export const lmsLoginRequestSchema = z.object({
  site: z.string().min(1),
  email: z.email(),
  fullName: z.string().min(2).max(120),
  timestamp: z.number().int(),
  nonce: z.string().min(8).max(128),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
  courseSlug: z.string().optional(),
});

export const messageResponseSchema = envelope(z.object({ message: z.string() }));
/** `deletionGraceDays`: how long a deletion would wait on this site (the delete page says so beforehand). */
export const profileResponseSchema = envelope(
  z.object({ user: userSchema, deletionGraceDays: z.number().int().optional() }),
);

/** Authenticated: replaces the password (also the initial password of a company account). */
export const passwordChangeRequestSchema = z
  .object({
    currentPassword: z.string().min(1).max(200),
    password: passwordSchema,
    passwordConfirmation: z.string(),
  })
  .refine((r) => r.password === r.passwordConfirmation, {
    path: ["passwordConfirmation"],
    message: "passwords do not match",
  });

/** `version` is the release the process runs (the same number as the web footer's), for deploy checks. */
export const healthResponseSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  version: z.string(),
  database: z.enum(["pglite", "postgres"]).optional(),
});
