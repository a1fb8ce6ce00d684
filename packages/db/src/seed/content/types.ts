/**
 * The written teaching content of the seed: per category, a few course tracks, each a coherent sequence of
 * lessons with real text in both languages and a question bank. The seed combines these deterministically
 * into 1,000+ courses (ordered subsets of a track's lessons, framed for an audience), so every course reads
 * sensibly from start to end. This is also what the AI coach and AI quiz features read.
 */
import type { CategorySlug } from "@gk/contracts";

export interface Bilingual {
  id: string;
  en: string;
}

export interface LessonText {
  title: Bilingual;
  /** 120–220 words per language; paragraphs separated by a blank line; may use "- " bullet lines. */
  body: Bilingual;
}

export interface QuizOption {
  text: Bilingual;
  correct: boolean;
}

export interface QuizQuestion {
  /** single: exactly one correct option; multiple: two or more correct options (partial credit possible). */
  kind: "single" | "multiple";
  prompt: Bilingual;
  /** 3–5 options */
  options: QuizOption[];
  /** Why the right answer is right, shown when the learner checks results. */
  explanation: Bilingual;
}

export interface CourseTrack {
  /** kebab-case, unique inside its category */
  key: string;
  title: Bilingual;
  /** 2–3 sentences */
  description: Bilingual;
  /** 4–6 skills gained */
  skills: Bilingual[];
  /** 7–8 lessons, in teaching order */
  lessons: LessonText[];
  /** 8 questions covering the lessons; the pretest uses the first 3 */
  quiz: QuizQuestion[];
}

export interface CategoryContent {
  category: CategorySlug;
  /** exactly 3 tracks */
  tracks: CourseTrack[];
}
