import type { Db } from "../../client";
import { loadContent } from "./content";
import { seedBundlesAndBlog, seedCuration, seedSearchTerms } from "./extras";
import { seedReviews } from "./reviews";
import { DEFAULT_SEED, seedCatalogueContent, todayUtc, type CatalogueSeedOptions } from "./seed";

export { loadContent } from "./content";
export {
  DEFAULT_COURSES,
  DEFAULT_SEED,
  seedCatalogueContent,
  todayUtc,
  type CatalogueSeedOptions,
} from "./seed";
export { seedReviewerIds, REVIEWER_EMAIL_DOMAIN } from "./reviews";
export { progressBar } from "./progress";
export { createRng, slugify } from "./prng";
export {
  LEGACY_VIDEO_PREFIX,
  VIDEO_FAMILIES,
  lessonVideoPath,
  pointVideoLessonsAtMedia,
  videoFamilyOf,
  type VideoFamily,
} from "./video-media";

export interface CatalogueSeedReport {
  categoriesWithContent: number;
  courses: number;
  reviews: number;
  bundles: number;
  posts: number;
  picks: number;
}

/**
 * The catalogue seed step: content → courses, reviews, bundles and blog, organisation curation. Runs once per
 * database (it does nothing when courses exist).
 */
export async function seedCatalogue(
  db: Db,
  options: CatalogueSeedOptions = {},
): Promise<CatalogueSeedReport> {
  const log = options.progress === undefined ? process.stderr : options.progress;
  const contents = await loadContent(undefined, (file, error) =>
    log?.write(`skipping content file ${file}: ${(error as Error).message.split("\n")[0]}\n`),
  );
  const seed = options.seed ?? DEFAULT_SEED;
  const referenceDate = options.referenceDate ?? todayUtc();
  const written = await seedCatalogueContent(db, contents, { ...options, seed, referenceDate });
  if (written === 0)
    return { categoriesWithContent: contents.length, courses: 0, reviews: 0, bundles: 0, posts: 0, picks: 0 };
  const reviews = await seedReviews(db, seed);
  const { bundles, posts } = await seedBundlesAndBlog(db, seed, referenceDate);
  const picks = await seedCuration(db, seed);
  await seedSearchTerms(db, seed, referenceDate);
  return { categoriesWithContent: contents.length, courses: written, reviews, bundles, posts, picks };
}
