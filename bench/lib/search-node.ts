// The search node (apps/search, as `npm start` runs it) as its own process for the benchmarks: on a port and
// data folder of its own, or on given ones, so a run can kill it and start it again where it was.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./harness";
import { benchEnv } from "./env";

const here = fileURLToPath(new URL(".", import.meta.url));
const mainTs = join(here, "../../apps/search/src/main.ts");

export interface SearchNode {
  child: ChildProcess;
  url: string;
  port: number;
  dataDir: string;
}

/** Starts the node and waits until its /health answers. */
export async function startSearchNode(opts: {
  key: string;
  port?: number;
  dataDir?: string;
}): Promise<SearchNode> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), "gk-bench-search-"));
  // node --import tsx (not the tsx CLI) so the child's pid is the server itself, for its memory and for a kill
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the node too, written when it is stopped
  const profileDir = benchEnv.cpuProfileDir();
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", mainTs], {
    cwd: join(here, ".."),
    env: { ...process.env, SEARCH_PORT: String(port), SEARCH_API_KEY: opts.key, SEARCH_DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { child, url, port, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("search server did not start");
}
