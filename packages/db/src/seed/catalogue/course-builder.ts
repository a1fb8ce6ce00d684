import type {
  courseSections,
  courses,
  lessons,
  quizOptions,
  quizQuestions,
  quizzes,
} from "../../schema/catalogue";
import type { BilingualText } from "../../schema/catalogue";
import type { CourseTrack, QuizQuestion } from "../content/types";
import type { Audience, Edition } from "./audiences";
import { createRng, type Rng } from "./prng";
import { finalPool } from "./question-pool";
import { lessonVideoPath } from "./video-media";

export type CourseRow = typeof courses.$inferInsert & { id: string };
export type SectionRow = typeof courseSections.$inferInsert & { id: string };
export type LessonRow = typeof lessons.$inferInsert & { id: string };
export type QuizRow = typeof quizzes.$inferInsert & { id: string };
export type QuestionRow = typeof quizQuestions.$inferInsert & { id: string };
export type OptionRow = typeof quizOptions.$inferInsert;

export interface BuiltCourse {
  course: CourseRow;
  sections: SectionRow[];
  lessons: LessonRow[];
  quizzes: QuizRow[];
  questions: QuestionRow[];
  options: OptionRow[];
}

export interface CourseInput {
  rng: Rng;
  track: CourseTrack;
  categorySlug: string;
  institution: { id: string; nameId: string; nameEn: string };
  audience: Audience;
  edition: Edition;
  /** 1 for the first course of this track/audience/edition, 2+ for later cohorts (large benchmark catalogues) */
  cohort: number;
  slug: string;
  referenceDate: Date;
  /** false writes empty lesson bodies (the 10,000-course benchmark catalogue only needs titles) */
  lessonText: boolean;
}

const DAY = 86_400_000;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Which of the track's lessons an edition teaches: always the first (it introduces the track), in order. */
function chooseLessons(rng: Rng, count: number, edition: Edition["key"]): number[] {
  const all = Array.from({ length: count }, (_, i) => i);
  if (edition === "lengkap") return all;
  const keep = edition === "esensial" ? Math.max(4, count - rng.int(1, 2)) : rng.int(3, 4);
  const rest = rng.shuffle(all.slice(1)).slice(0, keep - 1);
  return [0, ...rest.sort((a, b) => a - b)];
}

/**
 * Questions of the track whose lesson (questions cover the lessons in order) is taught in this course, so a
 * shorter course is not examined on lessons it left out; at least four.
 */
function chooseQuestions(quiz: QuizQuestion[], lessonCount: number, taught: number[]): number[] {
  const set = new Set(taught);
  const picked = quiz.map((_, q) => q).filter((q) => set.has(Math.floor((q * lessonCount) / quiz.length)));
  for (let q = 0; picked.length < Math.min(4, quiz.length) && q < quiz.length; q++)
    if (!picked.includes(q)) picked.push(q);
  return picked.sort((a, b) => a - b);
}

const title = (track: CourseTrack, edition: Edition, audience: Audience, cohort: number): BilingualText => ({
  id: `${track.title.id} — ${edition.title.id} ${audience.title.id}${cohort > 1 ? ` (Angkatan ${cohort})` : ""}`,
  en: `${track.title.en} — ${edition.title.en} ${audience.title.en}${cohort > 1 ? ` (Cohort ${cohort})` : ""}`,
});

/** One course of the catalogue: an ordered subset of a track's lessons framed for an audience, with its quizzes. */
export function buildCourse(input: CourseInput): BuiltCourse {
  const { rng, track, audience, edition, institution, referenceDate } = input;
  const courseId = rng.uuid();
  const name = title(track, edition, audience, input.cohort);
  const taught = chooseLessons(rng, track.lessons.length, edition.key);
  const withPretest = track.quiz.length >= 3 && rng.chance(0.3);
  const videoAt = rng.chance(0.4) ? taught[rng.int(1, taught.length - 1)] : undefined;
  const liveAt = rng.chance(0.15) ? taught[taught.length - 1] : undefined;
  const questionIdx = chooseQuestions(track.quiz, track.lessons.length, taught);

  const sections: SectionRow[] = [];
  const lessonRows: LessonRow[] = [];
  const quizRows: QuizRow[] = [];
  const questionRows: QuestionRow[] = [];
  const optionRows: OptionRow[] = [];
  const section = (titleId: string, titleEn: string) => {
    const row: SectionRow = { id: rng.uuid(), courseId, position: sections.length + 1, titleId, titleEn };
    sections.push(row);
    return row.id;
  };
  // The pretest asks the track's first three questions; the final quiz's pool leaves them out, so what the
  // pretest's review shows says nothing about the final quiz.
  const pretestIdx = [0, 1, 2];
  const addQuiz = (lessonId: string, kind: "final" | "pretest", pool: QuizQuestion[], drawCount: number) => {
    const quizId = rng.uuid();
    quizRows.push({
      id: quizId,
      courseId,
      lessonId,
      kind,
      durationMinutes: Math.max(5, Math.ceil(drawCount * 1.5)),
      questionCount: drawCount,
      passMarkPercent: kind === "final" ? rng.pick([60, 70, 70, 75, 80]) : 0,
      // a pretest maps prior knowledge once and shows its answers after; a final quiz keeps the defaults
      ...(kind === "pretest" ? { attemptLimit: 1, cooldownMinutes: 0 } : {}),
      aiGenerated: false,
    });
    // the main stream draws as many ids as before (one per drawn question), so everything seeded after the
    // quiz stays the same; the rest of the pool takes ids from a stream of its own
    const extra = createRng(`${quizId}:pool`);
    pool.forEach((question, position) => {
      const questionId = position < drawCount ? rng.uuid() : extra.uuid();
      questionRows.push({
        id: questionId,
        quizId,
        position: position + 1,
        kind: question.kind,
        promptId: question.prompt.id,
        promptEn: question.prompt.en,
        explanationId: question.explanation.id,
        explanationEn: question.explanation.en,
      });
      question.options.forEach((o, p) =>
        optionRows.push({
          questionId,
          position: p + 1,
          textId: o.text.id,
          textEn: o.text.en,
          correct: o.correct,
        }),
      );
    });
  };

  if (withPretest) {
    const sectionId = section("Tes Awal", "Pretest");
    const id = rng.uuid();
    lessonRows.push({
      id,
      courseId,
      sectionId,
      position: 1,
      kind: "pretest",
      durationMinutes: 5,
      titleId: `Tes Awal: ${track.title.id}`,
      titleEn: `Pretest: ${track.title.en}`,
      bodyId:
        "Tes awal singkat ini memetakan apa yang sudah Anda ketahui. Nilainya tidak memengaruhi kelulusan; setelah selesai, Anda diarahkan ke pelajaran berikutnya.",
      bodyEn:
        "This short pretest maps what you already know. Its score does not affect passing; when you finish, you are pointed to the next lessons.",
    });
    addQuiz(
      id,
      "pretest",
      pretestIdx.map((q) => track.quiz[q]!),
      pretestIdx.length,
    );
  }
  // Modules of at most four lessons, each named after its first lesson.
  for (let start = 0; start < taught.length; start += 4) {
    const chunk = taught.slice(start, start + 4);
    const first = track.lessons[chunk[0]!]!;
    const n = sections.length + (withPretest ? 0 : 1);
    const sectionId = section(`Modul ${n}: ${first.title.id}`, `Module ${n}: ${first.title.en}`);
    for (const l of chunk) {
      const text = track.lessons[l]!;
      const kind = l === liveAt ? "live" : l === videoAt ? "video" : "article";
      const minutes = Math.max(5, Math.round(words(text.body.id) / 120) + (kind === "article" ? 3 : 15));
      lessonRows.push({
        id: rng.uuid(),
        courseId,
        sectionId,
        position: lessonRows.length + 1,
        kind,
        durationMinutes: minutes,
        titleId: text.title.id,
        titleEn: text.title.en,
        bodyId: input.lessonText ? text.body.id : "",
        bodyEn: input.lessonText ? text.body.en : "",
        videoUrl: kind === "video" ? lessonVideoPath(input.categorySlug) : null,
        // a live class without a conferencing address of its own is held in the product's live room
        liveUrl: null,
        liveStartsAt:
          kind === "live" ? new Date(referenceDate.getTime() + rng.int(2, 40) * DAY + 13 * 3_600_000) : null,
      });
    }
  }
  const finalSection = section("Evaluasi Akhir", "Final Assessment");
  const finalLessonId = rng.uuid();
  lessonRows.push({
    id: finalLessonId,
    courseId,
    sectionId: finalSection,
    position: lessonRows.length + 1,
    kind: "quiz",
    durationMinutes: 10,
    titleId: `Kuis Akhir: ${track.title.id}`,
    titleEn: `Final Quiz: ${track.title.en}`,
    bodyId: `Kuis akhir berisi ${questionIdx.length} soal dari pelajaran kursus ini. Soal yang tidak dijawab saat waktu habis dihitung salah. Lulus kuis ini menyelesaikan kursus.`,
    bodyEn: `The final quiz has ${questionIdx.length} questions from this course's lessons. Questions left blank when time runs out count as wrong. Passing it completes the course.`,
  });
  const own = withPretest ? questionIdx.filter((q) => !pretestIdx.includes(q)) : questionIdx;
  addQuiz(
    finalLessonId,
    "final",
    finalPool(createRng(`${courseId}:pool`), track, own, taught),
    questionIdx.length,
  );

  const level =
    audience.key === "lanjut"
      ? "advanced"
      : edition.key === "lengkap"
        ? rng.pick(["intermediate", "advanced"] as const)
        : edition.key === "kilat"
          ? "beginner"
          : rng.pick(["beginner", "intermediate"] as const);
  const popularity = Math.floor(Math.exp(rng.next() * Math.log(25_000)));
  const ratingCount = Math.floor(popularity / rng.int(6, 14));
  const certificateOffered = rng.chance(0.9);
  const closesSoon = rng.chance(0.05);
  const lessonCount = lessonRows.length;
  const included: BilingualText[] = [
    { id: `${lessonCount} pelajaran`, en: `${lessonCount} lessons` },
    { id: `Kuis akhir (${questionIdx.length} soal)`, en: `Final quiz (${questionIdx.length} questions)` },
  ];
  if (withPretest)
    included.push({ id: "Tes awal untuk memetakan kemampuan", en: "A pretest to map what you know" });
  if (videoAt !== undefined) included.push({ id: "Materi video", en: "Video material" });
  if (liveAt !== undefined)
    included.push({ id: "Kelas live bersama pengajar", en: "A live class with an instructor" });
  if (certificateOffered)
    included.push({
      id: `Sertifikat resmi dari ${institution.nameId}`,
      en: `An official certificate from ${institution.nameEn}`,
    });
  included.push({
    id: "Coach AI untuk tanya jawab materi",
    en: "An AI coach to answer questions about the material",
  });

  const course: CourseRow = {
    id: courseId,
    slug: input.slug,
    nameId: name.id,
    nameEn: name.en,
    descriptionId: `${track.description.id} ${audience.blurb.id}`,
    descriptionEn: `${track.description.en} ${audience.blurb.en}`,
    skills: track.skills,
    included,
    categorySlug: input.categorySlug,
    institutionId: institution.id,
    level,
    durationMinutes: lessonRows.reduce((s, l) => s + (l.durationMinutes ?? 0), 0),
    priceRupiah: rng.chance(0.4) ? 0 : rng.pick([49_000, 79_000, 99_000, 149_000, 199_000, 249_000]),
    certificateOffered,
    ratingAverage: ratingCount === 0 ? 0 : Math.round((3.4 + rng.next() * 1.55) * 10) / 10,
    ratingCount,
    popularity,
    releasedAt: new Date(referenceDate.getTime() - rng.int(1, 900) * DAY),
    lessonCount,
    enrolmentOpensAt: closesSoon ? new Date(referenceDate.getTime() - rng.int(10, 60) * DAY) : null,
    enrolmentClosesAt: closesSoon ? new Date(referenceDate.getTime() + rng.int(1, 30) * DAY) : null,
    tags: [input.categorySlug, track.key, audience.key, edition.key],
    published: true,
    aiGenerated: false,
    trackKey: track.key,
  };
  return {
    course,
    sections,
    lessons: lessonRows,
    quizzes: quizRows,
    questions: questionRows,
    options: optionRows,
  };
}
