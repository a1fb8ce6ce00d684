import type { Locale, Passage } from "./types";

/**
 * A lesson body cut into passages the way the lesson page renders it: one passage per paragraph, paragraphs
 * separated by a blank line, counted from 0. A paragraph that only introduces a list ("Ukuran pemusatan:") is
 * joined to the list after it, so the pair is quoted and cited together; its index stays the first one's.
 */
export function passagesFromLesson(lesson: {
  lessonId: string;
  lessonTitle: string;
  body: string;
  locale: Locale;
  /** how passage ids are made; `${lessonId}:${paragraph}` by default */
  id?: (paragraph: number) => string;
}): Passage[] {
  const paragraphs = lesson.body.split(/\n\s*\n/).map((p) => p.trim());
  const out: Passage[] = [];
  for (let i = 0; i < paragraphs.length; i++) {
    const text = paragraphs[i]!;
    if (!text) continue;
    const next = paragraphs[i + 1];
    const intro = text.endsWith(":") && next !== undefined && /^\s*[-•*]\s/.test(next);
    out.push({
      id: lesson.id ? lesson.id(i) : `${lesson.lessonId}:${i}`,
      lessonId: lesson.lessonId,
      lessonTitle: lesson.lessonTitle,
      paragraph: i,
      text: intro ? `${text}\n${next}` : text,
      locale: lesson.locale,
    });
    if (intro) i++;
  }
  return out;
}
