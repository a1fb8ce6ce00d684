import type { Locale, OrgGroup } from "@gk/contracts";
import {
  courses,
  memberships,
  organisationCatalogue,
  organisationCoursePicks,
  organisations,
  orgGroupCourses,
  orgGroupMembers,
  orgGroups,
  users,
  type Database,
} from "@gk/db";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import type { CompanyAdmin } from "./admin-guard";
import { ASSIGNED_PAIRS_CTE } from "./reports";

/** A due date is the end of that day in Jakarta time. */
export const dueAtOf = (date: string) => new Date(`${date}T23:59:59.999+07:00`);
/** The Jakarta calendar day of an instant, YYYY-MM-DD. */
export const jakartaDay = (at: Date) => new Date(at.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 10);

/** The group, only when it is the admin's company's (404 otherwise, the same as an unknown id). */
async function ownGroup(ctx: AppContext, admin: CompanyAdmin, groupId: string) {
  const [group] = await ctx.db
    .select()
    .from(orgGroups)
    .where(and(eq(orgGroups.id, groupId), eq(orgGroups.organisationId, admin.organisation.id)));
  if (!group) throw new ApiError("NOT_FOUND");
  return group;
}

export async function listGroups(ctx: AppContext, admin: CompanyAdmin) {
  const memberCounts = ctx.db
    .select({ groupId: orgGroupMembers.groupId, n: count().as("members") })
    .from(orgGroupMembers)
    .groupBy(orgGroupMembers.groupId)
    .as("mc");
  const courseCounts = ctx.db
    .select({ groupId: orgGroupCourses.groupId, n: count().as("courses") })
    .from(orgGroupCourses)
    .groupBy(orgGroupCourses.groupId)
    .as("cc");
  const rows = await ctx.db
    .select({ id: orgGroups.id, name: orgGroups.name, members: memberCounts.n, courses: courseCounts.n })
    .from(orgGroups)
    .leftJoin(memberCounts, eq(memberCounts.groupId, orgGroups.id))
    .leftJoin(courseCounts, eq(courseCounts.groupId, orgGroups.id))
    .where(eq(orgGroups.organisationId, admin.organisation.id))
    .orderBy(asc(sql`lower(${orgGroups.name})`));
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      members: Number(r.members ?? 0),
      courses: Number(r.courses ?? 0),
    })),
  };
}

export async function groupDetail(
  ctx: AppContext,
  admin: CompanyAdmin,
  groupId: string,
  locale: Locale,
): Promise<OrgGroup> {
  const group = await ownGroup(ctx, admin, groupId);
  const [people, assigned] = await Promise.all([
    ctx.db
      .select({
        id: memberships.id,
        fullName: users.fullName,
        employeeNumber: memberships.employeeNumber,
        department: memberships.department,
      })
      .from(orgGroupMembers)
      .innerJoin(memberships, eq(memberships.id, orgGroupMembers.membershipId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(orgGroupMembers.groupId, group.id))
      .orderBy(asc(users.fullName)),
    ctx.db
      .select({
        courseId: courses.id,
        nameId: courses.nameId,
        nameEn: courses.nameEn,
        dueAt: orgGroupCourses.dueAt,
      })
      .from(orgGroupCourses)
      .innerJoin(courses, eq(courses.id, orgGroupCourses.courseId))
      .where(eq(orgGroupCourses.groupId, group.id))
      .orderBy(asc(orgGroupCourses.dueAt)),
  ]);
  return {
    id: group.id,
    name: group.name,
    members: people,
    courses: assigned.map((c) => ({
      courseId: c.courseId,
      name: locale === "en" ? c.nameEn : c.nameId,
      dueDate: jakartaDay(c.dueAt),
    })),
  };
}

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code === "23505" || err.cause?.code === "23505";
};

export async function createGroup(ctx: AppContext, admin: CompanyAdmin, name: string, locale: Locale) {
  try {
    const [group] = await ctx.db
      .insert(orgGroups)
      .values({ organisationId: admin.organisation.id, name })
      .returning();
    return groupDetail(ctx, admin, group!.id, locale);
  } catch (e) {
    if (isUniqueViolation(e)) throw ApiError.field("name", "org.group.nameTaken");
    throw e;
  }
}

export async function deleteGroup(ctx: AppContext, admin: CompanyAdmin, groupId: string) {
  const group = await ownGroup(ctx, admin, groupId);
  await ctx.db.delete(orgGroups).where(eq(orgGroups.id, group.id));
  return listGroups(ctx, admin);
}

/**
 * Adds the chosen members and/or everyone of a department (as recorded on their membership, by the admin or
 * the import). Ids that are not active members of the admin's company are refused as a whole: nothing is added.
 */
export async function addGroupMembers(
  ctx: AppContext,
  admin: CompanyAdmin,
  input: { groupId: string; memberIds: string[]; department?: string | undefined },
  locale: Locale,
) {
  const group = await ownGroup(ctx, admin, input.groupId);
  if (input.memberIds.length === 0 && input.department === undefined)
    throw ApiError.field("memberIds", "org.group.noMembers");
  const own = and(eq(memberships.organisationId, admin.organisation.id), isNull(memberships.deactivatedAt));
  const ids = new Set<string>();
  if (input.memberIds.length > 0) {
    const found = await ctx.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(own, inArray(memberships.id, [...new Set(input.memberIds)])));
    if (found.length !== new Set(input.memberIds).size)
      throw ApiError.field("memberIds", "org.group.unknownMembers");
    for (const m of found) ids.add(m.id);
  }
  if (input.department !== undefined) {
    const found = await ctx.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(own, sql`lower(${memberships.department}) = lower(${input.department})`));
    if (found.length === 0) throw ApiError.field("department", "org.group.departmentEmpty");
    for (const m of found) ids.add(m.id);
  }
  await ctx.db
    .insert(orgGroupMembers)
    .values([...ids].map((membershipId) => ({ groupId: group.id, membershipId })))
    .onConflictDoNothing();
  return groupDetail(ctx, admin, group.id, locale);
}

export async function removeGroupMember(
  ctx: AppContext,
  admin: CompanyAdmin,
  input: { groupId: string; memberId: string },
  locale: Locale,
) {
  const group = await ownGroup(ctx, admin, input.groupId);
  const gone = await ctx.db
    .delete(orgGroupMembers)
    .where(and(eq(orgGroupMembers.groupId, group.id), eq(orgGroupMembers.membershipId, input.memberId)))
    .returning({ id: orgGroupMembers.membershipId });
  if (gone.length === 0) throw new ApiError("NOT_FOUND");
  return groupDetail(ctx, admin, group.id, locale);
}

/** Assigns a published course to the group with a due date that is today or later (Jakarta time). */
export async function assignCourse(
  ctx: AppContext,
  admin: CompanyAdmin,
  input: { groupId: string; courseId: string; dueDate: string },
  locale: Locale,
  now = new Date(),
) {
  const group = await ownGroup(ctx, admin, input.groupId);
  const [course] = await ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, input.courseId), sql`${courses.published}`));
  if (!course) throw new ApiError("NOT_FOUND");
  // a course the members cannot open cannot be required of them: it must be among the company's courses
  const [visible] = await ctx.db
    .select({
      all: sql<boolean>`${organisationCatalogue.visibility} = 'all'`,
      picked: organisationCoursePicks.courseId,
    })
    .from(organisations)
    .leftJoin(organisationCatalogue, eq(organisationCatalogue.organisationId, organisations.id))
    .leftJoin(
      organisationCoursePicks,
      and(
        eq(organisationCoursePicks.organisationId, organisations.id),
        eq(organisationCoursePicks.courseId, course.id),
      ),
    )
    .where(eq(organisations.id, admin.organisation.id));
  if (!visible?.all && !visible?.picked) throw ApiError.field("courseId", "org.group.courseNotPicked");
  if (input.dueDate < jakartaDay(now)) throw ApiError.field("dueDate", "org.group.dueDatePast");
  const dueAt = dueAtOf(input.dueDate);
  await ctx.db
    .insert(orgGroupCourses)
    .values({ groupId: group.id, courseId: course.id, dueAt })
    .onConflictDoUpdate({ target: [orgGroupCourses.groupId, orgGroupCourses.courseId], set: { dueAt } });
  return groupDetail(ctx, admin, group.id, locale);
}

export async function unassignCourse(
  ctx: AppContext,
  admin: CompanyAdmin,
  input: { groupId: string; courseId: string },
  locale: Locale,
) {
  const group = await ownGroup(ctx, admin, input.groupId);
  const gone = await ctx.db
    .delete(orgGroupCourses)
    .where(and(eq(orgGroupCourses.groupId, group.id), eq(orgGroupCourses.courseId, input.courseId)))
    .returning({ id: orgGroupCourses.courseId });
  if (gone.length === 0) throw new ApiError("NOT_FOUND");
  return groupDetail(ctx, admin, group.id, locale);
}

const localeOf = (v: unknown): Locale => (v === "en" ? "en" : "id");

/** The (member, course) pairs a company requires with their due dates and whether they are done. */
export async function assignedPairs(database: Database, organisationId: string) {
  const res = await database.executeSql(
    `with ${ASSIGNED_PAIRS_CTE}
     select a.membership_id, a.user_id, a.course_id, a.due_at, e.completed_at,
            u.full_name, u.email, u.locale, c.slug, c.name_id, c.name_en
     from assigned a
     join users u on u.id = a.user_id
     join courses c on c.id = a.course_id
     left join enrolments e on e.user_id = a.user_id and e.course_id = a.course_id
     order by a.due_at nulls last, c.name_id`,
    [organisationId],
  );
  return res.rows.map((r) => ({
    membershipId: String(r.membership_id),
    courseId: String(r.course_id),
    dueAt: r.due_at ? new Date(r.due_at as string) : null,
    completed: r.completed_at != null,
    fullName: String(r.full_name),
    email: (r.email as string | null) ?? null,
    locale: localeOf(r.locale),
    slug: String(r.slug),
    nameId: String(r.name_id),
    nameEn: String(r.name_en),
  }));
}

/** The signed-in member's mandatory courses: nothing for someone outside a company. */
export async function myAssignments(
  ctx: AppContext,
  auth: { membershipId: string | null; organisationId: string | null; kind: string | null },
  locale: Locale,
  now = new Date(),
) {
  if (!auth.membershipId || !auth.organisationId || auth.kind !== "company") return { items: [] };
  // this member's pairs only (the company's picks and their own groups' courses), not the company's
  const res = await ctx.database.executeSql(
    `select a.course_id, min(a.due_at) as due_at, bool_or(e.completed_at is not null) as completed,
            c.slug, c.name_id, c.name_en
     from (
       select p.course_id, p.due_at from organisation_course_picks p
       where p.organisation_id = $1 and p.mandatory
       union all
       select gc.course_id, gc.due_at from org_group_members gm
       join org_groups g on g.id = gm.group_id and g.organisation_id = $1
       join org_group_courses gc on gc.group_id = g.id
       where gm.membership_id = $2
     ) a
     join memberships m on m.id = $2 and m.organisation_id = $1 and m.deactivated_at is null
     join courses c on c.id = a.course_id
     left join enrolments e on e.user_id = m.user_id and e.course_id = a.course_id
     group by a.course_id, c.slug, c.name_id, c.name_en
     order by min(a.due_at) nulls last, c.name_id`,
    [auth.organisationId, auth.membershipId],
  );
  return {
    items: res.rows.map((r) => {
      const dueAt = r.due_at ? new Date(r.due_at as string) : null;
      const completed = r.completed === true;
      return {
        courseId: String(r.course_id),
        slug: String(r.slug),
        name: String(locale === "en" ? r.name_en : r.name_id),
        dueDate: dueAt ? jakartaDay(dueAt) : null,
        completed,
        overdue: !completed && dueAt !== null && dueAt < now,
      };
    }),
  };
}
