import { localePath, parseUsername, type Locale } from "@gk/contracts";
import { hashPassword, users, verifyPassword, type User } from "@gk/db";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { passwordResetMail } from "../mail/templates";
import { consumeOneTime, issuedInLastHour, issueOneTime } from "./one-time";
import { passwordProblem } from "./password-policy";
import { revokeUserSessions } from "./sessions";
import { findUser } from "./users";

const RESET_TTL_SECONDS = 3600;

/**
 * Mails a single-use, one-hour reset link. The caller answers the same whatever happens here, so the call
 * does not reveal which addresses have accounts.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  username: string,
  request: { locale: Locale; origin: string | null; site: string },
) {
  const identity = parseUsername(username);
  const user = identity ? await findUser(ctx.db, identity) : undefined;
  if (!user?.email) return;
  if ((await issuedInLastHour(ctx.db, "password-reset", user.id)) >= ctx.config.rateLimit.resetMailsPerHour)
    return;
  const token = await issueOneTime(ctx.db, "password-reset", user.id, RESET_TTL_SECONDS, request.site);
  const base = request.origin ?? ctx.config.publicWebUrl;
  const link = `${base.replace(/\/$/, "")}${localePath(request.locale, "/reset-password")}?token=${encodeURIComponent(token)}`;
  await ctx.jobs.send("mail.send", {
    to: user.email,
    ...passwordResetMail(request.locale, { name: user.fullName, link }),
  });
}

async function setPassword(ctx: AppContext, userId: string, password: string) {
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      mustChangePassword: false,
      // a password the person chose does not expire
      passwordExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function resetPassword(ctx: AppContext, body: { token: string; password: string }) {
  const problem = passwordProblem(body.password);
  if (problem) throw ApiError.field("password", problem, { minimum: 8 });
  const ticket = await consumeOneTime(ctx.db, "password-reset", body.token);
  if (!ticket) throw ApiError.field("token", "auth.resetInvalid");
  await setPassword(ctx, ticket.userId, body.password);
  await revokeUserSessions(ctx, ticket.userId);
}

export async function changePassword(
  ctx: AppContext,
  user: User,
  sessionId: string,
  body: { currentPassword: string; password: string },
) {
  if (!(await verifyPassword(user.passwordHash, body.currentPassword)))
    throw ApiError.field("currentPassword", "field.passwordWrong");
  const problem = passwordProblem(body.password);
  if (problem) throw ApiError.field("password", problem, { minimum: 8 });
  await setPassword(ctx, user.id, body.password);
  await revokeUserSessions(ctx, user.id, sessionId);
}
