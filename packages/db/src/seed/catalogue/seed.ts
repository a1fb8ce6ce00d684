import { count } from "drizzle-orm";
import type { Db } from "../../client";
import {
  categories,
  courseSections,
  courses,
  institutions,
  lessons,
  quizOptions,
  quizQuestions,
  quizzes,
} from "../../schema/catalogue";
import type { CategoryContent } from "../content/types";
import type { BuiltCourse } from "./course-builder";
import { INSTITUTIONS } from "./institutions";
import { categoryRows, planCatalogue, type InstitutionRef } from "./plan";
import { createRng } from "./prng";
import { progressBar } from "./progress";
import { insertMany } from "./write";

export interface CatalogueSeedOptions {
  /** number of courses; the product seed uses 1,040, the benchmark 10,000, tests a few dozen */
  courses?: number;
  seed?: string;
  /** the day "new releases" and "ending soon" are relative to; defaults to today (UTC midnight) */
  referenceDate?: Date;
  /** false leaves lesson bodies empty (the benchmark's large catalogue) */
  lessonText?: boolean;
  /** false writes quizzes without their questions and options (the benchmark's large catalogue) */
  questionBank?: boolean;
  /** where the progress bar goes; null for silence (tests) */
  progress?: NodeJS.WriteStream | null;
}

export const DEFAULT_COURSES = 1_040;
export const DEFAULT_SEED = "gurukita-catalogue-v1";

export function todayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Writes categories, institutions and the courses with their sections, lessons and quizzes. Does nothing when
 * courses already exist (the seed runs once per database). Returns how many courses it wrote.
 */
export async function seedCatalogueContent(
  db: Db,
  contents: CategoryContent[],
  options: CatalogueSeedOptions = {},
): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(courses);
  if ((existing?.n ?? 0) > 0) return 0;
  const total = options.courses ?? DEFAULT_COURSES;
  const seed = options.seed ?? DEFAULT_SEED;
  const rng = createRng(`${seed}:institutions`);

  await db.insert(categories).values(categoryRows()).onConflictDoNothing();
  const refs: InstitutionRef[] = INSTITUTIONS.map((i) => ({ ...i, uuid: rng.uuid() }));
  await db
    .insert(institutions)
    .values(
      refs.map((i) => ({ id: i.uuid, slug: i.slug, nameId: i.id, nameEn: i.en, kind: i.kind, city: i.city })),
    )
    .onConflictDoNothing();

  const bar = progressBar(
    "courses",
    total,
    options.progress === undefined ? process.stderr : options.progress,
  );
  let batch: BuiltCourse[] = [];
  let written = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await db.transaction(async (tx) => {
      await insertMany(
        tx,
        courses,
        rows.map((b) => b.course),
      );
      await insertMany(
        tx,
        courseSections,
        rows.flatMap((b) => b.sections),
      );
      await insertMany(
        tx,
        lessons,
        rows.flatMap((b) => b.lessons),
      );
      await insertMany(
        tx,
        quizzes,
        rows.flatMap((b) => b.quizzes),
      );
      if (options.questionBank === false) return;
      await insertMany(
        tx,
        quizQuestions,
        rows.flatMap((b) => b.questions),
      );
      await insertMany(
        tx,
        quizOptions,
        rows.flatMap((b) => b.options),
      );
    });
    written += rows.length;
    bar.tick(written);
  };
  for (const built of planCatalogue(contents, refs, {
    courses: total,
    seed,
    referenceDate: options.referenceDate ?? todayUtc(),
    lessonText: options.lessonText ?? true,
  })) {
    batch.push(built);
    if (batch.length >= 100) await flush();
  }
  await flush();
  bar.finish(`${contents.length} categories with written content`);
  return written;
}
