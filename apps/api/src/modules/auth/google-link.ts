import { localePath, type Locale } from "@gk/contracts";
import { oneTimeTokens, users, type User } from "@gk/db";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { googleLinkMail } from "../mail/google-link";
import { consumeOneTime, issuedInLastHour } from "./one-time";
import { sessionsChanged } from "./sessions";
import { hashToken, newToken } from "./tokens";

/** how long a mailed confirmation can be used */
export const GOOGLE_LINK_TTL_SECONDS = 30 * 60;
/** confirmations mailed to one account per hour; more sign-in attempts reuse the mails already sent */
const MAILS_PER_HOUR = 3;

/**
 * The ticket is a random token and the Google subject it would link, joined by a dot; only its hash is
 * stored, so the subject in a mailed link cannot be swapped for another without the ticket becoming unknown.
 */
const ticketFor = (subject: string) => `${newToken()}.${Buffer.from(subject, "utf8").toString("base64url")}`;
function subjectOf(ticket: string): string | null {
  const dot = ticket.indexOf(".");
  if (dot < 0) return null;
  const subject = Buffer.from(ticket.slice(dot + 1), "base64url").toString("utf8");
  return subject || null;
}

/**
 * A Google account whose verified email belongs to an existing account that Google does not sign in to yet:
 * nothing is linked; the account's owner gets a single-use, 30-minute link at that address and the link is
 * made only when they open it. Whoever registered the address first therefore cannot have a Google sign-in
 * land in their account, and a Google account cannot enter an account whose owner did not agree.
 */
export async function requestGoogleLink(
  ctx: AppContext,
  user: User,
  subject: string,
  request: { locale: Locale; origin: string | null; site: string },
) {
  if (!user.email) return;
  if ((await issuedInLastHour(ctx.db, "google-link", user.id)) >= MAILS_PER_HOUR) return;
  const ticket = ticketFor(subject);
  const now = new Date();
  await ctx.db.insert(oneTimeTokens).values({
    tokenHash: hashToken(ticket),
    purpose: "google-link",
    userId: user.id,
    site: request.site,
    createdAt: now,
    expiresAt: new Date(now.getTime() + GOOGLE_LINK_TTL_SECONDS * 1000),
  });
  const base = (request.origin ?? ctx.config.publicWebUrl).replace(/\/$/, "");
  const link = `${base}${localePath(request.locale, "/confirm-google")}?token=${encodeURIComponent(ticket)}`;
  await ctx.jobs.send("mail.send", {
    to: user.email,
    ...googleLinkMail(request.locale, { name: user.fullName, email: user.email, link }),
  });
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: unknown };
  if (err?.cause) return isUniqueViolation(err.cause);
  return err?.code === "23505";
}

/** The owner opened the mailed link: Google (that subject) now signs in to their account. */
export async function confirmGoogleLink(ctx: AppContext, token: string) {
  const subject = subjectOf(token);
  const ticket = subject ? await consumeOneTime(ctx.db, "google-link", token) : null;
  if (!ticket || !subject) throw ApiError.field("token", "auth.googleLinkInvalid");
  const [holder] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.googleSubject, subject))
    .limit(1);
  if (holder && holder.id !== ticket.userId) throw new ApiError("CONFLICT", "auth.googleLinkTaken");
  try {
    await ctx.db
      .update(users)
      .set({ googleSubject: subject, updatedAt: new Date() })
      .where(eq(users.id, ticket.userId));
  } catch (e) {
    // the same Google account confirmed into another account a moment earlier
    if (isUniqueViolation(e)) throw new ApiError("CONFLICT", "auth.googleLinkTaken");
    throw e;
  }
  await sessionsChanged(ctx, { userId: ticket.userId });
}
