// An open-loop load: requests arrive at random (Poisson) times at a given average rate, whether or not earlier
// ones have been answered, the way searchers arrive at a site. autocannon's closed loop (N connections, each
// sending as soon as its answer comes) measures a server at saturation, and its fixed-rate mode sends each
// connection's share in bursts; neither says what a searcher waits when the node is busy but not overrun.
// The client sleeps between arrivals (a spinning one took a core from the server), so requests go out on
// the timer's 1 ms ticks, those due within a tick together: a little burstier than real arrivals. Each is
// timed from when it went out; nothing ever waits for a free connection, so no answer's delay is hidden.
import { Agent, request } from "node:http";
import { percentile } from "./stats";

export interface OpenLoopResult {
  p50: number;
  p99: number;
  /** answers per second achieved */
  rate: number;
  errors: number;
}

export async function openLoop(opts: {
  url: string;
  path: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body: () => string | undefined;
  rate: number;
  seconds: number;
}): Promise<OpenLoopResult> {
  const { hostname, port } = new URL(opts.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let errors = 0;
  const pending = new Set<Promise<void>>();
  const send = () => {
    const body = opts.body();
    const sent = performance.now();
    const done = new Promise<void>((resolve) => {
      const req = request(
        { hostname, port, path: opts.path, method: opts.method, headers: opts.headers, agent },
        (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode === 200) latencies.push(performance.now() - sent);
            else errors++;
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const start = performance.now();
  const end = start + opts.seconds * 1000;
  // exponential gaps: a Poisson process of the given rate
  let next = start;
  while (next < end) {
    const now = performance.now();
    while (next <= now && next < end) {
      send();
      next += -Math.log(1 - Math.random()) * (1000 / opts.rate);
    }
    // sleep until the next one is due rather than spin: a busy client would take the cores from the server
    await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
  }
  await Promise.all(pending);
  const took = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rate: latencies.length / took,
    errors,
  };
}
