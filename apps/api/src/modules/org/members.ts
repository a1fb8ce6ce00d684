import {
  localePath,
  normalizeEmail,
  normalizePhone,
  type Locale,
  type OrgMemberResponse,
} from "@gk/contracts";
import {
  hashPassword,
  memberships,
  organisationInvitations,
  users,
  type Organisation,
  type User,
} from "@gk/db";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { hashToken, newToken } from "../auth/tokens";
import { findUser } from "../auth/users";
import { newFirstPassword } from "./first-password";
import { firstPasswordMail, invitationMail } from "./mails";

const DAY_MS = 24 * 3600 * 1000;

export interface AddMemberInput {
  fullName: string;
  email?: string | undefined;
  phone?: string | undefined;
  employeeNumber: string;
  role: "learner" | "admin";
  /** recorded on a new account's membership (an invited person's is left for the admin to set later) */
  department?: string | null | undefined;
}

interface Caller {
  adminUserId: string;
  organisation: Organisation;
  locale: Locale;
  /** the web origin of the admin's request, for links in mail */
  origin: string | null;
}

/**
 * A company admin adds one employee. The boundary rule: an admin may create an account for a person who has
 * none (with a random first password that works once and expires), but may never attach an account that
 * already exists: its owner gets an invitation and joins only by accepting it.
 */
export async function addMember(
  ctx: AppContext,
  input: AddMemberInput,
  caller: Caller,
): Promise<OrgMemberResponse["data"]> {
  const email = input.email ? normalizeEmail(input.email) : null;
  const phone = input.phone ? normalizePhone(input.phone) : null;
  if (input.phone && !phone) throw ApiError.field("phone", "field.invalidPhone");
  const org = caller.organisation;
  const [taken] = await ctx.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.organisationId, org.id), eq(memberships.employeeNumber, input.employeeNumber)));
  if (taken) throw new ApiError("CONFLICT", "org.employeeTaken");
  const existing =
    (email ? await findUser(ctx.db, { email }) : undefined) ??
    (phone ? await findUser(ctx.db, { phone }) : undefined);
  return existing
    ? invite(ctx, existing, input, caller)
    : createAccount(ctx, { ...input, email, phone }, caller);
}

const webBase = (ctx: AppContext, origin: string | null) =>
  (origin ?? ctx.config.publicWebUrl).replace(/\/$/, "");

async function createAccount(
  ctx: AppContext,
  input: Omit<AddMemberInput, "email" | "phone"> & { email: string | null; phone: string | null },
  caller: Caller,
): Promise<OrgMemberResponse["data"]> {
  const password = newFirstPassword();
  const expiresAt = new Date(Date.now() + ctx.config.org.firstPasswordDays * DAY_MS);
  const passwordHash = await hashPassword(password);
  const membership = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        passwordHash,
        mustChangePassword: true,
        passwordExpiresAt: expiresAt,
        locale: caller.locale,
      })
      .returning();
    const [created] = await tx
      .insert(memberships)
      .values({
        userId: user!.id,
        organisationId: caller.organisation.id,
        role: input.role,
        employeeNumber: input.employeeNumber,
        department: input.department ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new ApiError("CONFLICT", "org.employeeTaken");
    return created;
  });
  if (input.email) {
    await ctx.jobs.send("mail.send", {
      to: input.email,
      ...firstPasswordMail(caller.locale, {
        name: input.fullName,
        organisation: caller.organisation.name,
        username: input.email,
        password,
        link: `${webBase(ctx, caller.origin)}${localePath(caller.locale, "/login")}`,
        expiresAt,
      }),
    });
  }
  return {
    status: "created",
    accountId: membership.id,
    employeeNumber: input.employeeNumber,
    mailed: Boolean(input.email),
    // without an email the admin hands it over: shown this once, only its hash is kept
    initialPassword: input.email ? null : password,
    passwordExpiresAt: expiresAt.toISOString(),
  };
}

async function invite(
  ctx: AppContext,
  user: User,
  input: AddMemberInput,
  caller: Caller,
): Promise<OrgMemberResponse["data"]> {
  const [member] = await ctx.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.organisationId, caller.organisation.id), eq(memberships.userId, user.id)));
  if (member) throw new ApiError("CONFLICT", "org.alreadyMember");
  const token = newToken();
  const expiresAt = new Date(Date.now() + ctx.config.org.invitationDays * DAY_MS);
  await ctx.db.insert(organisationInvitations).values({
    organisationId: caller.organisation.id,
    userId: user.id,
    invitedBy: caller.adminUserId,
    role: input.role,
    employeeNumber: input.employeeNumber,
    tokenHash: hashToken(token),
    expiresAt,
  });
  // the invited person reads it in their own language
  const locale: Locale = user.locale === "en" ? "en" : "id";
  const link = `${webBase(ctx, caller.origin)}${localePath(locale, "/invitations")}/${encodeURIComponent(token)}`;
  if (user.email) {
    await ctx.jobs.send("mail.send", {
      to: user.email,
      ...invitationMail(locale, {
        name: user.fullName,
        organisation: caller.organisation.name,
        link,
        expiresAt,
      }),
    });
  }
  return {
    status: "invited",
    employeeNumber: input.employeeNumber,
    mailed: Boolean(user.email),
    inviteLink: user.email ? null : link,
    expiresAt: expiresAt.toISOString(),
  };
}
