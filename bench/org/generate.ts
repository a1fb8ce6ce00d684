// Fills a scratch database with one large company for the dashboard benchmark: MEMBERS members in 12
// departments, each enrolled (through the company account) in COURSES_EACH courses with a lesson_progress row
// per lesson, until PROGRESS lesson_progress rows; the points ledger of every finished lesson; mandatory picks
// and one group per department with two assigned courses. A second company of a tenth the size shares the
// tables, so the queries must find the first one's rows among others'. Everything is generated inside
// PostgreSQL with generate_series: the run takes about a minute at the default sizes.
import type { Database } from "../../packages/db/src/index";

export interface GenerateOptions {
  members: number;
  progressRows: number;
}

const DEPARTMENTS = [
  "Keuangan",
  "Pemasaran",
  "Penjualan",
  "SDM",
  "TI",
  "Operasional",
  "Hukum",
  "Logistik",
  "Produksi",
  "Layanan Pelanggan",
  "Riset",
  "Umum",
];

/** Returns the id of the large company. */
export async function generate(database: Database, o: GenerateOptions): Promise<string> {
  const q = (text: string, values: unknown[] = []) => database.executeSql(text, values);
  const [big] = (
    await q(
      `insert into organisations (referral, name, kind) values ('bench-besar', 'PT Bench Besar', 'company'),
       ('bench-kecil', 'PT Bench Kecil', 'company') returning id, referral`,
    )
  ).rows.sort((a, b) => String(a.referral).localeCompare(String(b.referral)));
  const small = (await q(`select id from organisations where referral = 'bench-kecil'`)).rows[0]!;
  const orgs: [string, number][] = [
    [String(big!.id), o.members],
    [String(small.id), Math.max(1, Math.floor(o.members / 10))],
  ];
  // lessons per course, to size the enrolments: enough enrolments that their lessons reach progressRows
  const { rows: lessonRows } = await q(
    `select count(*)::int as lessons, count(distinct course_id)::int as courses from lessons`,
  );
  const perCourse = Number(lessonRows[0]!.lessons) / Number(lessonRows[0]!.courses);
  // one more than needed: strides that hit the same course twice are skipped
  const coursesEach = Math.max(1, Math.ceil(o.progressRows / o.members / perCourse) + 1);
  const departments = `(array[${DEPARTMENTS.map((d) => `'${d}'`).join(",")}])`;

  for (const [org, members] of orgs) {
    const tag = org.slice(0, 8);
    await q(
      `insert into users (full_name, email, locale)
       select 'Karyawan ' || i, 'k' || i || '-${tag}@bench.test', case when i % 5 = 0 then 'en' else 'id' end
       from generate_series(1, $1::int) i`,
      [members],
    );
    await q(
      `insert into memberships (user_id, organisation_id, role, employee_number, department, deactivated_at)
       select u.id, $1::uuid, case when n = 1 then 'admin'::member_role else 'learner'::member_role end,
              'E-' || n, ${departments}[1 + n % ${DEPARTMENTS.length}],
              case when n % 50 = 0 then now() - interval '10 days' end
       from (select id, row_number() over (order by email) as n from users where email like '%-${tag}@bench.test') u`,
      [org],
    );
    // each member's courses: a stride through the catalogue, so popularity varies by course
    await q(
      `insert into enrolments (user_id, course_id, organisation_id, site, enrolled_at, last_activity_at,
                               completed_lessons, completed_at)
       select m.user_id, c.id, $1::uuid, 'general',
              now() - (((m.n * 13 + k * 7) % 400) || ' days')::interval,
              now() - (((m.n * 7 + k * 3) % 200) || ' days')::interval,
              0,
              case when (m.n + k) % 5 < 2 then now() - (((m.n * 11 + k) % 360) || ' days')::interval end
       from (select user_id, row_number() over (order by user_id) as n from memberships where organisation_id = $1::uuid) m
       cross join generate_series(0, $2::int - 1) k
       join (select id, row_number() over (order by slug) - 1 as idx, count(*) over () as total from courses) c
         on c.idx = (m.n * 3 + k * k * 5 + k) % c.total
       on conflict do nothing`,
      [org, coursesEach],
    );
  }
  // one progress row per lesson of each enrolment of the large company, until progressRows; the second
  // company gets a tenth of that
  for (const [org, members] of orgs) {
    const limit = Math.round((o.progressRows * members) / o.members);
    await q(
      `insert into lesson_progress (user_id, lesson_id, course_id, opened_at, completed_at)
       select e.user_id, l.id, e.course_id, e.enrolled_at,
              case when e.completed_at is not null or l.position % 3 <> 0 then e.enrolled_at + interval '1 day' end
       from enrolments e join lessons l on l.course_id = e.course_id
       where e.organisation_id = $1::uuid
       limit $2::int
       on conflict do nothing`,
      [org, limit],
    );
    await q(
      `insert into points_ledger (user_id, organisation_id, site, reason, source_id, points, earned_at)
       select p.user_id, $1::uuid, 'general', 'lesson_completed', p.lesson_id, 10, p.completed_at
       from lesson_progress p join memberships m on m.user_id = p.user_id and m.organisation_id = $1::uuid
       where p.completed_at is not null
       on conflict do nothing`,
      [org],
    );
    await q(
      `update enrolments e set completed_lessons = x.n
       from (select user_id, course_id, count(*) filter (where completed_at is not null)::int as n
             from lesson_progress group by user_id, course_id) x
       where x.user_id = e.user_id and x.course_id = e.course_id and e.organisation_id = $1::uuid`,
      [org],
    );
    // five mandatory picks (two with a due date), one group per department with two assigned courses
    await q(
      `insert into organisation_course_picks (organisation_id, course_id, mandatory, due_at)
       select $1::uuid, id, true, case when n <= 2 then now() + interval '20 days' end
       from (select id, row_number() over (order by slug) as n from courses) c where n <= 5`,
      [org],
    );
    await q(
      `insert into org_groups (organisation_id, name) select $1::uuid, d from unnest(${departments}) d`,
      [org],
    );
    await q(
      `insert into org_group_members (group_id, membership_id)
       select g.id, m.id from org_groups g join memberships m
         on m.organisation_id = g.organisation_id and m.department = g.name
       where g.organisation_id = $1::uuid`,
      [org],
    );
    await q(
      `insert into org_group_courses (group_id, course_id, due_at)
       select g.id, c.id, now() + ((g.n * 3) || ' days')::interval
       from (select id, row_number() over (order by name) as n from org_groups where organisation_id = $1::uuid) g
       join (select id, row_number() over (order by slug desc) as n from courses) c
         on c.n in (g.n, g.n + 12)`,
      [org],
    );
  }
  return String(big!.id);
}
