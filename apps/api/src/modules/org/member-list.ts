import type { OrgMemberListQuery, OrgMemberRow } from "@gk/contracts";
import { memberships, organisationInvitations, users } from "@gk/db";
import {
  and,
  asc,
  count,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type Column,
  type SQL,
} from "drizzle-orm";
import type { AppContext } from "../../context";
import { likePattern, type CompanyAdmin } from "./admin-guard";

type Query = OrgMemberListQuery;

/**
 * The company's people: its memberships (active or deactivated) and the invitations still waiting for an
 * answer (invited). Only rows of the admin's own company are ever read. Invitations come first (they are few
 * and need following up), then members, each by name.
 */
export async function listMembers(ctx: AppContext, admin: CompanyAdmin, query: Query) {
  const orgId = admin.organisation.id;
  const now = new Date();
  const q = query.q?.trim();
  const text = (...cols: Column[]): SQL | undefined =>
    q ? or(...cols.map((c) => ilike(c, likePattern(q)))) : undefined;
  const memberText = text(users.fullName, users.email, users.phone, memberships.employeeNumber);
  const inviteText = text(users.fullName, users.email, users.phone, organisationInvitations.employeeNumber);

  const pendingWhere = and(
    eq(organisationInvitations.organisationId, orgId),
    isNull(organisationInvitations.acceptedAt),
    gt(organisationInvitations.expiresAt, now),
    inviteText,
  );
  const memberWhere = (status?: "active" | "deactivated") =>
    and(
      eq(memberships.organisationId, orgId),
      status === "active"
        ? isNull(memberships.deactivatedAt)
        : status === "deactivated"
          ? isNotNull(memberships.deactivatedAt)
          : undefined,
      memberText,
    );

  const countOf = async (p: Promise<{ n: number }[]>) => Number((await p)[0]?.n ?? 0);
  const [invited, active, deactivated] = await Promise.all([
    countOf(
      ctx.db
        .select({ n: count() })
        .from(organisationInvitations)
        .innerJoin(users, eq(users.id, organisationInvitations.userId))
        .where(pendingWhere),
    ),
    countOf(
      ctx.db
        .select({ n: count() })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(memberWhere("active")),
    ),
    countOf(
      ctx.db
        .select({ n: count() })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(memberWhere("deactivated")),
    ),
  ]);

  const offset = (query.page - 1) * query.perPage;
  const wantInvited = !query.status || query.status === "invited";
  const wantMembers = query.status !== "invited";
  const invitedTotal = wantInvited ? invited : 0;
  const items: OrgMemberRow[] = [];

  if (wantInvited && offset < invitedTotal) {
    const rows = await ctx.db
      .select({ invitation: organisationInvitations, user: users })
      .from(organisationInvitations)
      .innerJoin(users, eq(users.id, organisationInvitations.userId))
      .where(pendingWhere)
      .orderBy(asc(users.fullName), asc(organisationInvitations.id))
      .limit(query.perPage)
      .offset(offset);
    for (const { invitation, user } of rows)
      items.push({
        id: invitation.id,
        status: "invited",
        fullName: user.fullName,
        email: user.email,
        phone: user.phone,
        employeeNumber: invitation.employeeNumber,
        department: null,
        role: invitation.role,
        since: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
        managed: false,
      });
  }
  const room = query.perPage - items.length;
  if (wantMembers && room > 0) {
    const status = query.status === "active" || query.status === "deactivated" ? query.status : undefined;
    const rows = await ctx.db
      .select({
        membership: memberships,
        user: users,
        managed: sql<boolean>`not exists (
          select 1 from ${organisationInvitations} i
          where i.organisation_id = ${memberships.organisationId} and i.user_id = ${memberships.userId}
            and i.accepted_at is not null
        ) and not exists (
          select 1 from ${memberships} o where o.user_id = ${memberships.userId} and o.id <> ${memberships.id}
        )`,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(memberWhere(status))
      .orderBy(asc(users.fullName), asc(memberships.id))
      .limit(room)
      .offset(Math.max(0, offset - invitedTotal));
    for (const { membership, user, managed } of rows)
      items.push({
        id: membership.id,
        status: membership.deactivatedAt ? "deactivated" : "active",
        fullName: user.fullName,
        email: user.email,
        phone: user.phone,
        employeeNumber: membership.employeeNumber,
        department: membership.department,
        role: membership.role,
        since: membership.createdAt.toISOString(),
        expiresAt: null,
        managed: managed === true || (managed as unknown) === "t",
      });
  }
  const total =
    query.status === "invited"
      ? invited
      : query.status === "active"
        ? active
        : query.status === "deactivated"
          ? deactivated
          : invited + active + deactivated;
  return { items, page: query.page, perPage: query.perPage, total, counts: { active, invited, deactivated } };
}
