// One simulated learner of the quiz day, and the figures all of them add up to. A learner talks to the real HTTP
// API like the web app does: it starts (or resumes) its attempt, saves an answer every 2–5 s, submits after a
// while and starts the next attempt, until the run ends. What the API acknowledged is remembered per attempt
// and question, so the run can check afterwards that the database holds exactly that ("lost answers").

export interface Figures {
  saveMs: number[];
  /**
   * the submits the run's end forced: every learner still in an attempt submits in the same second when the
   * clock runs out, a burst no real quiz day has, so the table shows them apart
   */
  endSubmitMs: number[];
  /** the others: a learner's own submit after 60–150 s */
  duringSubmitMs: number[];
  startMs: number[];
  saves: number;
  submits: number;
  starts: number;
  /** answers that were not acknowledged in the end (after retries) */
  errors: number;
  /** what the errors were, by status (or the network error's code) */
  errorKinds: Record<string, number>;
  /** 503 answers and dropped connections that a retry then got through */
  retried: number;
  /** what made a request try again, by status (or the network error's code) */
  retryKinds: Record<string, number>;
  /** when the first 503/connection failure of an outage was seen and the first success after it */
  outage: { firstFailure: number; recovered: number } | null;
}

export const newFigures = (): Figures => ({
  saveMs: [],
  endSubmitMs: [],
  duringSubmitMs: [],
  startMs: [],
  saves: 0,
  submits: 0,
  starts: 0,
  errors: 0,
  errorKinds: {},
  retried: 0,
  retryKinds: {},
  outage: null,
});

/** The last acknowledged choice per attempt and (attempt-issued) question id, and each submitted attempt. */
export interface Ledger {
  answers: Map<string, Map<string, string>>;
  /** choices sent whose save was never acknowledged: the database may hold one of them, and that is no loss */
  unacknowledged: Map<string, Set<string>>;
  submitted: Set<string>;
}

interface Attempt {
  id: string;
  questions: { id: string; options: { id: string }[] }[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo);

/** How long a replica that refused or dropped a connection stays out of the rotation (nginx's fail_timeout). */
const REPLICA_DOWN_MS = 10_000;

/**
 * Sends one request, round-robin over the replicas, and tries again like a client behind a load balancer does:
 * after a 503 (waiting its Retry-After), a dropped connection or its 90 s timeout, on the next replica, for up
 * to 120 s. Like nginx's passive health checks, a replica whose connection failed leaves the rotation for 10 s
 * and the request goes to the next one at once. Anything else that is not a 2xx is an error at once. Answers the
 * body and the time of the attempt that succeeded.
 */
export function makeClient(bases: string[], figures: Figures) {
  let turn = 0;
  const downUntil = new Map<string, number>();
  const nextBase = () => {
    for (let i = 0; i < bases.length; i++) {
      const base = bases[turn++ % bases.length]!;
      if ((downUntil.get(base) ?? 0) <= Date.now()) return base;
    }
    return bases[turn++ % bases.length]!; // every replica is out: try them anyway
  };
  return async function call(
    method: string,
    path: string,
    token: string,
    body?: unknown,
  ): Promise<{ ok: true; ms: number; data: unknown } | { ok: false }> {
    const giveUp = Date.now() + 120_000;
    for (let tries = 0; ; tries++) {
      const base = nextBase();
      const t0 = performance.now();
      let status = 0;
      let retryAfter = 1;
      let kind: string;
      try {
        const res = await fetch(`${base}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          // the web app's request timeout (the spec's 90 s): a browser waits that long before it gives up
          signal: AbortSignal.timeout(90_000),
        });
        status = res.status;
        const text = await res.text();
        if (res.ok) {
          if (tries > 0) figures.retried++;
          if (figures.outage && figures.outage.recovered === 0) figures.outage.recovered = Date.now();
          return { ok: true, ms: performance.now() - t0, data: (JSON.parse(text) as { data: unknown }).data };
        }
        retryAfter = Number(res.headers.get("retry-after") ?? "1") || 1;
        kind = String(status);
      } catch (err) {
        kind = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
      }
      const transient = status === 503 || status === 0;
      if (transient && !figures.outage) figures.outage = { firstFailure: Date.now(), recovered: 0 };
      if (!transient || Date.now() > giveUp) {
        figures.errors++;
        figures.errorKinds[kind] = (figures.errorKinds[kind] ?? 0) + 1;
        return { ok: false };
      }
      figures.retryKinds[kind] = (figures.retryKinds[kind] ?? 0) + 1;
      if (status === 0 && bases.length > 1) {
        downUntil.set(base, Date.now() + REPLICA_DOWN_MS);
        continue; // the load balancer passes the request to the next replica at once
      }
      await sleep(Math.min(retryAfter, 5) * 1000 * between(0.5, 1));
    }
  };
}

/** One learner until `endAt`: attempts of 60–150 s, an answer every 2–5 s, then submit and start again. */
export async function runLearner(opts: {
  call: ReturnType<typeof makeClient>;
  token: string;
  quizId: string;
  endAt: number;
  figures: Figures;
  ledger: Ledger;
}): Promise<void> {
  const { call, token, quizId, endAt, figures, ledger } = opts;
  // learners do not all arrive in the same second: spread over the first 10 s
  await sleep(between(0, 10_000));
  while (Date.now() < endAt - 5_000) {
    const started = await call("POST", `/quizzes/${quizId}/attempts`, token, { restart: false });
    if (!started.ok) {
      await sleep(between(2_000, 5_000));
      continue;
    }
    figures.starts++;
    figures.startMs.push(started.ms);
    const attempt = started.data as Attempt;
    const mine = new Map<string, string>();
    ledger.answers.set(attempt.id, mine);
    const submitAt = Math.min(endAt, Date.now() + between(60_000, 150_000));
    while (Date.now() < submitAt) {
      await sleep(between(2_000, 5_000));
      if (Date.now() >= endAt) break;
      const q = attempt.questions[Math.floor(Math.random() * attempt.questions.length)]!;
      const option = q.options[Math.floor(Math.random() * q.options.length)]!.id;
      const saved = await call("PUT", `/quiz-attempts/${attempt.id}/answers/${q.id}`, token, {
        optionIds: [option],
      });
      if (saved.ok) {
        figures.saves++;
        figures.saveMs.push(saved.ms);
        mine.set(q.id, option);
      } else {
        const key = `${attempt.id}/${q.id}`;
        ledger.unacknowledged.set(key, (ledger.unacknowledged.get(key) ?? new Set()).add(option));
      }
    }
    const atEnd = Date.now() >= endAt;
    const submitted = await call("POST", `/quiz-attempts/${attempt.id}/submit`, token, {});
    if (submitted.ok) {
      figures.submits++;
      (atEnd ? figures.endSubmitMs : figures.duringSubmitMs).push(submitted.ms);
      ledger.submitted.add(attempt.id);
    }
  }
}
