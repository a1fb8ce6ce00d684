/**
 * The product for the journeys, started by Playwright's webServer (one process per part):
 *   tsx stack.ts search   the embedded search node on :8108 with a fresh data dir
 *   tsx stack.ts api      a fresh PGlite dir, migrated and seeded, then the API on :4000
 *   tsx stack.ts web      the web app's production build on :3000 (`turbo run build` ran before)
 *   tsx stack.ts oidc     a local OpenID Connect provider on :9090 standing in for Google (oidc-provider)
 * Each part runs in the foreground and stops with its parent, so CI needs nothing else.
 */
import { spawn, spawnSync, type SpawnOptions } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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

if (part === "search") {
  const dir = temp("search");
  runForeground(
    ["--filter", "@gk/search-server", "run", "serve"],
    { SEARCH_DATA_DIR: dir, SEARCH_PORT: String(STACK.searchPort), SEARCH_API_KEY: STACK.searchAdminKey },
    () => rmSync(dir, { recursive: true, force: true }),
  );
} else if (part === "api") {
  const dir = temp("db");
  const db = `file:${join(dir, "pglite")}`;
  const setup = spawnSync(pnpm, ["--filter", "@gk/db", "run", "db:setup"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: db },
  });
  if (setup.status !== 0) process.exit(setup.status ?? 1);
  runForeground(
    ["--filter", "@gk/api", "run", "serve"],
    {
      NODE_ENV: "development",
      PORT: String(STACK.apiPort),
      DATABASE_URL: db,
      LOG_LEVEL: "warn",
      LMS_SHARED_SECRETS: `${STACK.lmsSite}:${STACK.lmsSecret}`,
      // the LMS partner of the journeys signs in learners of the seeded demo company
      LMS_PARTNER_ORGANISATIONS: `${STACK.lmsSite}:nusantara-maju`,
      GOOGLE_ISSUER: STACK.oidcIssuer,
      GOOGLE_CLIENT_ID: STACK.oidcClientId,
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      TYPESENSE_NODES: `http://127.0.0.1:${STACK.searchPort}`,
      TYPESENSE_API_KEY: STACK.searchAdminKey,
      SEARCH_SYNC_INTERVAL_SECONDS: "1",
      // the operator setting that erases a deleted account at once (no grace period), so the journeys see
      // the erasure; the grace period itself is covered by the API's tests
      ACCOUNT_DELETION_GRACE_DAYS: "0",
    },
    () => rmSync(dir, { recursive: true, force: true }),
  );
} else if (part === "web") {
  runForeground(["--filter", "@gk/web", "run", "serve"], {
    API_INTERNAL_URL: `http://localhost:${STACK.apiPort}`,
    GOOGLE_ISSUER: STACK.oidcIssuer,
    GOOGLE_CLIENT_ID: STACK.oidcClientId,
    GOOGLE_CLIENT_SECRET: STACK.oidcClientSecret,
  });
} else if (part === "oidc") {
  const { startOidc } = await import("./oidc");
  await startOidc();
} else {
  console.error("usage: tsx stack.ts search|api|web|oidc");
  process.exit(2);
}
