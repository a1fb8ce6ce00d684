import type { Session } from "@gk/contracts";
import { memberships, organisationInvitations, organisations, type User } from "@gk/db";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { sessionFor } from "../auth/login";
import { hashToken } from "../auth/tokens";

/** An invitation that can still be accepted: known, not yet accepted, not expired. */
async function openInvitation(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ invitation: organisationInvitations, organisation: organisations })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .where(
      and(
        eq(organisationInvitations.tokenHash, hashToken(token)),
        isNull(organisationInvitations.acceptedAt),
        gt(organisationInvitations.expiresAt, new Date()),
      ),
    );
  if (!row) throw new ApiError("NOT_FOUND", "org.invitationInvalid");
  return row;
}

export async function describeInvitation(ctx: AppContext, token: string) {
  const { invitation, organisation } = await openInvitation(ctx, token);
  return {
    organisation: { name: organisation.name, referral: organisation.referral },
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Only the invited account's owner, signed in as that account, can accept: the link alone (forwarded, or
 * handed to the admin for a phone-only account) is not enough. Accepting is one conditional UPDATE, so the
 * link works once even when opened twice at the same moment.
 */
export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  user: User,
  site: string,
): Promise<Session> {
  const { invitation, organisation } = await openInvitation(ctx, token);
  if (invitation.userId !== user.id) throw new ApiError("FORBIDDEN", "org.invitationOtherAccount");
  const membership = await ctx.db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(organisationInvitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(organisationInvitations.id, invitation.id), isNull(organisationInvitations.acceptedAt)))
      .returning();
    if (!accepted) throw new ApiError("NOT_FOUND", "org.invitationInvalid");
    const [created] = await tx
      .insert(memberships)
      .values({
        userId: user.id,
        organisationId: organisation.id,
        role: invitation.role,
        employeeNumber: invitation.employeeNumber,
      })
      .onConflictDoNothing()
      .returning();
    // an employee number given to someone else meanwhile, or a membership made another way
    if (!created) throw new ApiError("CONFLICT", "org.invitationConflict");
    return created;
  });
  return sessionFor(ctx, user, { membership, organisation }, site);
}
