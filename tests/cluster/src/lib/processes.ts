import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/**
 * The cluster's processes. Each one is a real child process in its own process group (so a signal reaches
 * anything it starts, and nothing survives the suite), with its output in a log file of the run's folder
 * (a file, not a pipe: a busy test process must never stall a server by leaving its pipe unread).
 */
export interface Proc {
  name: string;
  pid: number;
  logFile: string;
  /** resolves when the process has exited, with its code or the signal that ended it */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** true once `exited` has resolved */
  hasExited(): boolean;
  /** sends `signal` to the whole process group */
  signal(signal: NodeJS.Signals): void;
  /** the log so far */
  log(): string;
}

const running = new Set<Proc>();
const everStarted: Proc[] = [];

/** every process this run has started, running or not (their logs are shown when a check fails) */
export const startedProcs = (): readonly Proc[] => everStarted;

// If the test process itself dies (a crash, a worker killed on timeout) no afterAll runs: kill what is left.
process.once("exit", () => {
  for (const p of running) p.signal("SIGKILL");
});

export function startNode(
  name: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; logDir: string },
): Proc {
  const logFile = join(options.logDir, `${name}.log`);
  const fd = openSync(logFile, "a");
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ["ignore", fd, fd],
    });
  } finally {
    closeSync(fd);
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name} did not start`);
  let done = false;
  const proc: Proc = {
    name,
    pid,
    logFile,
    exited: new Promise((resolve) => {
      child.once("exit", (code, signal) => {
        done = true;
        running.delete(proc);
        resolve({ code, signal });
      });
    }),
    hasExited: () => done,
    signal(signal) {
      if (done) return;
      try {
        process.kill(-pid, signal);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ESRCH") throw err;
      }
    },
    log: () => readFileSync(logFile, "utf8"),
  };
  running.add(proc);
  everStarted.push(proc);
  return proc;
}

/**
 * Ends every process still running: SIGINT, then SIGKILL for any still there after `graceMs`. SIGINT rather than
 * SIGTERM because an API replica answers SIGTERM by draining for several seconds, which a teardown need not wait for.
 */
export async function stopAll(graceMs = 5_000): Promise<void> {
  const left = [...running];
  for (const p of left) p.signal("SIGINT");
  const timer = new Promise((r) => setTimeout(r, graceMs).unref());
  await Promise.race([Promise.all(left.map((p) => p.exited)), timer]);
  for (const p of left) p.signal("SIGKILL");
  await Promise.all(left.map((p) => p.exited));
}

/** A port nobody listens on right now (the kernel's pick, released at once for the server to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The last lines of a process's log, for failure messages. */
export function tail(proc: Proc, lines = 30): string {
  try {
    return proc.log().trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}
