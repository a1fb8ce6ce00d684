import type { Locale, OrgReport } from "@gk/contracts";
import type { Database } from "@gk/db";
import { companyLearningGain } from "../ai/quiz-gain";
import type { CompanyAdmin } from "./admin-guard";

/**
 * The company admin's dashboard, read straight from the learning tables for the admin's own company only.
 * Activity belongs to a company when it was done through the company account (enrolments and points carry
 * the organisation of the account that learned). Each query is bounded by the organisation and, where it can
 * be, by an index on (organisation, time): see bench/org for their timings at 10,000 members.
 *
 * The SQL texts are exported so the benchmark runs exactly these statements.
 */

/** members of the company whose account is active */
export const MEMBERS_SQL = `
select count(*)::int as n from memberships
where organisation_id = $1 and deactivated_at is null`;

/** people who opened or finished a lesson through the company account since $2 */
export const ACTIVE_LEARNERS_SQL = `
select count(distinct user_id)::int as n from enrolments
where organisation_id = $1 and last_activity_at >= $2::timestamptz`;

/** courses finished since $2, per week or month ($3) of Jakarta time */
export const COMPLETIONS_SQL = `
select to_char(date_trunc($3::text, completed_at at time zone 'Asia/Jakarta'), 'YYYY-MM-DD') as start,
       count(*)::int as n
from enrolments
where organisation_id = $1 and completed_at >= $2::timestamptz
group by 1 order by 1`;

/** the stated length of the lessons finished since $2 (each lesson once a person: the points ledger) */
export const LEARNING_MINUTES_SQL = `
select coalesce(sum(l.duration_minutes), 0)::int as minutes
from points_ledger p join lessons l on l.id = p.source_id
where p.organisation_id = $1 and p.earned_at >= $2::timestamptz and p.reason = 'lesson_completed'`;

/**
 * Every (member, course) a company requires: its mandatory picks for each active member, and each group's
 * courses for the group's active members; the earliest due date when both apply. Used by the dashboard, the
 * reminders and the member's own list.
 */
export const ASSIGNED_PAIRS_CTE = `
assigned as (
  select membership_id, user_id, department, course_id, min(due_at) as due_at from (
    select m.id as membership_id, m.user_id, m.department, p.course_id, p.due_at
    from memberships m
    join organisation_course_picks p on p.organisation_id = m.organisation_id and p.mandatory
    where m.organisation_id = $1 and m.deactivated_at is null
    union all
    select m.id, m.user_id, m.department, gc.course_id, gc.due_at
    from org_groups g
    join org_group_members gm on gm.group_id = g.id
    join memberships m on m.id = gm.membership_id and m.deactivated_at is null
    join org_group_courses gc on gc.group_id = g.id
    where g.organisation_id = $1
  ) pairs
  group by membership_id, user_id, department, course_id
)`;

/**
 * Per department: the (member, course) pairs required, those finished (ever), and those past their due date
 * unfinished at $2. Counted without listing every pair, which is what keeps it fast at 10,000 members: the
 * company's mandatory picks apply to every active member, so their pairs are members x picks and only the
 * finished ones are read (from enrolments of those few courses); the groups' courses that are not also picks
 * are listed per member once, with their earliest due date. A pick's own due date rules over a group's.
 */
export const MANDATORY_BY_DEPARTMENT_SQL = `
with members as (
  select id, user_id, department from memberships
  where organisation_id = $1 and deactivated_at is null
),
picks as (
  select course_id, coalesce(due_at < $2::timestamptz, false) as late from organisation_course_picks
  where organisation_id = $1 and mandatory
),
pick_counts as (
  select count(*)::int as n, (count(*) filter (where late))::int as late from picks
),
by_department as (
  select department, count(*)::int as n from members group by department
),
pick_done as (
  select m.department, count(*)::int as completed, (count(*) filter (where p.late))::int as completed_late
  from picks p
  join enrolments e on e.course_id = p.course_id and e.completed_at is not null
  join members m on m.user_id = e.user_id
  group by m.department
),
group_pairs as (
  select gm.membership_id, gc.course_id, min(gc.due_at) as due_at
  from org_groups g
  join org_group_members gm on gm.group_id = g.id
  join org_group_courses gc on gc.group_id = g.id
  where g.organisation_id = $1 and gc.course_id not in (select course_id from picks)
  group by gm.membership_id, gc.course_id
),
group_counts as (
  select m.department, count(*)::int as assigned, count(e.completed_at)::int as completed,
         (count(*) filter (where e.completed_at is null and gp.due_at < $2::timestamptz))::int as overdue
  from group_pairs gp
  join members m on m.id = gp.membership_id
  left join (select user_id, course_id, completed_at from enrolments
             where course_id in (select course_id from group_pairs)) e
    on e.user_id = m.user_id and e.course_id = gp.course_id
  group by m.department
)
select d.department,
       (d.n * pc.n + coalesce(g.assigned, 0))::int as assigned,
       (coalesce(p.completed, 0) + coalesce(g.completed, 0))::int as completed,
       (d.n * pc.late - coalesce(p.completed_late, 0) + coalesce(g.overdue, 0))::int as overdue
from by_department d
cross join pick_counts pc
left join pick_done p on p.department is not distinct from d.department
left join group_counts g on g.department is not distinct from d.department
where d.n * pc.n + coalesce(g.assigned, 0) > 0
order by d.department nulls last`;

/** the courses most enrolled in through the company account, with their completions */
export const TOP_COURSES_SQL = `
select t.course_id, c.name_id, c.name_en, t.enrolments, t.completions from (
  select course_id, count(*)::int as enrolments, count(completed_at)::int as completions
  from enrolments where organisation_id = $1
  group by course_id order by count(*) desc, course_id limit 10
) t join courses c on c.id = t.course_id
order by t.enrolments desc, c.name_id`;

const DAY = 24 * 3600 * 1000;
const JAKARTA = 7 * 3600 * 1000;

/** The buckets of the period, oldest first (Monday weeks or months, Jakarta time), so empty ones show as 0. */
export function buckets(now: Date, days: number, bucket: "week" | "month"): string[] {
  const local = new Date(now.getTime() + JAKARTA);
  const from = new Date(now.getTime() - days * DAY + JAKARTA);
  const out: string[] = [];
  let cursor: Date;
  if (bucket === "month") {
    cursor = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
    while (cursor <= local) {
      out.push(cursor.toISOString().slice(0, 10));
      cursor = new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 1));
    }
  } else {
    const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
    cursor = new Date(start.getTime() - ((start.getUTCDay() + 6) % 7) * DAY);
    while (cursor <= local) {
      out.push(cursor.toISOString().slice(0, 10));
      cursor = new Date(cursor.getTime() + 7 * DAY);
    }
  }
  return out;
}

export async function companyReport(
  database: Database,
  admin: CompanyAdmin,
  days: number,
  locale: Locale,
  now = new Date(),
): Promise<OrgReport> {
  const org = admin.organisation.id;
  const since = new Date(now.getTime() - days * DAY);
  const bucket = days > 90 ? "month" : "week";
  const q = database.executeSql.bind(database);
  const [members, active, completions, minutes, mandatory, top, learningGain] = await Promise.all([
    q(MEMBERS_SQL, [org]),
    q(ACTIVE_LEARNERS_SQL, [org, since.toISOString()]),
    q(COMPLETIONS_SQL, [org, since.toISOString(), bucket]),
    q(LEARNING_MINUTES_SQL, [org, since.toISOString()]),
    q(MANDATORY_BY_DEPARTMENT_SQL, [org, now.toISOString()]),
    q(TOP_COURSES_SQL, [org]),
    companyLearningGain(database, org, locale),
  ]);
  const perBucket = new Map(completions.rows.map((r) => [String(r.start), Number(r.n)]));
  const series = buckets(now, days, bucket).map((start) => ({
    start,
    completions: perBucket.get(start) ?? 0,
  }));
  return {
    days,
    members: Number(members.rows[0]?.n ?? 0),
    activeLearners: Number(active.rows[0]?.n ?? 0),
    completions: completions.rows.reduce((s, r) => s + Number(r.n), 0),
    learningHours: Math.round(Number(minutes.rows[0]?.minutes ?? 0) / 6) / 10,
    completionsOverTime: series,
    bucket,
    mandatoryByDepartment: mandatory.rows.map((r) => ({
      department: (r.department as string | null) ?? null,
      assigned: Number(r.assigned),
      completed: Number(r.completed),
      overdue: Number(r.overdue),
    })),
    topCourses: top.rows.map((r) => ({
      courseId: String(r.course_id),
      name: String(locale === "en" ? r.name_en : r.name_id),
      enrolments: Number(r.enrolments),
      completions: Number(r.completions),
    })),
    learningGain,
  };
}
