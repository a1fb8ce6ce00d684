import type { Locale, OrgReport } from "@gk/contracts";
import type { Database } from "@gk/db";

/**
 * The learning gain of the company's learners on the courses' AI pretest and post-test pairs: per learner who
 * finished both through the company account, the best post-test score minus the best pretest score (points of
 * percent), averaged per course; the ten courses with most such learners. A quiz is a pretest or a post-test by
 * the drafts published into it.
 */
export const LEARNING_GAIN_SQL = `
with roles as (
  select distinct published_quiz_id as quiz_id, purpose from ai_question_drafts
  where published_quiz_id is not null and purpose in ('pretest', 'posttest')
), best as (
  select a.user_id, a.course_id, r.purpose, max(a.score_percent)::float8 as score
  from quiz_attempts a
  join roles r on r.quiz_id = a.quiz_id
  join quizzes qz on qz.id = a.quiz_id and qz.ai_generated
  join enrolments e on e.user_id = a.user_id and e.course_id = a.course_id and e.organisation_id = $1
  where a.status in ('submitted', 'expired')
  group by 1, 2, 3
)
select pre.course_id, c.name_id, c.name_en, count(*)::int as learners,
       avg(pre.score)::float8 as pre, avg(post.score)::float8 as post, avg(post.score - pre.score)::float8 as gain
from best pre
join best post on post.user_id = pre.user_id and post.course_id = pre.course_id and post.purpose = 'posttest'
join courses c on c.id = pre.course_id
where pre.purpose = 'pretest'
group by 1, 2, 3
order by learners desc, 2
limit 10`;

const oneDecimal = (n: unknown) => Math.round(Number(n) * 10) / 10;

export async function companyLearningGain(
  database: Database,
  organisationId: string,
  locale: Locale,
): Promise<OrgReport["learningGain"]> {
  const { rows } = await database.executeSql(LEARNING_GAIN_SQL, [organisationId]);
  return rows.map((r) => ({
    courseId: String(r.course_id),
    name: String(locale === "en" ? r.name_en : r.name_id),
    learners: Number(r.learners),
    pretestAverage: oneDecimal(r.pre),
    posttestAverage: oneDecimal(r.post),
    gain: oneDecimal(r.gain),
  }));
}
