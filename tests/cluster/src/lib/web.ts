import { lookup } from "node:dns";
import { existsSync, statSync } from "node:fs";
import { request } from "node:http";
import type { LookupFunction } from "node:net";
import { dirname, join } from "node:path";
import { baseEnv, ROOT } from "./cluster";
import { freePort, startNode, tail, type Proc } from "./processes";
import { GiveUp, until } from "./wait";

/**
 * The regional group's web deployable, as apps/web/README.md describes it: `node scripts/build-groups.mjs
 * regional` leaves a self-contained Next.js standalone output at apps/web/dist/regional/, started with the
 * web's own server: `PORT=… API_INTERNAL_URL=… node apps/web/dist/regional/apps/web/serve.mjs`. The suite
 * uses the build it finds there and builds it first when there is none (a fresh clone); CLUSTER_WEB_REBUILD=1
 * forces a build.
 */
const GROUP = "regional";
const BUILD_SCRIPT = join(ROOT, "scripts/build-groups.mjs");
const ENTRY = join(ROOT, "apps/web/dist", GROUP, "apps/web/serve.mjs");

/** Why the web part cannot run on this checkout, or null when it can. */
export interface WebServer {
  proc: Proc;
  port: number;
  /** the port development origins of other groups point at (PUBLIC_DEV_PORT) */
  devPort: number;
  /** how the build was obtained, for the report */
  build: string;
  /** http://<label>.localhost:<port>, as a developer's browser reaches a site of this server */
  origin(label: string): string;
}

export async function regionalWebServer(options: { apiUrl: string; logDir: string }): Promise<WebServer> {
  let build: string;
  if (!existsSync(ENTRY) || process.env.CLUSTER_WEB_REBUILD === "1") {
    const t = Date.now();
    const proc = startNode("web-build", [BUILD_SCRIPT, GROUP], {
      cwd: ROOT,
      env: { ...baseEnv(), NEXT_TELEMETRY_DISABLED: "1", TURBO_TELEMETRY_DISABLED: "1" },
      logDir: options.logDir,
    });
    const { code } = await proc.exited;
    if (code !== 0 || !existsSync(ENTRY))
      throw new Error(`the regional web build failed (${code}):\n${tail(proc)}`);
    build = `built by scripts/build-groups.mjs in ${((Date.now() - t) / 1000).toFixed(0)} s`;
  } else {
    build = `the existing build of ${statSync(ENTRY).mtime.toISOString()}`;
  }
  const [port, devPort] = [await freePort(), await freePort()];
  const proc = startNode("web-regional", [ENTRY], {
    cwd: dirname(ENTRY),
    env: {
      ...baseEnv(),
      NODE_ENV: "production",
      PORT: String(port),
      // loopback only; "localhost" rather than 127.0.0.1, which makes Next's locale rewrites loop (STACK.md)
      HOSTNAME: "localhost",
      API_INTERNAL_URL: options.apiUrl,
      PUBLIC_DEV_PORT: String(devPort),
      NEXT_TELEMETRY_DISABLED: "1",
    },
    logDir: options.logDir,
  });
  const origin = (label: string) => `http://${label}.localhost:${port}`;
  await until(
    "the regional web server to answer",
    async () => {
      if (proc.hasExited()) throw new GiveUp(`the web server exited:\n${tail(proc)}`);
      return (await get(`${origin("trenggalek")}/robots.txt`, 5_000)).status > 0;
    },
    { timeoutMs: 60_000, intervalMs: 250 },
  );
  return { proc, port, devPort, build, origin };
}

/** `*.localhost` is this machine, as browsers treat it (the system resolver here knows only `localhost` itself). */
const localhostLookup: LookupFunction = (hostname, options, callback) => {
  if (hostname !== "localhost" && !hostname.endsWith(".localhost")) {
    callback(Object.assign(new Error(`${hostname} is not a loopback name`), { code: "ENOTFOUND" }), "", 4);
    return;
  }
  lookup("localhost", options, callback as never);
};

/** GET as a browser on this machine would send it (the Host header names the site), without following redirects. */
export function get(
  url: string,
  timeoutMs = 30_000,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { lookup: localhostLookup, timeout: timeoutMs, headers: { "accept-language": "id-ID,id;q=0.9" } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end();
  });
}
