import { passagesFromLesson, type Passage } from "@gk/ai";
import { lessons, type Db } from "@gk/db";
import { and, asc, eq } from "drizzle-orm";

/**
 * The paragraphs of a course's lessons (or of one lesson) as the AI reads them, in the languages asked, each with
 * the stable id `lessonId:locale:paragraph` that citations and drafts point back to. `open`: only these lessons
 * (a paid course's free preview); null or absent: all. `lessons` counts the lessons found, before `open`.
 */
export async function lessonPassages(
  db: Db,
  courseId: string,
  opts: { lessonId?: string; locales: readonly ("id" | "en")[]; open?: Set<string> | null },
): Promise<{ passages: Passage[]; lessons: number }> {
  const rows = await db
    .select({
      id: lessons.id,
      titleId: lessons.titleId,
      titleEn: lessons.titleEn,
      bodyId: lessons.bodyId,
      bodyEn: lessons.bodyEn,
    })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), opts.lessonId ? eq(lessons.id, opts.lessonId) : undefined))
    .orderBy(asc(lessons.position));
  const passages = rows
    .filter((l) => !opts.open || opts.open.has(l.id))
    .flatMap((l) =>
      opts.locales.flatMap((locale) =>
        passagesFromLesson({
          lessonId: l.id,
          lessonTitle: locale === "en" ? l.titleEn : l.titleId,
          body: locale === "en" ? l.bodyEn : l.bodyId,
          locale,
          id: (paragraph) => `${l.id}:${locale}:${paragraph}`,
        }),
      ),
    );
  return { passages, lessons: rows.length };
}
