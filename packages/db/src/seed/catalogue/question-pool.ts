import type { CourseTrack, QuizOption, QuizQuestion } from "../content/types";
import { createRng, type Rng } from "./prng";

/**
 * The pool a final quiz draws from: the track's own questions on the lessons the course teaches, plus
 * variants written from the same course material in both languages, so every attempt draws a different set.
 * - for each taught lesson, "which lesson says this?" (a sentence of the lesson, its title among others) and
 *   "which sentence comes from this lesson?" (its title, its sentence among the other lessons' sentences);
 * - for each question with several correct options, its inversion: "which of these is NOT a right answer?".
 * Pure and deterministic for the same stream, so seeding stays fast and repeatable.
 */

const PROMPT_MAX = 180;

/** The opening sentence of a lesson body, cut at a word near PROMPT_MAX characters. */
export function leadSentence(body: string): string {
  const para = body.split(/\n\s*\n/).find((x) => x.trim() && !x.trim().startsWith("- ")) ?? body;
  const flat = para.replace(/\s+/g, " ").trim();
  const first = flat.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? flat;
  if (first.length <= PROMPT_MAX) return first;
  const cut = first.slice(0, PROMPT_MAX);
  return `${cut.slice(0, cut.lastIndexOf(" "))} …`;
}

const single = (
  prompt: QuizQuestion["prompt"],
  options: QuizOption[],
  explanation: QuizQuestion["explanation"],
): QuizQuestion => ({ kind: "single", prompt, options, explanation });

function others(rng: Rng, count: number, self: number, want: number): number[] {
  const all = Array.from({ length: count }, (_, i) => i).filter((i) => i !== self);
  return rng.shuffle(all).slice(0, want);
}

/** Two questions per lesson, both answerable only by having read it. */
export function lessonQuestions(rng: Rng, track: CourseTrack, lessonIndex: number): QuizQuestion[] {
  const lesson = track.lessons[lessonIndex]!;
  const pickOthers = others(rng, track.lessons.length, lessonIndex, 3);
  const sentence = { id: leadSentence(lesson.body.id), en: leadSentence(lesson.body.en) };
  const whichLesson = single(
    {
      id: `Pelajaran mana yang membuka materinya dengan kalimat ini: “${sentence.id}”`,
      en: `Which lesson opens with this sentence: “${sentence.en}”`,
    },
    [
      { text: lesson.title, correct: true },
      ...pickOthers.map((i) => ({ text: track.lessons[i]!.title, correct: false })),
    ],
    {
      id: `Kalimat itu membuka pelajaran “${lesson.title.id}”.`,
      en: `That sentence opens the lesson “${lesson.title.en}”.`,
    },
  );
  const whichSentence = single(
    {
      id: `Kalimat mana yang membuka pelajaran “${lesson.title.id}”?`,
      en: `Which sentence opens the lesson “${lesson.title.en}”?`,
    },
    [
      { text: sentence, correct: true },
      ...pickOthers.map((i) => {
        const body = track.lessons[i]!.body;
        return { text: { id: leadSentence(body.id), en: leadSentence(body.en) }, correct: false };
      }),
    ],
    {
      id: `Pelajaran “${lesson.title.id}” dibuka dengan: “${sentence.id}”`,
      en: `The lesson “${lesson.title.en}” opens with: “${sentence.en}”`,
    },
  );
  return [whichLesson, whichSentence];
}

/** "Which is NOT a right answer?" for a question with at least two correct options and one wrong one. */
export function inversion(question: QuizQuestion): QuizQuestion | null {
  const right = question.options.filter((o) => o.correct);
  const wrong = question.options.filter((o) => !o.correct);
  if (right.length < 2 || wrong.length === 0) return null;
  return {
    kind: wrong.length === 1 ? "single" : "multiple",
    prompt: {
      id: `${question.prompt.id} — Pilih yang BUKAN jawaban yang tepat.`,
      en: `${question.prompt.en} — Choose what is NOT a right answer.`,
    },
    options: question.options.map((o) => ({ text: o.text, correct: !o.correct })),
    explanation: question.explanation,
  };
}

/**
 * The final quiz's pool: the track's questions `own` (already limited to the taught lessons and without the
 * pretest's), the lesson questions of every taught lesson, and the inversions. A pool is never empty.
 */
export function finalPool(rng: Rng, track: CourseTrack, own: number[], taught: number[]): QuizQuestion[] {
  const pool = own.map((q) => track.quiz[q]!);
  for (const q of own) {
    const inv = inversion(track.quiz[q]!);
    if (inv) pool.push(inv);
  }
  if (track.lessons.length >= 4) for (const l of taught) pool.push(...lessonQuestions(rng, track, l));
  return pool;
}

/**
 * What a learner who studied the material knows: for every question any quiz of these tracks can ask (their
 * own, the inversions and the lesson questions), the prompt and the texts of its right options, in both
 * languages. The right options never depend on the random stream, only the distractors do. Tracks can share
 * a prompt (a lesson taught in two tracks) with different answers, so a prompt maps to every answer it has;
 * a course's options tell which one is meant. For journeys that must pass a quiz the honest way.
 */
export function answerGuide(tracks: readonly CourseTrack[]): Map<string, string[][]> {
  const guide = new Map<string, string[][]>();
  const rng = createRng("answer-guide");
  for (const track of tracks) {
    const all = track.quiz.map((_, i) => i);
    const lessons = track.lessons.map((_, i) => i);
    for (const q of [...track.quiz, ...finalPool(rng, track, all, lessons)])
      for (const lang of ["id", "en"] as const) {
        const right = q.options.filter((o) => o.correct).map((o) => o.text[lang]);
        guide.set(q.prompt[lang], [...(guide.get(q.prompt[lang]) ?? []), right]);
      }
  }
  return guide;
}
