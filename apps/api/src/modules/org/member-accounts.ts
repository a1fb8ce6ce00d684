import { localePath } from "@gk/contracts";
import {
  hashPassword,
  memberships,
  organisationInvitations,
  sessions,
  users,
  type Membership,
  type User,
} from "@gk/db";
import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { sessionsChanged } from "../auth/sessions";
import type { CompanyAdmin } from "./admin-guard";
import { newFirstPassword } from "./first-password";
import { firstPasswordMail } from "./mails";

const DAY_MS = 24 * 3600 * 1000;

/** A membership of the admin's company, or 404: another company's ids are answered as unknown. */
async function memberOf(ctx: AppContext, admin: CompanyAdmin, memberId: string) {
  const [row] = await ctx.db
    .select({ membership: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.id, memberId), eq(memberships.organisationId, admin.organisation.id)));
  if (!row) throw new ApiError("NOT_FOUND");
  return row;
}

/**
 * Deactivating ends the company account: its open sessions are revoked at once (and forgotten by every API
 * process) and it can no longer sign in. Nothing else goes: progress and certificates stay, and reactivating
 * gives the account back as it was.
 */
export async function deactivateMember(ctx: AppContext, admin: CompanyAdmin, memberId: string) {
  const { membership } = await memberOf(ctx, admin, memberId);
  if (membership.id === admin.membershipId) throw new ApiError("CONFLICT", "org.cannotDeactivateSelf");
  if (!membership.deactivatedAt) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(memberships)
        .set({ deactivatedAt: new Date() })
        .where(and(eq(memberships.id, membership.id), isNull(memberships.deactivatedAt)));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.membershipId, membership.id), isNull(sessions.revokedAt)));
    });
    await sessionsChanged(ctx, { userId: membership.userId });
  }
  return { id: membership.id, status: "deactivated" as const };
}

export async function reactivateMember(ctx: AppContext, admin: CompanyAdmin, memberId: string) {
  const { membership } = await memberOf(ctx, admin, memberId);
  await ctx.db
    .update(memberships)
    .set({ deactivatedAt: null })
    .where(and(eq(memberships.id, membership.id), isNotNull(memberships.deactivatedAt)));
  await sessionsChanged(ctx, { userId: membership.userId });
  return { id: membership.id, status: "active" as const };
}

/**
 * Whether the company created this account: it did not join by accepting an invitation and is no one's
 * account elsewhere. Only such an account may be given a new password by the admin; a person's own account
 * (invited) keeps the password its owner chose, so an admin can never take it over.
 */
async function isManaged(ctx: AppContext, membership: Membership): Promise<boolean> {
  const [invited] = await ctx.db
    .select({ id: organisationInvitations.id })
    .from(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.organisationId, membership.organisationId),
        eq(organisationInvitations.userId, membership.userId),
        isNotNull(organisationInvitations.acceptedAt),
      ),
    )
    .limit(1);
  if (invited) return false;
  const [elsewhere] = await ctx.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, membership.userId), ne(memberships.id, membership.id)))
    .limit(1);
  return !elsewhere;
}

/**
 * A new first password, by the rules of adding a member: random, works once, expires after the configured
 * days, mailed to the account's email or (phone only) shown to the admin once in the answer. The old password
 * and every open session stop working.
 */
export async function resetMemberPassword(
  ctx: AppContext,
  admin: CompanyAdmin,
  memberId: string,
  request: { locale: "id" | "en"; origin: string | null },
) {
  const { membership, user } = await memberOf(ctx, admin, memberId);
  if (membership.deactivatedAt) throw new ApiError("CONFLICT", "org.memberDeactivated");
  if (!(await isManaged(ctx, membership))) throw new ApiError("CONFLICT", "org.memberNotManaged");
  const password = newFirstPassword();
  const expiresAt = new Date(Date.now() + ctx.config.org.firstPasswordDays * DAY_MS);
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
      passwordExpiresAt: expiresAt,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
  await sessionsChanged(ctx, { userId: user.id });
  if (user.email) await mailFirstPassword(ctx, user, password, expiresAt, admin, request);
  return {
    mailed: Boolean(user.email),
    initialPassword: user.email ? null : password,
    passwordExpiresAt: expiresAt.toISOString(),
  };
}

async function mailFirstPassword(
  ctx: AppContext,
  user: User,
  password: string,
  expiresAt: Date,
  admin: CompanyAdmin,
  request: { locale: "id" | "en"; origin: string | null },
) {
  // the person reads it in their own language
  const locale = user.locale === "en" ? "en" : user.locale === "id" ? "id" : request.locale;
  const base = (request.origin ?? ctx.config.publicWebUrl).replace(/\/$/, "");
  await ctx.jobs.send("mail.send", {
    to: user.email!,
    ...firstPasswordMail(locale, {
      name: user.fullName,
      organisation: admin.organisation.name,
      username: user.email!,
      password,
      link: `${base}${localePath(locale, "/login")}`,
      expiresAt,
    }),
  });
}
