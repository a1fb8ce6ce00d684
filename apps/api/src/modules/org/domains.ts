import { localePath, type Locale } from "@gk/contracts";
import { memberships, organisationDomains, organisationInvitations, organisations, type User } from "@gk/db";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { t } from "../../i18n";
import { hashToken, newToken } from "../auth/tokens";
import { domainJoinMail } from "./mails";

const DAY_MS = 24 * 3600 * 1000;
/** a second request within this time sends no second mail (the first link still works) */
const RESEND_AFTER_MS = 10 * 60 * 1000;

export const emailDomain = (email: string | null): string | null =>
  email?.split("@")[1]?.toLowerCase() ?? null;

/** The company whose verified domain this person's email is at, unless they already belong to it. */
export async function domainCompany(ctx: AppContext, user: User) {
  const domain = emailDomain(user.email);
  if (!domain) return null;
  const [row] = await ctx.db
    .select({ organisation: organisations })
    .from(organisationDomains)
    .innerJoin(organisations, eq(organisations.id, organisationDomains.organisationId))
    .where(and(eq(organisationDomains.domain, domain), eq(organisations.kind, "company")));
  if (!row) return null;
  const [member] = await ctx.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.organisationId, row.organisation.id)));
  return member ? null : row.organisation;
}

/**
 * A person asks to join the company of their email's verified domain: an invitation is mailed to that
 * address (opening it proves the mailbox is theirs; an account registered with someone else's address gets
 * nowhere) and accepted on the invitation page like an admin's.
 */
export async function requestDomainJoin(
  ctx: AppContext,
  user: User,
  request: { locale: Locale; origin: string | null },
): Promise<{ message: string }> {
  const organisation = await domainCompany(ctx, user);
  if (!organisation || !user.email) throw new ApiError("NOT_FOUND", "org.noDomainCompany");
  const message = t(request.locale, "org.domainJoinSent", { email: user.email });
  const [recent] = await ctx.db
    .select({ id: organisationInvitations.id })
    .from(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.userId, user.id),
        eq(organisationInvitations.organisationId, organisation.id),
        isNull(organisationInvitations.acceptedAt),
        gt(organisationInvitations.createdAt, new Date(Date.now() - RESEND_AFTER_MS)),
      ),
    )
    .limit(1);
  if (recent) return { message };
  const token = newToken();
  const expiresAt = new Date(Date.now() + ctx.config.org.invitationDays * DAY_MS);
  await ctx.db.insert(organisationInvitations).values({
    organisationId: organisation.id,
    userId: user.id,
    invitedBy: null,
    role: "learner",
    employeeNumber: null,
    tokenHash: hashToken(token),
    expiresAt,
  });
  const base = (request.origin ?? ctx.config.publicWebUrl).replace(/\/$/, "");
  const link = `${base}${localePath(request.locale, "/invitations")}/${encodeURIComponent(token)}`;
  await ctx.jobs.send("mail.send", {
    to: user.email,
    ...domainJoinMail(request.locale, {
      name: user.fullName,
      organisation: organisation.name,
      link,
      expiresAt,
    }),
  });
  return { message };
}

/** Staff record a domain a company has shown it owns (one company per domain). */
export async function addCompanyDomain(
  ctx: AppContext,
  staffUserId: string,
  referral: string,
  domain: string,
) {
  const [organisation] = await ctx.db
    .select()
    .from(organisations)
    .where(and(eq(organisations.referral, referral), eq(organisations.kind, "company")));
  if (!organisation) throw new ApiError("NOT_FOUND", "org.companyNotFound");
  const [owner] = await ctx.db
    .select({ organisationId: organisationDomains.organisationId })
    .from(organisationDomains)
    .where(eq(organisationDomains.domain, domain));
  if (owner && owner.organisationId !== organisation.id) throw new ApiError("CONFLICT", "org.domainTaken");
  if (!owner)
    await ctx.db
      .insert(organisationDomains)
      .values({ domain, organisationId: organisation.id, verifiedBy: staffUserId })
      .onConflictDoNothing();
  return { domain, organisation: { name: organisation.name, referral: organisation.referral } };
}
