import { createHmac, timingSafeEqual } from "node:crypto";
import { normalizeEmail } from "@gk/contracts";
import { memberships, organisations, users, type User } from "@gk/db";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { accountsOf, findUser, type Account } from "./users";

export const LMS_WINDOW_SECONDS = 5 * 60;

export interface LmsLoginPayload {
  site: string;
  email: string;
  fullName: string;
  /** seconds since the epoch */
  timestamp: number;
  nonce: string;
  courseSlug?: string | undefined;
}

/**
 * The signed string of the LMS login: the fields joined by newlines, in this order. The LMS computes
 * `hex(HMAC-SHA256(secret, canonical))` with the secret the two sites share.
 */
export const lmsCanonical = (p: LmsLoginPayload) =>
  [p.site, p.email.trim().toLowerCase(), p.fullName, String(p.timestamp), p.nonce, p.courseSlug ?? ""].join(
    "\n",
  );

export const signLms = (secret: string, p: LmsLoginPayload) =>
  createHmac("sha256", secret).update(lmsCanonical(p)).digest("hex");

export function lmsSignatureValid(secret: string, p: LmsLoginPayload, signature: string): boolean {
  const expected = Buffer.from(signLms(secret, p), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Who an LMS partner may sign in: only people of the one organisation it is configured for
 * (`LMS_PARTNER_ORGANISATIONS`), and only as learners. A partner's secret proves the partner, not the person,
 * so it must not reach accounts of other organisations, people without one, or anyone's admin account (an
 * admin of the organisation is refused and signs in on the site itself). An address not yet registered
 * becomes a learner of the partner's organisation.
 */
export async function lmsAccount(
  ctx: AppContext,
  partner: string,
  person: { email: string; fullName: string; locale: string },
): Promise<{ user: User; account: Account }> {
  const referral = ctx.config.lmsOrganisations.get(partner);
  const [organisation] = referral
    ? await ctx.db.select().from(organisations).where(eq(organisations.referral, referral)).limit(1)
    : [];
  // a partner without an organisation (or with one that does not exist) signs in no one
  if (!organisation) throw new ApiError("UNAUTHENTICATED", "auth.lmsInvalid");
  const email = normalizeEmail(person.email);
  for (let attempt = 0; ; attempt++) {
    const existing = await findUser(ctx.db, { email });
    if (existing) {
      const account = (await accountsOf(ctx.db, existing.id)).find(
        (a) => a.organisation.id === organisation.id,
      );
      if (!account) throw new ApiError("FORBIDDEN", "auth.lmsNotMember");
      if (account.membership.deactivatedAt) throw new ApiError("FORBIDDEN", "auth.accountDeactivated");
      if (account.membership.role !== "learner") throw new ApiError("FORBIDDEN", "auth.lmsAdmin");
      return { user: existing, account };
    }
    try {
      return await ctx.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ fullName: person.fullName, email, locale: person.locale })
          .returning();
        const [membership] = await tx
          .insert(memberships)
          .values({ userId: user!.id, organisationId: organisation.id, role: "learner" })
          .returning();
        return { user: user!, account: { membership: membership!, organisation } };
      });
    } catch (e) {
      // two first sign-ins of one address at once: the unique email decides, the loser takes the winner's path
      const err = e as { code?: string; cause?: { code?: string } };
      if (attempt > 0 || (err?.code ?? err?.cause?.code) !== "23505") throw e;
    }
  }
}
