/**
 * The benchmarks' knobs, read here and nowhere else, as each app reads its settings only in its env.ts: one
 * place lists what a run can be told, and a malformed value stops the run with the variable named instead of
 * quietly measuring something else. Environment for the programs a benchmark starts is passed on whole.
 */

function positive(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return n;
}

function text(name: string): string | undefined {
  return process.env[name]?.trim() || undefined;
}

export const benchEnv = {
  /** BENCH_SECONDS: how long each measured phase runs; each benchmark has its own default */
  seconds: (fallback: number) => positive("BENCH_SECONDS", fallback),
  /** BENCH_COURSES: how many courses the catalogue benchmark seeds */
  courses: () => positive("BENCH_COURSES", 10_000),
  /** BENCH_MEMBERS, BENCH_PROGRESS: the company of the org (dashboard) benchmark and its lesson progress rows */
  members: () => positive("BENCH_MEMBERS", 10_000),
  progressRows: () => positive("BENCH_PROGRESS", 1_000_000),
  /** BENCH_SEARCH_RATE: the searches a second the search benchmark's open-loop run offers on average */
  searchRate: () => positive("BENCH_SEARCH_RATE", 2_000),
  /** BENCH_LEARNERS: the simultaneous quiz-takers of the load benchmark */
  learners: () => positive("BENCH_LEARNERS", 1_000),
  /** BENCH_RESTART_AT: the second of the load benchmark's restart run at which PostgreSQL is restarted */
  restartAt: () => positive("BENCH_RESTART_AT", 120),
  /** BENCH_PG_RESTART: the command that restarts the PostgreSQL of TEST_POSTGRES_URL (default: Debian's cluster) */
  pgRestartCommand: () => text("BENCH_PG_RESTART"),
  /**
   * BENCH_POOL: the API process's database pool size; unset, the API's own default, so a run measures the pool
   * as deployed (a pool twice that size put 20 backends on the two cores and cost the uncached listing 10–15 %)
   */
  pool: () => (text("BENCH_POOL") === undefined ? undefined : positive("BENCH_POOL", 1)),
  /** BENCH_JOBS=true: the API process runs its job queue (calls that queue a job need it, e.g. a transaction's expiry) */
  jobs: () => text("BENCH_JOBS") === "true",
  /** TYPESENSE_API_KEY: the search node's key, given to the API process by a run that starts a node */
  searchKey: () => text("TYPESENSE_API_KEY"),
  /** BENCH_CPU_PROF=<dir>: write a V8 CPU profile of the API process there */
  cpuProfileDir: () => text("BENCH_CPU_PROF"),
  /** RUNS: Lighthouse runs per page (the median one is kept) */
  lighthouseRuns: () => Math.max(1, Math.floor(positive("RUNS", 3))),
  /** PAGES: the page kinds bench/web audits, comma-separated (home, search, course, login; all when unset) */
  webPages: () =>
    (text("PAGES") ?? "home,search,course,login")
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean),
  /** CHROME_PATH: the browser Lighthouse drives */
  chromePath: () => text("CHROME_PATH") ?? "/usr/bin/chromium",
  /** AI_BASE_URL, AI_MODEL, AI_API_KEY: an OpenAI-compatible model the AI bench measures beside the offline provider */
  aiModel: () => {
    const baseURL = text("AI_BASE_URL");
    if (!baseURL) return undefined;
    const model = text("AI_MODEL");
    if (!model) throw new Error("AI_MODEL must be set when AI_BASE_URL is");
    return { baseURL, model, apiKey: text("AI_API_KEY") };
  },
  /** DATABASE_URL and PORT: what the harness gives the API process it starts (lib/api-server.ts) */
  databaseUrl: () => text("DATABASE_URL"),
  port: () => {
    const port = positive("PORT", Number.NaN);
    if (Number.isNaN(port))
      throw new Error("PORT must be set: lib/harness.ts starts this process with a free port");
    return port;
  },
};
