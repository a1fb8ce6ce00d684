// `npm start`: from a fresh clone to a running product on the embedded defaults (PGlite, embedded search).
import { spawn } from "node:child_process";
import { createConnection } from "node:net";
import { join } from "node:path";
import { childEnv, ensurePnpm, pnpmInstall, root, run } from "./lib/pnpm.mjs";
import { hasScript } from "./lib/workspace.mjs";

/** The services of the product, in start order. Each runs only once its app exists. */
const SERVICES = [
  { folder: "apps/search", name: "search", port: 8108, url: "http://127.0.0.1:8108/health" },
  { folder: "apps/api", name: "api", port: 4000, url: "http://localhost:4000/docs" },
  { folder: "apps/web", name: "web", port: 3000, url: "http://localhost:3000" },
];

const pnpm = ensurePnpm();
pnpmInstall(pnpm);

const present = SERVICES.filter((s) => hasScript(s.folder, "serve"));
if (present.length > 0) {
  console.log("\n━━ building");
  run(pnpm, ["turbo", "run", "build", "--concurrency=1", ...present.map((s) => `--filter=./${s.folder}...`)]);
}
if (hasScript("packages/db", "db:setup")) {
  console.log("\n━━ migrating and seeding the embedded database");
  run(pnpm, ["--filter", "@gk/db", "run", "db:setup"]);
}

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
function stopAll() {
  for (const c of children) c.kill("SIGTERM");
}
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);

/** @param {number} port @param {number} [timeoutMs] */
function waitForPort(port, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const sock = createConnection({ port, host: "127.0.0.1" }, () => {
        sock.end();
        resolve(undefined);
      });
      sock.on("error", () =>
        Date.now() > until ? reject(new Error(`port ${port} did not open`)) : setTimeout(attempt, 300),
      );
    };
    attempt();
  });
}

for (const s of present) {
  const child = spawn(pnpm, ["run", "serve"], {
    cwd: join(root, s.folder),
    env: childEnv(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = `[${s.name}] `;
  /** @param {import("node:stream").Readable} from @param {NodeJS.WritableStream} to */
  const pipe = (from, to) => from.on("data", (b) => to.write(b.toString().replace(/^(?=.)/gm, prefix)));
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on("exit", (code) => {
    console.error(`${prefix}exited with ${code}`);
    stopAll();
    process.exitCode = code ?? 1;
  });
  children.push(child);
  await waitForPort(s.port);
}

console.log("\n━━ the product is running. Open:");
for (const s of present) console.log(`  ${s.name.padEnd(7)} ${s.url}`);
if (present.some((s) => s.name === "web")) {
  console.log("  sites   http://business.localhost:3000  (business)");
  console.log("          http://trenggalek.localhost:3000  (Kabupaten Trenggalek)");
  console.log("          http://sukamaju.tenant.localhost:3000  (a village tenant)");
}
if (present.length === 0) console.log("  (no service exists yet: the workspace is installed and checked)");
console.log("Stop with Ctrl+C.");
