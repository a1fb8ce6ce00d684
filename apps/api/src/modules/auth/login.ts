import type { LoginResponse, RegisterRequest, Session } from "@gk/contracts";
import { normalizeEmail, normalizePhone, parseUsername } from "@gk/contracts";
import { hashPassword, memberships, organisations, users, verifyPassword, type User } from "@gk/db";
import { villages } from "@gk/tenancy";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { AppContext } from "../../context";
import { restoreIfPendingDeletion } from "../account/delete";
import { ApiError } from "../../errors";
import type { RequestSite } from "../../plugins/request-context";
import { consumeOneTime, issueOneTime, peekOneTime } from "./one-time";
import { passwordProblem } from "./password-policy";
import { openSession } from "./sessions";
import { assertNotThrottled, clearFailures, recordFailure, throttleKey } from "./throttle";
import { accountsOf, findUser, toUserDto, type Account } from "./users";

const CHOOSER_TTL_SECONDS = 5 * 60;
/** verified against when the account does not exist, so a wrong email costs the same time as a wrong password */
const DUMMY_HASH = hashPassword("not-a-real-password-0");

export async function sessionFor(
  ctx: AppContext,
  user: User,
  account: Account | null,
  site: string,
): Promise<Session> {
  // every way in (password, Google, the LMS link, the chooser, an invitation) ends here: signing in to an
  // account waiting for erasure withdraws the deletion
  const restored = await restoreIfPendingDeletion(ctx, user);
  const token = await openSession(ctx.db, ctx.config, {
    userId: user.id,
    membershipId: account?.membership.id ?? null,
    site,
  });
  return {
    token,
    user: toUserDto(user, account ?? { membership: null, organisation: null }),
    ...(restored ? { deletionCancelled: true } : {}),
  };
}

/**
 * After the identity is proven: one account → a session; several → the chooser (unless the site belongs to
 * one of the organisations, whose account is then taken).
 */
export async function completeLogin(
  ctx: AppContext,
  user: User,
  site: RequestSite,
): Promise<LoginResponse["data"]> {
  const all = await accountsOf(ctx.db, user.id);
  // an account its company's admin deactivated can no longer be signed into
  const accounts = all.filter((a) => !a.membership.deactivatedAt);
  if (accounts.length === 0 && all.length > 0) throw new ApiError("FORBIDDEN", "auth.accountDeactivated");
  if (accounts.length < 2) return sessionFor(ctx, user, accounts[0] ?? null, site.slug);
  const ofSite = site.referral ? accounts.find((a) => a.organisation.referral === site.referral) : undefined;
  if (ofSite) return sessionFor(ctx, user, ofSite, site.slug);
  const chooserToken = await issueOneTime(ctx.db, "account-chooser", user.id, CHOOSER_TTL_SECONDS, site.slug);
  return {
    chooserToken,
    accounts: accounts.map((a) => ({
      accountId: a.membership.id,
      role: a.membership.role,
      organisation: {
        name: a.organisation.name,
        referral: a.organisation.referral,
        kind: a.organisation.kind,
      },
    })),
  };
}

export async function login(
  ctx: AppContext,
  body: { username: string; password: string },
  request: { ip: string; site: RequestSite },
) {
  const identity = parseUsername(body.username);
  const key = throttleKey(
    "login",
    identity ? Object.values(identity)[0]! : body.username.toLowerCase(),
    request.ip,
  );
  await assertNotThrottled(ctx.db, key);
  const user = identity ? await findUser(ctx.db, identity) : undefined;
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyPassword(await DUMMY_HASH, body.password).then(() => false);
  if (!user || !ok) {
    await recordFailure(ctx.db, ctx.config, key);
    throw new ApiError("UNAUTHENTICATED", "auth.invalidCredentials");
  }
  await clearFailures(ctx.db, key);
  if (user.mustChangePassword) await spendFirstPassword(ctx, user);
  return completeLogin(ctx, user, request.site);
}

/**
 * A first password set by a company admin works once, and only until it expires: the sign-in that uses it
 * marks it spent (the session it opens may still replace it), so a stale or reused one is refused.
 */
async function spendFirstPassword(ctx: AppContext, user: User): Promise<void> {
  const now = new Date();
  const [spent] = await ctx.db
    .update(users)
    .set({ passwordExpiresAt: now })
    .where(and(eq(users.id, user.id), or(isNull(users.passwordExpiresAt), gt(users.passwordExpiresAt, now))))
    .returning({ id: users.id });
  if (!spent) throw new ApiError("UNAUTHENTICATED", "auth.firstPasswordExpired");
}

export async function chooseAccount(
  ctx: AppContext,
  body: { chooserToken: string; accountId: string },
  site: RequestSite,
) {
  const ticket = await peekOneTime(ctx.db, "account-chooser", body.chooserToken);
  if (!ticket) throw new ApiError("UNAUTHENTICATED", "auth.chooserInvalid");
  const accounts = await accountsOf(ctx.db, ticket.userId);
  const account = accounts.find((a) => a.membership.id === body.accountId && !a.membership.deactivatedAt);
  if (!account) throw ApiError.field("accountId", "field.unknownAccount");
  if (!(await consumeOneTime(ctx.db, "account-chooser", body.chooserToken)))
    throw new ApiError("UNAUTHENTICATED", "auth.chooserInvalid");
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ticket.userId));
  return sessionFor(ctx, user!, account, site.slug);
}

export function isUniqueViolation(e: unknown, constraint: string): boolean {
  const err = e as { code?: string; constraint_name?: string; constraint?: string; cause?: unknown };
  if (err?.cause) return isUniqueViolation(err.cause, constraint);
  return err?.code === "23505" && (err.constraint_name ?? err.constraint) === constraint;
}

export async function register(
  ctx: AppContext,
  body: Omit<RegisterRequest, "acceptTerms">,
  request: { site: RequestSite; locale: string },
) {
  const problem = passwordProblem(body.password);
  if (problem) throw ApiError.field("password", problem, { minimum: 8 });
  const email = body.email ? normalizeEmail(body.email) : null;
  const phone = body.phone ? normalizePhone(body.phone) : null;
  if (body.phone && !phone) throw ApiError.field("phone", "field.invalidPhone");
  // The typed referral (or the site's) records where the person came from. It makes them a member only of a
  // regional community (a government or public organisation); a company is joined only through its admin's
  // invitation or import, or its LMS, never by typing its code.
  let organisation: typeof organisations.$inferSelect | undefined;
  let village: string | undefined;
  if (body.referral) {
    const typed = body.referral.toLowerCase();
    [organisation] = await ctx.db.select().from(organisations).where(eq(organisations.referral, typed));
    // a village's code (tenants/villages.json, the code a village site has in its address) names a village,
    // not an organisation: it records where the person came from, as on the village's own site
    if (!organisation && villages.villages.includes(typed)) village = typed;
    else if (!organisation) throw ApiError.field("referral", "field.unknownReferral");
  }
  const signupReferral = organisation?.referral ?? village ?? request.site.referral;
  // nothing typed: the site's own organisation, when it has one (a village site's referral may name none)
  if (!organisation && !village && request.site.referral)
    [organisation] = await ctx.db
      .select()
      .from(organisations)
      .where(eq(organisations.referral, request.site.referral));
  const community = organisation && organisation.kind !== "company" ? organisation : undefined;
  if (email && (await findUser(ctx.db, { email }))) throw new ApiError("CONFLICT", "auth.emailTaken");
  if (phone && (await findUser(ctx.db, { phone }))) throw new ApiError("CONFLICT", "auth.phoneTaken");
  const passwordHash = await hashPassword(body.password);
  try {
    const { user, account } = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          fullName: body.fullName,
          email,
          phone,
          passwordHash,
          locale: request.locale,
          signupReferral,
        })
        .returning();
      if (!community) return { user: user!, account: null };
      const [membership] = await tx
        .insert(memberships)
        .values({ userId: user!.id, organisationId: community.id, role: "learner" })
        .returning();
      return { user: user!, account: { membership: membership!, organisation: community } };
    });
    return sessionFor(ctx, user, account, request.site.slug);
  } catch (e) {
    // two registrations racing for the same address: the unique index decides, the loser gets the same 409
    if (isUniqueViolation(e, "users_email_key")) throw new ApiError("CONFLICT", "auth.emailTaken");
    if (isUniqueViolation(e, "users_phone_key")) throw new ApiError("CONFLICT", "auth.phoneTaken");
    throw e;
  }
}
