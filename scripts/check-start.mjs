// Proves the README's first command as a newcomer meets it: a clean clone of the committed tree, a PATH
// with no global pnpm, turbo or corepack, then `npm start` must install, build, migrate, seed and serve
// search on :8108, the API on :4000 and the web on :3000 (with a regional site answering by its host).
// Run by `npm test`; on its own: `node scripts/check-start.mjs`.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { barePath } from "./lib/bare-path.mjs";
import { quietEnv, root } from "./lib/pnpm.mjs";

const DEADLINE_MS = 12 * 60_000;
const PORTS = [3000, 4000, 8108];
/** The release every part must report: the footer and the API's /health show the package version. */
const { version } = JSON.parse(readFileSync(join(root, "apps", "web", "package.json"), "utf8"));
/** What a newcomer opens after `npm start`, and a piece of what each must answer. */
const CHECKS = [
  { url: "http://127.0.0.1:8108/health", expect: '"ok":true' },
  { url: "http://localhost:4000/health", expect: `"version":"${version}"` },
  { url: "http://localhost:3000/", expect: `Versi ${version}` },
  { url: "http://trenggalek.localhost:3000/", expect: "Trenggalek" },
];

/** @param {number} port */
function portInUse(port) {
  return new Promise((resolve) => {
    const sock = createConnection({ port, host: "127.0.0.1" }, () => {
      sock.end();
      resolve(true);
    });
    sock.on("error", () => resolve(false));
  });
}

/** The environment of a new shell: no npm_* variables of the outer `npm test`, and the bare PATH. */
function newcomerEnv() {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith("npm_") && k !== "INIT_CWD"),
  );
  return { ...env, ...quietEnv, PATH: barePath(process.env.PATH ?? "") };
}

/** GET through a Host header, as a browser resolving `*.localhost` to loopback would send it. */
/** @param {string} url */
async function get(url) {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: u.port,
        path: u.pathname,
        headers: { host: u.host, "accept-language": "id" },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode, body }));
      },
    );
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error("timed out")));
    req.end();
  });
}

const busy = [];
for (const p of PORTS) if (await portInUse(p)) busy.push(p);
if (busy.length) {
  console.error(
    `✗ ports ${busy.join(", ")} are in use: stop what runs there (an earlier npm start?) and try again`,
  );
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), "gk-clean-clone-"));
const started = Date.now();
console.log(`› cloning the committed tree into ${dir}`);
execFileSync("git", ["clone", "--quiet", "--no-hardlinks", root, dir], { stdio: "inherit" });

const env = newcomerEnv();
const child = spawn("npm", ["start"], { cwd: dir, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
let log = "";
/** @param {Buffer} b */
const keep = (b) => {
  log = (log + b.toString()).slice(-20_000); // the tail is shown when the check fails
};
child.stdout.on("data", keep);
child.stderr.on("data", keep);
let exited = null;
child.on("exit", (code, signal) => (exited = code ?? signal));

function stop() {
  try {
    process.kill(-(/** @type {number} */ (child.pid)), "SIGTERM"); // the whole group: npm, the start script and the three servers
  } catch {
    /* already gone */
  }
}

/** @type {Error | null} */
let failure = null;
try {
  const pending = new Map(CHECKS.map((c) => [c.url, c]));
  while (pending.size > 0) {
    if (exited !== null) throw new Error(`npm start exited with ${exited} before the product was up`);
    if (Date.now() - started > DEADLINE_MS)
      throw new Error(`not up within ${DEADLINE_MS / 60_000} min: ${[...pending.keys()].join(", ")}`);
    for (const c of [...pending.values()]) {
      const res = await get(c.url).catch(() => null);
      if (res?.status === 200 && res.body.includes(c.expect)) {
        console.log(`  ✓ ${c.url} answers (${Math.round((Date.now() - started) / 1000)} s)`);
        pending.delete(c.url);
      }
    }
    if (pending.size > 0) await new Promise((r) => setTimeout(r, 2000));
  }
} catch (e) {
  failure = /** @type {Error} */ (e);
} finally {
  stop();
  const until = Date.now() + 20_000;
  while (exited === null && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  if (exited === null) {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), "SIGKILL");
    } catch {
      /* already gone */
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

if (failure) {
  console.error(
    `✗ npm start from a clean clone on a bare PATH: ${failure.message}\n--- last output of npm start ---\n${log}`,
  );
  process.exit(1);
}
console.log(
  `✓ npm start from a clean clone on a bare PATH served search, API and web in ${Math.round((Date.now() - started) / 1000)} s`,
);
