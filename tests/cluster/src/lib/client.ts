/** A plain HTTP client of the API, as any other client would call it (fetch over loopback). */
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export async function call<T = { data: Record<string, unknown> }>(
  base: string,
  path: string,
  options: {
    method?: string;
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: "manual",
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (an HTML page, an empty 503): keep the text
  }
  return { status: res.status, headers: res.headers, body: body as T };
}

/**
 * How one attempt ended, as a client can tell:
 * - `ok`: answered 2xx;
 * - `refused`: the connection was never made (nobody listens), so the server cannot have seen the request;
 * - `unavailable`: answered 503 (a replica shutting down turns new requests away this way);
 * - `cut`: the connection broke after the request was sent, with no answer: it may or may not have landed;
 * - `timeout`: no answer in time (same uncertainty as `cut`);
 * - `http-<status>`: any other answer (not retried: the request itself was refused).
 */
export type AttemptResult = "ok" | "refused" | "unavailable" | "cut" | "timeout" | `http-${number}`;

export interface Attempt {
  replica: number;
  result: AttemptResult;
  startedAt: number;
  endedAt: number;
}

export function classify(err: unknown): AttemptResult {
  const e = err as { name?: string; cause?: { code?: string; name?: string } };
  if (e?.name === "TimeoutError" || e?.name === "AbortError") return "timeout";
  const code = e?.cause?.code;
  if (code === "ECONNREFUSED") return "refused";
  return "cut";
}

const RETRYABLE = new Set<AttemptResult>(["refused", "unavailable", "cut", "timeout"]);

/**
 * What a load balancer does in front of the replicas, in the test process: it asks each replica's /ready every
 * `intervalMs` (an active health check) and sends work only to replicas that said yes the last time (to every
 * replica when none did). A replica that is leaving says no while it drains, one that died does not answer.
 */
export class LoadBalancer {
  private readonly ready: boolean[];
  private readonly timer: NodeJS.Timeout;
  /** each change of a replica's health as the balancer saw it, in order */
  readonly changes: { replica: number; ready: boolean; at: number }[] = [];

  constructor(
    private readonly urls: () => string[],
    intervalMs = 100,
  ) {
    this.ready = urls().map(() => true);
    this.timer = setInterval(() => void this.check(), intervalMs);
  }

  private async check() {
    await Promise.all(
      this.urls().map(async (url, i) => {
        const ok = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(1_000) }).then(
          async (res) => (await res.arrayBuffer(), res.status === 200),
          () => false,
        );
        if (ok !== this.ready[i]) this.changes.push({ replica: i, ready: ok, at: performance.now() });
        this.ready[i] = ok;
      }),
    );
  }

  /** the replica for attempt `attempt` of write `index`: its own turn first, then the others in order, healthy ones first */
  pick(index: number, attempt: number): number {
    const n = this.urls().length;
    const order = Array.from({ length: n }, (_, k) => (index + attempt + k) % n);
    return order.find((r) => this.ready[r]) ?? order[0]!;
  }

  url(replica: number): string {
    return this.urls()[replica]!;
  }

  stop() {
    clearInterval(this.timer);
  }
}

export interface WriteOutcome {
  index: number;
  attempts: Attempt[];
  /** true when some attempt was answered 2xx */
  landed: boolean;
}

/**
 * Sends `count` writes with `concurrency` in flight through the load balancer, which spreads them over the
 * replicas (write i starts on replica i mod n while both are healthy). Like a client that retries, an attempt
 * that failed in a retryable way is sent again at once, to the next replica, up to `maxAttempts`. Only writes
 * that are safe to repeat may go through this (the suite uses "rate this course", where rating again replaces
 * the rating). `observe` sees every attempt start and end, so a test can act at a chosen moment (stop a replica
 * with requests in flight).
 */
export async function sendWrites(options: {
  count: number;
  concurrency: number;
  lb: LoadBalancer;
  send: (base: string, index: number) => Promise<Answer<unknown>>;
  maxAttempts?: number;
  observe?: (event: {
    kind: "start" | "end";
    index: number;
    replica: number;
    result?: AttemptResult;
  }) => void;
}): Promise<WriteOutcome[]> {
  const maxAttempts = options.maxAttempts ?? 8;
  const outcomes: WriteOutcome[] = [];
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next++;
      if (index >= options.count) return;
      const outcome: WriteOutcome = { index, attempts: [], landed: false };
      outcomes.push(outcome);
      for (let attempt = 0; attempt < maxAttempts && !outcome.landed; attempt++) {
        const replica = options.lb.pick(index, attempt);
        const startedAt = performance.now();
        options.observe?.({ kind: "start", index, replica });
        let result: AttemptResult;
        try {
          const answer = await options.send(options.lb.url(replica), index);
          result =
            answer.status >= 200 && answer.status < 300
              ? "ok"
              : answer.status === 503
                ? "unavailable"
                : `http-${answer.status}`;
        } catch (err) {
          result = classify(err);
        }
        outcome.attempts.push({ replica, result, startedAt, endedAt: performance.now() });
        options.observe?.({ kind: "end", index, replica, result });
        if (result === "ok") outcome.landed = true;
        else if (!RETRYABLE.has(result)) break;
        // a few failures in a row: give the balancer's health check a moment to see which replica is gone
        else if (attempt >= 1) await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return outcomes.sort((a, b) => a.index - b.index);
}

/** Counts of attempt results, for the report. */
export function tally(outcomes: WriteOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) for (const a of o.attempts) counts[a.result] = (counts[a.result] ?? 0) + 1;
  return counts;
}
