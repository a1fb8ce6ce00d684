import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { seedRuns } from "../schema/meta";
import { seedDemoUsers, seedOrganisations } from "./accounts";
import { pointVideoLessonsAtMedia, seedCatalogue, todayUtc } from "./catalogue";
import { seedLearning } from "./learning";
import { scheduleLiveClasses } from "./live-classes";
import { seedPromoCodes } from "./promo-codes";

/**
 * The seed as an ordered list of named steps (documenso-style modules plus one entry script). Each step runs
 * once per database: its name is recorded in seed_runs, so `db:setup` on an existing database only runs steps
 * added since. Add a step by appending to SEED_STEPS; a step that depends on another comes after it.
 */
export interface SeedStep {
  name: string;
  run(database: Database, log: NodeJS.WriteStream | null): Promise<string>;
}

export const SEED_STEPS: SeedStep[] = [
  {
    name: "organisations",
    run: async (database) =>
      `${await seedOrganisations(database.db)} organisations of the named sites and the demo company`,
  },
  {
    name: "demo-users",
    run: async (database) => `${await seedDemoUsers(database.db)} demo users (see apps/api/README.md)`,
  },
  {
    // demo users added after a database was first seeded (the provider's staff): the step above skips existing
    // users, so running it again only creates the new ones
    name: "demo-staff",
    run: async (database) => `${await seedDemoUsers(database.db)} more demo users (the provider's staff)`,
  },
  {
    name: "catalogue",
    run: async (database, log) => {
      const r = await seedCatalogue(database.db, { progress: log });
      return `${r.courses} courses from ${r.categoriesWithContent} categories with written content, ${r.reviews} reviews, ${r.bundles} bundles, ${r.posts} blog posts, ${r.picks} organisation picks`;
    },
  },
  {
    name: "learning",
    run: async (database) => {
      const r = await seedLearning(database.db, { referenceDate: todayUtc() });
      return `${r.demoEnrolments} enrolments of ${r.demoLearners} demo learners, ${r.syntheticEnrolments} of seed learners, ${r.attempts} finished quiz attempts, ${r.certificates} certificates`;
    },
  },
  {
    name: "promo-codes",
    run: async (database) => `${await seedPromoCodes(database.db)} promo codes (see README.md)`,
  },
  {
    // databases seeded before the product shipped its own clips: their video lessons pointed at a host that
    // never existed; fresh databases already have the clips' paths, so this changes nothing there
    name: "lesson-videos",
    run: async (database) =>
      `${await pointVideoLessonsAtMedia(database.db)} video lessons moved to the product's own clips (packages/media)`,
  },
  {
    // after the clips: an ended class's recording is its topic's clip
    name: "live-classes",
    run: async (database) => {
      const r = await scheduleLiveClasses(database.db, { referenceDate: new Date() });
      return `${r.upcoming} upcoming live classes, ${r.ended} ended ones (${r.recordings} with a recording), held in the product's live room`;
    },
  },
];

export interface SeedResult {
  ran: { name: string; summary: string; ms: number }[];
  skipped: string[];
}

export async function runSeed(
  database: Database,
  options: { steps?: SeedStep[]; log?: NodeJS.WriteStream | null } = {},
): Promise<SeedResult> {
  const log = options.log === undefined ? process.stderr : options.log;
  const result: SeedResult = { ran: [], skipped: [] };
  for (const step of options.steps ?? SEED_STEPS) {
    const [done] = await database.db.select().from(seedRuns).where(eq(seedRuns.name, step.name));
    if (done) {
      result.skipped.push(step.name);
      continue;
    }
    const started = Date.now();
    log?.write(`seed: ${step.name}\n`);
    const summary = await step.run(database, log);
    await database.db.insert(seedRuns).values({ name: step.name }).onConflictDoNothing();
    const ms = Date.now() - started;
    result.ran.push({ name: step.name, summary, ms });
    log?.write(`seed: ${step.name} done in ${(ms / 1000).toFixed(1)} s — ${summary}\n`);
  }
  return result;
}

export {
  DEMO_COMPANY,
  DEMO_USERS,
  demoMemberships,
  seedDemoUsers,
  seedOrganisations,
  type DemoUser,
} from "./accounts";
export {
  seedCatalogue,
  todayUtc,
  seedReviewerIds,
  createRng,
  VIDEO_FAMILIES,
  lessonVideoPath,
  videoFamilyOf,
  type VideoFamily,
} from "./catalogue";
export { seedLearning } from "./learning";
export { LEGACY_LIVE_PREFIX, scheduleLiveClasses } from "./live-classes";
export { DEMO_PROMO_CODES, seedPromoCodes } from "./promo-codes";
