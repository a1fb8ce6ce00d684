/**
 * The product for the journeys, started by Playwright's webServer (one process per part):
 *   tsx stack.ts search   the embedded search node on :8108 with a fresh data dir
 *   tsx stack.ts api      a fresh PGlite dir, migrated and seeded, then the API on :4000
 *   tsx stack.ts web      the web app's production build on :3000 (`turbo run build` ran before)
 *   tsx stack.ts oidc     a local OpenID Connect provider on :9090 standing in for Google (oidc-provider)
 *   tsx stack.ts model    an OpenAI-compatible model stand-in on :9191 (GET /_recorded: what it was sent)
 *   tsx stack.ts api-ai   a second API on :4100 whose AI is that model (budget and hourly limit set low)
 *   tsx stack.ts web-ai   the same web build on :3100 in front of it
 * Each part runs in the foreground and stops with its parent, so CI needs nothing else.
 */
import { spawn, spawnSync, type SpawnOptions } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { STACK } from "./stack-config";

const root = join(import.meta.dirname, "..");
const part = process.argv[2];
const pnpm = process.env.npm_execpath?.includes("pnpm") ? process.env.npm_execpath : "pnpm";
const quiet = { NEXT_TELEMETRY_DISABLED: "1", TURBO_TELEMETRY_DISABLED: "1" };

function runForeground(args: string[], env: Record<string, string>, cleanup?: () => void) {
  const opts: SpawnOptions = { cwd: root, stdio: "inherit", env: { ...process.env, ...quiet, ...env } };
  const child = spawn(pnpm, args, opts);
  const stop = () => child.kill("SIGTERM");
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  child.on("exit", (code) => {
    cleanup?.();
    process.exit(code ?? 0);
  });
}

const temp = (name: string) => mkdtempSync(join(tmpdir(), `gk-e2e-${name}-`));

/**
 * A migrated and seeded PGlite folder at `target`. Seeding the catalogue is the slowest part of starting the
 * stack, so the two APIs share one seed: the main API seeds and leaves a copy in the folder the Playwright
 * config names (GK_E2E_SEED_COPY, with a `.done` file beside it once complete) for the AI stack's API, which
 * waits for it. Run on its own (no such folder named), each API seeds its own.
 */
async function seededDatabase(which: "api" | "api-ai", target: string): Promise<void> {
  const shared = process.env.GK_E2E_SEED_COPY;
  if (which === "api-ai" && shared) {
    const deadline = Date.now() + 290_000;
    while (!existsSync(`${shared}.done`)) {
      if (Date.now() > deadline) throw new Error(`the main API's seed never arrived at ${shared}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    renameSync(shared, target);
    rmSync(`${shared}.done`, { force: true });
    return;
  }
  const setup = spawnSync(pnpm, ["--filter", "@gk/db", "run", "db:setup"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: `file:${target}` },
  });
  if (setup.status !== 0) process.exit(setup.status ?? 1);
  if (which === "api" && shared) {
    // copied before this API opens it, so the copy is a closed, consistent folder
    cpSync(target, shared, { recursive: true });
    writeFileSync(`${shared}.done`, "");
  }
}

if (part === "search") {
  const dir = temp("search");
  runForeground(
    ["--filter", "@gk/search-server", "run", "serve"],
    { SEARCH_DATA_DIR: dir, SEARCH_PORT: String(STACK.searchPort), SEARCH_API_KEY: STACK.searchAdminKey },
    () => rmSync(dir, { recursive: true, force: true }),
  );
} else if (part === "api" || part === "api-ai") {
  const dir = temp("db");
  const db = `file:${join(dir, "pglite")}`;
  await seededDatabase(part, join(dir, "pglite"));
  const common = {
    NODE_ENV: "development",
    DATABASE_URL: db,
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    // the operator setting that erases a deleted account at once (no grace period), so the journeys see
    // the erasure; the grace period itself is covered by the API's tests
    ACCOUNT_DELETION_GRACE_DAYS: "0",
  };
  runForeground(
    ["--filter", "@gk/api", "run", "serve"],
    part === "api"
      ? {
          ...common,
          PORT: String(STACK.apiPort),
          // the web's page cache is told of catalogue changes
          WEB_REVALIDATE_URLS: `http://localhost:${STACK.webPort}`,
          LMS_SHARED_SECRETS: `${STACK.lmsSite}:${STACK.lmsSecret}`,
          // the LMS partner of the journeys signs in learners of the seeded demo company
          LMS_PARTNER_ORGANISATIONS: `${STACK.lmsSite}:nusantara-maju`,
          GOOGLE_ISSUER: STACK.oidcIssuer,
          GOOGLE_CLIENT_ID: STACK.oidcClientId,
          TYPESENSE_NODES: `http://127.0.0.1:${STACK.searchPort}`,
          TYPESENSE_API_KEY: STACK.searchAdminKey,
          SEARCH_SYNC_INTERVAL_SECONDS: "1",
        }
      : {
          // the AI stack: a model at AI_BASE_URL (the stand-in), a monthly budget the journeys spend on purpose
          // (the stand-in reports what they tell it) and 3 questions an hour per learner, so they see the
          // model, the fallback and the limit; search by SQL
          ...common,
          PORT: String(STACK.aiApiPort),
          WEB_REVALIDATE_URLS: `http://localhost:${STACK.aiWebPort}`,
          AI_BASE_URL: `http://127.0.0.1:${STACK.modelPort}/v1`,
          AI_MODEL: "stand-in-1",
          AI_MONTHLY_TOKEN_BUDGET: "1000000",
          AI_USER_REQUESTS_PER_HOUR: "3",
        },
    () => {
      rmSync(dir, { recursive: true, force: true });
      // the AI stack's copy, if it never came for it
      const shared = process.env.GK_E2E_SEED_COPY;
      if (part === "api" && shared)
        for (const p of [shared, `${shared}.done`]) rmSync(p, { recursive: true, force: true });
    },
  );
} else if (part === "web") {
  runForeground(["--filter", "@gk/web", "run", "serve"], {
    API_INTERNAL_URL: `http://localhost:${STACK.apiPort}`,
    GOOGLE_ISSUER: STACK.oidcIssuer,
    GOOGLE_CLIENT_ID: STACK.oidcClientId,
    GOOGLE_CLIENT_SECRET: STACK.oidcClientSecret,
  });
} else if (part === "web-ai") {
  runForeground(["--filter", "@gk/web", "exec", "next", "start", "--port", String(STACK.aiWebPort)], {
    API_INTERNAL_URL: `http://localhost:${STACK.aiApiPort}`,
  });
} else if (part === "model") {
  const { startModelStandIn } = await import("@gk/ai/testing");
  const model = await startModelStandIn(undefined, { port: STACK.modelPort });
  console.log(`model stand-in on ${model.baseURL}`);
} else if (part === "oidc") {
  const { startOidc } = await import("./oidc");
  await startOidc();
} else {
  console.error("usage: tsx stack.ts search|api|web|oidc|model|api-ai|web-ai");
  process.exit(2);
}
