import { CATEGORIES } from "@gk/contracts";
import type { CategoryContent, CourseTrack } from "../content/types";
import { AUDIENCES, EDITIONS } from "./audiences";
import { buildCourse, type BuiltCourse } from "./course-builder";
import type { InstitutionSeed } from "./institutions";
import { createRng, slugify } from "./prng";

export interface PlanOptions {
  /** how many courses (spread evenly over every track that exists) */
  courses: number;
  seed: string;
  referenceDate: Date;
  lessonText: boolean;
}

export interface InstitutionRef extends InstitutionSeed {
  uuid: string;
}

/**
 * Lays the catalogue out: every track gets its share of the courses; within a track each course is a distinct
 * (edition, audience) pair, then cohorts when a very large catalogue needs more, so names and slugs are unique.
 * Yields course by course so the writer can batch and report progress without holding 10,000 courses twice.
 */
export function* planCatalogue(
  contents: CategoryContent[],
  institutions: InstitutionRef[],
  options: PlanOptions,
): Generator<BuiltCourse> {
  const tracks: { category: string; track: CourseTrack }[] = contents.flatMap((c) =>
    c.tracks.map((track) => ({ category: c.category, track })),
  );
  if (tracks.length === 0)
    throw new Error(
      "no written content found under seed/content: the catalogue needs at least one category file",
    );
  const rng = createRng(options.seed);
  const combos = EDITIONS.flatMap((edition) => AUDIENCES.map((audience) => ({ edition, audience })));
  const perTrack = Math.ceil(options.courses / tracks.length);
  const usedSlugs = new Set<string>();
  let made = 0;
  for (let round = 0; made < options.courses && round < perTrack; round++) {
    for (const { category, track } of tracks) {
      if (made >= options.courses) break;
      // Each track walks the combinations in its own shuffled order, so early rounds mix audiences and editions.
      const order = trackOrder(`${category}/${track.key}`, combos.length, options.seed);
      const combo = combos[order[round % combos.length]!]!;
      const cohort = Math.floor(round / combos.length) + 1;
      const eligible = institutions.filter((i) => i.focus.includes(category as never));
      const general = institutions.filter((i) => i.focus.length === 0);
      const pool =
        eligible.length > 0 && rng.chance(0.75) ? eligible : general.length > 0 ? general : institutions;
      const institution = rng.pick(pool);
      let slug = shortSlug(
        slugify(`${track.title.id} ${combo.edition.title.id} ${combo.audience.title.id}`),
        cohort > 1 ? `-angkatan-${cohort}` : "",
      );
      while (usedSlugs.has(slug)) slug = `${slug}-${made}`;
      usedSlugs.add(slug);
      yield buildCourse({
        rng,
        track,
        categorySlug: category,
        institution: { id: institution.uuid, nameId: institution.id, nameEn: institution.en },
        audience: combo.audience,
        edition: combo.edition,
        cohort,
        slug,
        referenceDate: options.referenceDate,
        lessonText: options.lessonText,
      });
      made++;
    }
  }
}

/** Slugs stay under 90 characters (URL params are capped at 100 by the API server), cut at a word. */
const SLUG_MAX = 90;
function shortSlug(base: string, suffix: string): string {
  const room = SLUG_MAX - suffix.length - 6;
  if (base.length <= room) return base + suffix;
  const cut = base.slice(0, room);
  return cut.slice(0, Math.max(cut.lastIndexOf("-"), 20)) + suffix;
}

const orders = new Map<string, number[]>();
function trackOrder(trackKey: string, size: number, seed: string): number[] {
  const key = `${seed}:${trackKey}`;
  let order = orders.get(key);
  if (!order) {
    order = createRng(key).shuffle(Array.from({ length: size }, (_, i) => i));
    orders.set(key, order);
  }
  return order;
}

/** The categories in the order of CATEGORIES, as rows. */
export const categoryRows = () =>
  CATEGORIES.map((c, i) => ({ slug: c.slug, nameId: c.id, nameEn: c.en, position: i + 1 }));
