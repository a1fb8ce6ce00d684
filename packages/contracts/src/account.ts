import { z } from "zod";
import { userSchema } from "./auth";
import { envelope } from "./common";

/**
 * The account's own data (Indonesia's Personal Data Protection Law: access, correction, deletion, a copy).
 *
 * Deleting: an account with a password confirms with it; one without (Google, a company's LMS) asks for a
 * single-use link mailed to its address and confirms by opening it. Either way the account is not erased at
 * once: it waits the site's grace period (`eraseAfter`), signing in again before then keeps it, and issued
 * certificates keep the printed name or show an anonymous holder, as the learner chooses here.
 */
export const accountDeleteRequestSchema = z.object({
  password: z.string().min(1).max(200),
  keepCertificateName: z.boolean().default(true),
});
export const accountDeleteConfirmRequestSchema = z.object({
  token: z.string().min(10).max(400),
  keepCertificateName: z.boolean().default(true),
});
export const accountDeleteResponseSchema = envelope(
  z.object({ message: z.string(), eraseAfter: z.string() }),
);
export type AccountDeleteResponse = z.infer<typeof accountDeleteResponseSchema>;

/** Correcting data: every field the learner gave. An email or phone already used by another account is refused. */
export const profileUpdateRequestSchema = z
  .object({
    fullName: z.string().trim().min(2).max(120),
    email: z.email().max(254).nullable(),
    phone: z.string().trim().min(8).max(20).nullable(),
  })
  .refine((r) => r.email || r.phone, { path: ["email"], message: "email or phone is required" });
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;
export const profileUpdateResponseSchema = envelope(z.object({ user: userSchema, message: z.string() }));

/**
 * The learner's interests: category slugs (the catalogue's own vocabulary, `GET /categories`), replacing the
 * whole list; an empty list clears them. Ids the catalogue does not know are refused (400) and nothing changes.
 */
export const interestsUpdateRequestSchema = z.object({
  interests: z.array(z.string().trim().min(1).max(80)).max(30),
});
export type InterestsUpdateRequest = z.input<typeof interestsUpdateRequestSchema>;
export const interestsUpdateResponseSchema = profileUpdateResponseSchema;

/** The mailed "download my data" link: the export's id in the path, the token in the query. */
export const dataExportDownloadSchema = z.object({
  exportId: z.uuid(),
  token: z.string().min(10).max(200),
});
