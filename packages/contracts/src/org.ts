import { z } from "zod";
import { sessionSchema } from "./auth";
import { envelope } from "./common";

/**
 * A company admin adds an employee. A person without an account gets one with a random first password that
 * works once and expires; it is mailed to them, or (phone only) handed to the admin once in this answer. A
 * person who already has an account is invited instead: they join only by accepting the mailed link.
 */
export const orgMemberCreateRequestSchema = z
  .object({
    fullName: z.string().trim().min(2).max(120),
    email: z.email().max(254).optional(),
    phone: z.string().trim().min(8).max(20).optional(),
    employeeNumber: z.string().trim().min(1).max(64),
    role: z.enum(["learner", "admin"]).default("learner"),
  })
  .refine((r) => r.email || r.phone, { path: ["email"], message: "email or phone is required" });

export const orgMemberResponseSchema = envelope(
  z.discriminatedUnion("status", [
    z.object({
      status: z.literal("created"),
      accountId: z.string(),
      employeeNumber: z.string(),
      /** the first password went to this email */
      mailed: z.boolean(),
      /** only when it could not be mailed: shown to the admin this once, never stored in the clear */
      initialPassword: z.string().nullable(),
      passwordExpiresAt: z.string(),
    }),
    z.object({
      status: z.literal("invited"),
      employeeNumber: z.string(),
      /** the invitation link went to the account's email (false: phone only, the link is in `inviteLink`) */
      mailed: z.boolean(),
      inviteLink: z.string().nullable(),
      expiresAt: z.string(),
    }),
  ]),
);

export const invitationTokenSchema = z.object({ token: z.string().min(16).max(128) });

/** What the invited person sees before accepting: who invites them, and whether the link still works. */
export const invitationResponseSchema = envelope(
  z.object({
    organisation: z.object({ name: z.string(), referral: z.string() }),
    role: z.enum(["learner", "admin"]),
    expiresAt: z.string(),
  }),
);

/** Accepting signs the person into their new company account. */
export const invitationAcceptResponseSchema = envelope(sessionSchema);

export type OrgMemberCreateRequest = z.input<typeof orgMemberCreateRequestSchema>;
export type OrgMemberResponse = z.infer<typeof orgMemberResponseSchema>;
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

/**
 * Joining through a verified email domain: the company whose verified domain the signed-in person's email is
 * at, when they are not its member yet (null otherwise), and the request that mails them the joining link.
 */
export const domainOfferResponseSchema = envelope(
  z.object({ organisation: z.object({ name: z.string(), referral: z.string() }).nullable() }),
);
export const domainJoinResponseSchema = envelope(z.object({ message: z.string() }));

/** The provider's staff record a domain the company has shown it owns. */
export const companyDomainRequestSchema = z.object({
  referral: z.string().trim().min(1).max(64),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/),
});
export const companyDomainResponseSchema = envelope(
  z.object({ domain: z.string(), organisation: z.object({ name: z.string(), referral: z.string() }) }),
);
