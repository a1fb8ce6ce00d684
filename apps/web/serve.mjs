// The web's server in production: Next's own request handler, behind the page cache's front.
//
//   PORT=3000 node serve.mjs            (the all-sites build in .next: npm start, the journeys)
//   PORT=3000 node apps/web/serve.mjs   (in a group's deployable, beside Next's standalone server.js)
//
// Every request first goes to the page cache's front (src/lib/page-cache/front.ts, installed by the proxy's
// bundle when it loads): a home or course page that the proxy would answer from its memory is answered
// here, with a fresh nonce (and gzipped ahead, when the browser takes gzip), without entering Next. On
// two cores Next's proxy alone tops out below 1,500 requests a second; this path runs faster than a static
// file. Everything else is Next's, exactly as `next start` or the standalone server.js would serve it (same
// handler, same config).
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const dir = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

process.env.NODE_ENV = "production";
const port = Number.parseInt(process.env.PORT ?? "", 10) || 3000;
// the page cache renders its pages over loopback at this port (src/env.ts, listeningPort)
process.env.PORT = String(port);
const hostname = process.env.HOSTNAME || undefined;

// A group's deployable has no next.config.ts: scripts/build-groups.mjs leaves the built config beside this
// file, and Next reads it from here, as it does for its own standalone server.js.
const standaloneConfig = join(dir, "next-config.json");
if (existsSync(standaloneConfig)) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = readFileSync(standaloneConfig, "utf8");
  process.chdir(dir);
}

/** @type {(options: { dev: boolean, dir: string, hostname?: string, port: number }) => {
 *   prepare(): Promise<void>,
 *   getRequestHandler(): (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>,
 * }} */
const next = require("next");
const app = next({ dev: false, dir, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

const FRONT = Symbol.for("gk.pageCache.front");

/**
 * @typedef {{ status: number, headers: Record<string, string>, body: Uint8Array }} PageAnswer
 * @type {() => ((req: import("node:http").IncomingMessage) => PageAnswer | null) | undefined}
 */
const front = () => /** @type {any} */ (globalThis)[FRONT];

/** Sends a page of the front (already compressed when the browser takes gzip). */
function send(/** @type {import("node:http").ServerResponse} */ res, /** @type {PageAnswer} */ answer) {
  res.writeHead(answer.status, { ...answer.headers, "content-length": answer.body.byteLength });
  res.end(answer.body);
}

const server = createServer((req, res) => {
  let answer = null;
  try {
    answer = front()?.(req) ?? null;
  } catch (err) {
    // the front is an optimisation: if it fails, Next answers
    console.error("page cache front:", err);
  }
  if (answer) {
    send(res, answer);
    return;
  }
  handle(req, res).catch((err) => {
    console.error(`Failed to handle request for ${req.url}`, err);
    if (!res.headersSent) res.statusCode = 500;
    res.end("Internal Server Error");
  });
});

server.listen(port, hostname, () => {
  console.log(`web: Next on http://${hostname ?? "localhost"}:${port}, with the page cache's front`);
});

// A container stops with SIGTERM: finish the answers under way, then leave.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
