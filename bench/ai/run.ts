// AI quality gate: the question writer and the coach of @gk/ai on the seed courses, in both languages.
// Every question the offline provider writes for every seed course (whole-course requests at each difficulty
// and kind, and per-lesson requests) is checked by checks.ts; the coach answers the questions of
// coach-set.ts. Goals: ≥ 95 % of questions valid, 100 % of in-course questions answered with a citation of a
// passage holding the answer. With AI_BASE_URL and AI_MODEL set, an OpenAI-compatible model is measured too
// (on the first three courses). Exits non-zero when the offline provider misses a goal.
// `tsx bench/ai/run.ts` (or `npm run bench -- ai`); writes bench/ai/last-run.md.
import { readdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getLIDModel } from "fasttext.wasm.js";
import {
  createHostedProvider,
  createOfflineProvider,
  isAiProviderError,
  passagesFromLesson,
  type AiProvider,
  type Locale,
  type Passage,
  type QuestionDraft,
  type WriteQuestionsInput,
} from "../../packages/ai/src/index";
import type { CategoryContent, CourseTrack } from "../../packages/db/src/seed/content/types";
import { benchEnv } from "../lib/env";
import { checkDraft, words, type CheckContext } from "./checks";
import { HELD_OUT, IN_COURSE, OFF_COURSE, type CoachCase } from "./coach-set";

const here = fileURLToPath(new URL(".", import.meta.url));
const contentDir = join(here, "../../packages/db/src/seed/content");
const LOCALES: Locale[] = ["id", "en"];

interface Course {
  key: string;
  track: CourseTrack;
}

async function loadCourses(): Promise<Course[]> {
  const files = readdirSync(contentDir).filter(
    (f) => f.endsWith(".ts") && !["types.ts", "builders.ts"].includes(f),
  );
  const out: Course[] = [];
  for (const f of files.sort()) {
    const mod = (await import(join(contentDir, f))) as { default: CategoryContent };
    for (const track of mod.default.tracks) out.push({ key: `${mod.default.category}/${track.key}`, track });
  }
  return out;
}

function passagesOf(course: Course, locale: Locale): Passage[][] {
  return course.track.lessons.map((l, i) =>
    passagesFromLesson({
      lessonId: `${course.key}/${i + 1}`,
      lessonTitle: l.title[locale],
      body: l.body[locale],
      locale,
    }),
  );
}

type Request = Omit<WriteQuestionsInput, "passages" | "locale"> & { scope: "course" | "lesson" };
const COURSE_REQUESTS: Request[] = [
  { scope: "course", count: 12, kind: "single", difficulty: "medium" },
  { scope: "course", count: 8, kind: "single", difficulty: "easy" },
  { scope: "course", count: 8, kind: "single", difficulty: "hard" },
  { scope: "course", count: 4, kind: "multiple", difficulty: "hard" },
];
const LESSON_REQUEST: Request = { scope: "lesson", count: 3, kind: "single", difficulty: "medium" };

interface Tally {
  total: number;
  valid: number;
}
const tally = (): Tally => ({ total: 0, valid: 0 });
const pct = (t: Tally) => (t.total === 0 ? "–" : `${((100 * t.valid) / t.total).toFixed(1)} %`);

interface QuestionReport {
  all: Tally;
  byLocale: Record<string, Tally>;
  byKind: Record<string, Tally>;
  byScope: Record<string, Tally>;
  reasons: Map<string, number>;
  examples: string[];
  requested: number;
  errors: number;
}

async function measureQuestions(
  provider: AiProvider,
  courses: Course[],
  ctxFor: (course: Passage[]) => CheckContext,
) {
  const r: QuestionReport = {
    all: tally(),
    byLocale: {},
    byKind: {},
    byScope: {},
    reasons: new Map(),
    examples: [],
    requested: 0,
    errors: 0,
  };
  const bump = (m: Record<string, Tally>, k: string, ok: boolean) => {
    m[k] ??= tally();
    m[k].total++;
    if (ok) m[k].valid++;
  };
  for (const course of courses)
    for (const locale of LOCALES) {
      const lessons = passagesOf(course, locale);
      const all = lessons.flat();
      const ctx = ctxFor(all);
      const jobs: { request: Request; passages: Passage[] }[] = [
        ...COURSE_REQUESTS.map((request) => ({ request, passages: all })),
        ...lessons.map((passages) => ({ request: LESSON_REQUEST, passages })),
      ];
      for (const { request, passages } of jobs) {
        r.requested += request.count;
        let drafts: QuestionDraft[];
        try {
          ({ drafts } = await provider.writeQuestions({ ...request, passages, locale }));
        } catch (e) {
          if (!isAiProviderError(e)) throw e;
          r.errors++;
          continue;
        }
        for (const d of drafts) {
          const v = await checkDraft(d, locale, ctx);
          r.all.total++;
          if (v.valid) r.all.valid++;
          bump(r.byLocale, locale, v.valid);
          bump(r.byKind, `${request.kind} ${request.difficulty}`, v.valid);
          bump(r.byScope, request.scope, v.valid);
          for (const f of v.failures) {
            const reason = f.split(":")[0]!;
            r.reasons.set(reason, (r.reasons.get(reason) ?? 0) + 1);
          }
          if (!v.valid && r.examples.length < 12)
            r.examples.push(
              `- ${course.key} (${locale}): "${d.stem}" [${d.options.map((o) => `${o.correct ? "✓" : "✗"} ${o.text}`).join(" | ")}] → ${v.failures.join("; ")}`,
            );
        }
      }
    }
  return r;
}

interface CoachReport {
  inCourse: Tally;
  heldOut: Tally;
  offCourse: Tally;
  misses: string[];
}

async function readAll(stream: AsyncIterable<string>) {
  let t = "";
  for await (const p of stream) t += p;
  return t;
}

async function measureCoach(provider: AiProvider, courses: Course[]): Promise<CoachReport> {
  const byKey = new Map(courses.map((c) => [c.key, c]));
  const norm = (s: string) => ` ${plain(s)} `;
  const plain = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}%]+/gu, " ")
      .trim();
  const report: CoachReport = { inCourse: tally(), heldOut: tally(), offCourse: tally(), misses: [] };
  const ask = async (c: CoachCase) => {
    const course = byKey.get(c.course);
    if (!course) throw new Error(`coach-set names a course the seed does not have: ${c.course}`);
    // Both languages' passages are handed in: the coach must prefer the learner's.
    const passages = LOCALES.flatMap((l) => passagesOf(course, l).flat()).map((p) => ({
      ...p,
      id: `${p.locale}:${p.id}`,
    }));
    const a = await provider.answer({ question: c.question, locale: c.locale, passages });
    const text = await readAll(a.textStream);
    return { a, text, passages, outcome: await a.outcome, citations: await a.citations };
  };
  for (const c of [...IN_COURSE, ...HELD_OUT]) {
    const { passages, outcome, citations } = await ask(c);
    const cited = citations.map((ct) => passages.find((p) => p.id === ct.passageId)!);
    const ok = outcome === "answered" && cited.some((p) => p && norm(p.text).includes(norm(c.answer!)));
    const t = HELD_OUT.includes(c) ? report.heldOut : report.inCourse;
    t.total++;
    if (ok) t.valid++;
    else
      report.misses.push(
        `- in course (${c.locale}) "${c.question}": ${outcome}, cited ${citations.map((x) => x.passageId).join(", ") || "nothing"}`,
      );
  }
  for (const c of OFF_COURSE) {
    const { outcome, citations } = await ask(c);
    report.offCourse.total++;
    if (outcome === "not-in-course") report.offCourse.valid++;
    else
      report.misses.push(
        `- off course (${c.locale}) "${c.question}": ${outcome}, cited ${citations.map((x) => x.passageId).join(", ")}`,
      );
  }
  return report;
}

/**
 * The seed's own quiz questions (8 per course, written with the lessons) asked of the coach as they are: an
 * answer counts when a passage it cites holds at least 60 % of the words of the quiz's correct option (for a
 * multiple-answer question, of any correct option). Options paraphrase the lessons, so this is indicative:
 * it counts some right answers as misses, never a wrong one as a hit.
 */
async function measureSeedQuizzes(provider: AiProvider, courses: Course[]): Promise<Tally> {
  const t = tally();
  for (const course of courses)
    for (const locale of LOCALES) {
      const passages = passagesOf(course, locale).flat();
      for (const q of course.track.quiz) {
        const a = await provider.answer({ question: q.prompt[locale], locale, passages });
        await readAll(a.textStream);
        const cited = (await a.citations).map((c) => passages.find((p) => p.id === c.passageId)!);
        const holds = (text: string) =>
          cited.some((p) => {
            const have = new Set(words(p.text));
            const want = words(text);
            return want.length > 0 && want.filter((w) => have.has(w)).length / want.length >= 0.6;
          });
        t.total++;
        if ((await a.outcome) === "answered" && q.options.some((o) => o.correct && holds(o.text[locale])))
          t.valid++;
      }
    }
  return t;
}

function section(
  title: string,
  q: QuestionReport,
  c: CoachReport | undefined,
  courses: number,
  ms: number,
): string {
  const rows = (m: Record<string, Tally>) =>
    Object.entries(m)
      .map(([k, t]) => `| ${k} | ${t.total} | ${t.valid} | ${pct(t)} |`)
      .join("\n");
  return [
    `## ${title}`,
    "",
    `${courses} courses × 2 languages; ${q.requested} questions asked for, ${q.all.total} written${q.errors ? `, ${q.errors} requests failed` : ""}; ${(ms / 1000).toFixed(1)} s.`,
    "",
    "| questions | written | valid | valid share |",
    "| --- | ---: | ---: | ---: |",
    `| **all** | ${q.all.total} | ${q.all.valid} | **${pct(q.all)}** |`,
    rows(q.byLocale),
    rows(q.byKind),
    rows(q.byScope),
    "",
    q.reasons.size
      ? `Failed checks: ${[...q.reasons].map(([k, n]) => `${k} (${n})`).join(", ")}.`
      : "No check failed.",
    ...(q.examples.length ? ["", "First failures:", "", ...q.examples] : []),
    ...(c
      ? [
          "",
          "| coach | questions | right | share |",
          "| --- | ---: | ---: | ---: |",
          `| in-course questions answered citing a passage that holds the answer | ${c.inCourse.total} | ${c.inCourse.valid} | **${pct(c.inCourse)}** |`,
          `| held-out in-course questions (written after the last change) | ${c.heldOut.total} | ${c.heldOut.valid} | **${pct(c.heldOut)}** |`,
          `| off-course questions answered "not in this course" | ${c.offCourse.total} | ${c.offCourse.valid} | **${pct(c.offCourse)}** |`,
          ...(c.misses.length ? ["", "Misses:", "", ...c.misses] : []),
        ]
      : []),
  ].join("\n");
}

const lid = await getLIDModel();
await lid.load();
const identify = async (text: string) => (await lid.identify(text)).alpha2 ?? "?";
const courses = await loadCourses();
const ctxFor = (course: Passage[]): CheckContext => ({ course, identify });

const started = Date.now();
const offline = createOfflineProvider();
const q = await measureQuestions(offline, courses, ctxFor);
const coach = await measureCoach(offline, courses);
const seedQuizzes = await measureSeedQuizzes(offline, courses);
const out = [
  `Run: ${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${loadavg()[0]!.toFixed(1)}. Command: \`tsx bench/ai/run.ts\`.`,
  "",
  section("Offline provider", q, coach, courses.length, Date.now() - started),
  "",
  `Seed quiz questions asked of the coach (indicative, see run.ts): ${seedQuizzes.valid} of ${seedQuizzes.total} answered citing a passage that holds the correct option (${pct(seedQuizzes)}).`,
];

const hostedConfig = benchEnv.aiModel();
if (hostedConfig) {
  const t0 = Date.now();
  const hosted = createHostedProvider(hostedConfig);
  const few = courses.filter((c) => IN_COURSE.some((x) => x.course === c.key)).slice(0, 3);
  const hq = await measureQuestions(hosted, few, ctxFor);
  const hc = await measureCoach(hosted, courses);
  out.push(
    "",
    section(`Model ${hostedConfig.model} at ${hostedConfig.baseURL}`, hq, hc, few.length, Date.now() - t0),
  );
}

writeFileSync(join(here, "last-run.md"), `${out.join("\n")}\n`);
console.log(out.join("\n"));
const met = q.all.valid / Math.max(1, q.all.total) >= 0.95 && coach.inCourse.valid === coach.inCourse.total;
if (!met) {
  console.error(
    "\nbench ai: the offline provider misses a goal (≥ 95 % valid questions, 100 % in-course citations)",
  );
  process.exit(1);
}
