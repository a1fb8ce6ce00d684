/**
 * The production topology on one machine, every part a real process: a fresh database on the real PostgreSQL
 * (migrated and fully seeded by @gk/db's own setup entry), the embedded search node, two API replicas started
 * as production starts them, and the regional group's standalone web build in front of replica 1.
 *
 * What a client of the cluster must be able to rely on, and what each block shows:
 *  1. Consistency: whatever is written through one replica is what the other replica answers next, although
 *     each replica keeps sessions and catalogue answers in memory (the replicas tell each other through
 *     PostgreSQL LISTEN/NOTIFY). The caches live 300 s / 3600 s here, so a change seen within seconds can
 *     only be the invalidation, never an expiry.
 *  2. No lost writes: a client that retries a failed request on the other replica gets every write in exactly
 *     once, whether a replica is killed outright (SIGKILL) or stopped the way an orchestrator stops it
 *     (SIGTERM, which must drain: requests already taken are answered, then the process exits 0).
 *  3. The web build of one tenant group serves its own sites from the API and sends hosts of other groups to
 *     their own canonical site.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getSite } from "@gk/tenancy";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, LoadBalancer, sendWrites, tally, type Answer, type WriteOutcome } from "./lib/client";
import {
  createFreshDatabase,
  postgresUrl,
  setupDatabase,
  startReplica,
  startSearchNode,
  withDeadline,
  type FreshDatabase,
  type Replica,
  type SearchNode,
} from "./lib/cluster";
import { freePort, startedProcs, stopAll, tail } from "./lib/processes";
import { seconds, until } from "./lib/wait";
import { get, regionalWebServer } from "./lib/web";

/** Writes per run of the failover checks, and how many a client keeps in flight at once. */
const WRITES = 300;
const CONCURRENCY = 8;

let logDir: string;
let database: FreshDatabase;
let search: SearchNode;
const replicas: Replica[] = [];
const started = Date.now();
/** set when a check fails, and until the cluster is up: the logs of the run are kept and shown then */
let anyFailed = true;
const report: string[] = [];

/** Records one thing the suite has shown, printed as it happens and again in the summary at the end. */
function proved(line: string) {
  report.push(line);
  console.log(`✓ ${line}`);
}

beforeAll(async () => {
  logDir = mkdtempSync(join(tmpdir(), "gk-cluster-"));
  database = await createFreshDatabase(await postgresUrl());
  const setup = await setupDatabase(database.url, logDir);
  const courses = Number(
    (await database.sql.executeSql("select count(*)::int as n from courses where published")).rows[0]!.n,
  );
  proved(
    `fresh database ${database.name} on the real PostgreSQL, migrated and seeded by @gk/db's setup entry in ${seconds(setup.ms)} (${courses} published courses)`,
  );

  search = await startSearchNode(logDir);
  const p1 = await freePort();
  let p2 = await freePort();
  for (let i = 0; i < 10 && p2 === p1; i++) p2 = await freePort();
  const t = Date.now();
  replicas.push(
    ...(await Promise.all([
      startReplica("api-1", p1, { databaseUrl: database.url, search, logDir }),
      startReplica("api-2", p2, { databaseUrl: database.url, search, logDir }),
    ])),
  );
  anyFailed = false;
  proved(
    `search node at ${search.url}; API replicas (NODE_ENV=production) at ${replicas.map((r) => r.url).join(" and ")}, both ready ${seconds(Date.now() - t)} after start`,
  );
}, 300_000);

afterEach((ctx) => {
  if (ctx.task.result?.state === "fail") anyFailed = true;
});

afterAll(async () => {
  // Every process of the run goes, whatever happened above; then the database.
  await stopAll();
  await database?.drop();
  if (anyFailed) {
    for (const p of startedProcs()) console.log(`\n── last lines of ${p.name} (${p.logFile})\n${tail(p)}`);
  } else if (logDir) {
    rmSync(logDir, { recursive: true, force: true });
  }
  console.log(
    `\n━━ cluster suite: what it showed (${seconds(Date.now() - started)} in all)\n${report.map((l) => `  ✓ ${l}`).join("\n")}`,
  );
}, 60_000);

const [r1, r2] = [() => replicas[0]!, () => replicas[1]!];
type Data<T> = { data: T };
interface UserDto {
  id: string;
  fullName: string;
}
interface SessionDto {
  token: string;
  user: UserDto;
}
interface CourseDetail {
  slug: string;
  ratingCount: number;
  reviews: { body: string; rating: number }[];
}

let userSeq = 0;
/** A new learner registered through `replica`; its password passes the password rule. */
async function register(
  replica: Replica,
  fullName: string,
): Promise<{ email: string; password: string; session: SessionDto }> {
  const email = `cluster-${Date.now()}-${++userSeq}@example.com`;
  const password = `Kluster-Uji-${userSeq}-2026`;
  const res = await call<Data<SessionDto>>(replica.url, "/auth/register", {
    body: { fullName, email, password, passwordConfirmation: password, acceptTerms: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, password, session: res.body.data };
}

async function login(
  replica: Replica,
  username: string,
  password: string,
): Promise<Answer<Data<SessionDto>>> {
  return call<Data<SessionDto>>(replica.url, "/auth/v2/login", { body: { username, password } });
}

/**
 * How long after a write the other replica shows it. The change travels as a NOTIFY that the other replica
 * receives on its own connection, so it is asynchronous by nature: this reads until the change is visible
 * (at most 5 s, far below the caches' lifetimes) and says whether the very first read already saw it.
 */
async function seenOnOtherReplica(
  what: string,
  probe: () => Promise<boolean>,
): Promise<{ ms: number; reads: number }> {
  const t = performance.now();
  let reads = 0;
  await until(
    what,
    async () => {
      reads++;
      return probe();
    },
    { timeoutMs: 5_000, intervalMs: 5 },
  );
  return { ms: Math.round(performance.now() - t), reads };
}
const firstRead = (s: { ms: number; reads: number }) =>
  s.reads === 1 ? "on the first read" : `after ${s.reads} reads, ${s.ms} ms`;

describe("consistency: a write through replica 1 is what replica 2 answers next, caches included", () => {
  it("both replicas serve one database and one search node", async () => {
    for (const r of replicas)
      expect((await call(r.url, "/ready")).body).toMatchObject({ status: "ok", database: "postgres" });
    // Each replica indexes the catalogue into the search node at start; once done, both answer from the node
    // and agree with each other.
    const answers = await until(
      "both replicas to answer a search from the search node",
      async () => {
        const got = await Promise.all(
          replicas.map((r) =>
            call<Data<{ source: string; total: number; items: { slug: string }[] }>>(
              r.url,
              "/search/courses?q=excel&perPage=5",
            ),
          ),
        );
        return got.every((a) => a.status === 200 && a.body.data.source === "search" && a.body.data.total > 0)
          ? got
          : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 500 },
    );
    const [a, b] = answers.map((x) => x.body.data);
    expect(b!.total).toBe(a!.total);
    expect(b!.items.map((i) => i.slug)).toEqual(a!.items.map((i) => i.slug));
    const key = await call<Data<{ nodes: string[] }>>(r2().url, "/search/key");
    expect(key.body.data.nodes).toEqual([search.url]);
    proved(
      `both replicas answer search from the one search node (same ${a!.total} hits for "excel"), and hand browsers that node`,
    );
  });

  it("a session opened through replica 1 works on replica 2, and a user change made in SQL reaches replica 2's session cache", async () => {
    const { session } = await register(r1(), "Sari Cluster");
    const profile = await call<Data<{ user: UserDto }>>(r2().url, "/profile", { token: session.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.user).toMatchObject({ id: session.user.id, fullName: "Sari Cluster" });
    // a second read: a lookup that overlapped any invalidation is not kept, this one is
    expect((await call(r2().url, "/profile", { token: session.token })).status).toBe(200);

    // Control: with the notification trigger off, a rename in SQL is NOT seen by replica 2, because it answers
    // this session from memory. This shows the checks below are made against a live cache.
    await database.sql.executeSql("alter table users disable trigger gk_sessions_changed");
    try {
      await database.sql.executeSql("update users set full_name = 'Sari Tanpa Kabar' where id = $1", [
        session.user.id,
      ]);
    } finally {
      await database.sql.executeSql("alter table users enable trigger gk_sessions_changed");
    }
    const cached = await call<Data<{ user: UserDto }>>(r2().url, "/profile", { token: session.token });
    expect(cached.body.data.user.fullName).toBe("Sari Cluster");

    // With the trigger on (as migrated), an administrator's rename in SQL reaches replica 2's cache.
    await database.sql.executeSql("update users set full_name = 'Sari Berganti' where id = $1", [
      session.user.id,
    ]);
    const seen = await seenOnOtherReplica(
      "replica 2 to show the renamed user",
      async () =>
        (await call<Data<{ user: UserDto }>>(r2().url, "/profile", { token: session.token })).body.data.user
          .fullName === "Sari Berganti",
    );
    proved(
      `a session opened on replica 1 is accepted by replica 2; replica 2 answers it from memory (a rename with the trigger off stays unseen), and a rename in SQL with the trigger on reaches it ${firstRead(seen)}`,
    );
  });

  it("a password change through replica 1 ends the other sessions on replica 2, and only the new password signs in there", async () => {
    const user = await register(r1(), "Budi Cluster");
    const keep = (await login(r1(), user.email, user.password)).body.data.token;
    const other = (await login(r1(), user.email, user.password)).body.data.token;
    // replica 2 now holds both sessions in memory
    for (const token of [keep, other]) expect((await call(r2().url, "/profile", { token })).status).toBe(200);

    const newPassword = "Kata-Sandi-Baru-2026";
    const change = await call(r1().url, "/auth/password/change", {
      token: keep,
      body: { currentPassword: user.password, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    const seen = await seenOnOtherReplica(
      "replica 2 to refuse the other session",
      async () => (await call(r2().url, "/profile", { token: other })).status === 401,
    );
    expect((await call(r2().url, "/profile", { token: keep })).status).toBe(200);
    expect((await login(r2(), user.email, user.password)).status).toBe(401);
    const fresh = await login(r2(), user.email, newPassword);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.user.id).toBe(user.session.user.id);
    proved(
      `a password change on replica 1 ends the user's other session on replica 2 ${firstRead(seen)} (kept the changing one); replica 2 refuses the old password and accepts the new one`,
    );
  });

  it("a logout through replica 1 ends the session on replica 2", async () => {
    const user = await register(r1(), "Citra Cluster");
    const token = user.session.token;
    expect((await call(r2().url, "/profile", { token })).status).toBe(200);
    const out = await call(r1().url, "/auth/logout", { token, method: "POST", body: {} });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const seen = await seenOnOtherReplica(
      "replica 2 to refuse the logged-out session",
      async () => (await call(r2().url, "/profile", { token })).status === 401,
    );
    proved(
      `a logout on replica 1 is honoured by replica 2 ${firstRead(seen)} although replica 2 had the session in memory`,
    );
  });

  it("a rating through replica 1 shows on replica 2's cached course page, and an unpublish in SQL hides the course on both", async () => {
    const slug = String(
      (await database.sql.executeSql("select slug from courses where published order by slug desc limit 1"))
        .rows[0]!.slug,
    );
    const page = (r: Replica) => call<Data<CourseDetail>>(r.url, `/courses/${slug}`);
    await page(r2());
    const before = await page(r2());
    expect(before.headers.get("x-cache")).toBe("hit"); // replica 2 answers this page from memory
    const user = await register(r1(), "Dewi Cluster");
    const rate = await call<Data<{ ratingCount: number }>>(r1().url, `/courses/${slug}/review`, {
      method: "PUT",
      token: user.session.token,
      body: { rating: 5, body: "Ulasan lewat replika satu" },
    });
    expect(rate.status, JSON.stringify(rate.body)).toBe(200);
    expect(rate.body.data.ratingCount).toBe(before.body.data.ratingCount + 1);
    const seen = await seenOnOtherReplica(
      "replica 2's course page to count the new rating",
      async () => (await page(r2())).body.data.ratingCount === before.body.data.ratingCount + 1,
    );
    const after = await page(r2());
    expect(after.body.data.reviews.map((r) => r.body)).toContain("Ulasan lewat replika satu");

    // An editor's change made straight in the database (not through the API) reaches both replicas too.
    await page(r1());
    await database.sql.executeSql("update courses set published = false where slug = $1", [slug]);
    const hidden = await seenOnOtherReplica(
      "both replicas to answer 404 for the unpublished course",
      async () => (await Promise.all(replicas.map(page))).every((a) => a.status === 404),
    );
    await database.sql.executeSql("update courses set published = true where slug = $1", [slug]);
    await seenOnOtherReplica("both replicas to show the course again", async () =>
      (await Promise.all(replicas.map(page))).every((a) => a.status === 200),
    );
    proved(
      `a rating written on replica 1 shows on replica 2's cached course page ${firstRead(seen)} (count ${before.body.data.ratingCount} → ${before.body.data.ratingCount + 1}, review listed); an unpublish in SQL turns the cached page into 404 on both replicas ${firstRead(hidden)}`,
    );
  });
});

/** One failover run's facts, for assertions and the report. */
interface RunFacts {
  outcomes: WriteOutcome[];
  /** what the load balancer saw of each replica's health during the run */
  health: LoadBalancer["changes"];
  signalAt: number;
  /** writes with an attempt on the target replica that had started and not ended when the signal was sent */
  inFlightAtSignal: number;
  ms: number;
}

describe("failover: a retrying client loses no write when a replica stops", () => {
  let slugs: string[] = [];

  beforeAll(async () => {
    slugs = (
      await database.sql.executeSql(`select slug from courses where published order by slug limit ${WRITES}`)
    ).rows.map((r) => String(r.slug));
    expect(slugs).toHaveLength(WRITES);
  });

  async function ratingCounts(): Promise<Map<string, number>> {
    const rows = (await database.sql.executeSql("select slug, rating_count from courses")).rows;
    return new Map(rows.map((r) => [String(r.slug), Number(r.rating_count)]));
  }

  const ratingOf = (i: number) => (i % 5) + 1;

  /**
   * Rates the `WRITES` courses as one user, through a load balancer over both replicas, and sends `signal` to
   * `target` once a third of the writes have landed and at least two requests are in flight on it. "Rate this course" is the write:
   * rating again replaces the rating (and counts once), so a retry of a request whose answer was lost is safe,
   * and the result can be reconciled row by row in SQL.
   */
  async function run(token: string, tag: string, target: Replica, signal: NodeJS.Signals): Promise<RunFacts> {
    const targetIndex = replicas.indexOf(target);
    const inFlight = new Map<number, number>(); // write index → start time of its attempt on the target
    let landed = 0;
    let signalAt = 0;
    let inFlightAtSignal = 0;
    const t = performance.now();
    const lb = new LoadBalancer(() => replicas.map((r) => r.url));
    const outcomes = await sendWrites({
      count: WRITES,
      concurrency: CONCURRENCY,
      lb,
      send: (base, i) =>
        call(base, `/courses/${slugs[i]}/review`, {
          method: "PUT",
          token,
          body: { rating: ratingOf(i), body: `${tag} #${i}` },
          timeoutMs: 10_000,
        }),
      observe: (e) => {
        if (e.replica === targetIndex) {
          if (e.kind === "start") inFlight.set(e.index, performance.now());
          else inFlight.delete(e.index);
        }
        if (e.kind === "end" && e.result === "ok") landed++;
        if (!signalAt && landed >= WRITES / 3 && inFlight.size >= 2) {
          signalAt = performance.now();
          inFlightAtSignal = inFlight.size;
          target.proc.signal(signal);
        }
      },
    }).finally(() => lb.stop());
    return { outcomes, health: lb.changes, signalAt, inFlightAtSignal, ms: performance.now() - t };
  }

  /** Every write is in the database exactly once: one review per course by this user, with this run's text and rating, each counted once in the course's rating count. */
  async function reconcile(userId: string, tag: string, countsBefore: Map<string, number>) {
    const rows = (
      await database.sql.executeSql(
        "select c.slug, r.body, r.rating from course_reviews r join courses c on c.id = r.course_id where r.user_id = $1",
        [userId],
      )
    ).rows;
    expect(rows).toHaveLength(WRITES);
    const bySlug = new Map(rows.map((r) => [String(r.slug), r]));
    const countsAfter = await ratingCounts();
    const wrong: string[] = [];
    slugs.forEach((slug, i) => {
      const row = bySlug.get(slug);
      if (!row) wrong.push(`${slug}: missing`);
      else if (row.body !== `${tag} #${i}` || Number(row.rating) !== ratingOf(i))
        wrong.push(`${slug}: ${JSON.stringify(row)}`);
      const delta = countsAfter.get(slug)! - countsBefore.get(slug)!;
      if (delta !== 1) wrong.push(`${slug}: rating count moved by ${delta}`);
    });
    expect(wrong).toEqual([]);
  }

  function describeRun(facts: RunFacts) {
    const retried = facts.outcomes.filter((o) => o.attempts.length > 1).length;
    const landedOn = replicas.map(
      (_, i) => facts.outcomes.filter((o) => o.attempts.at(-1)!.replica === i && o.landed).length,
    );
    const counts = Object.entries(tally(facts.outcomes))
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
    return `${WRITES} writes in ${seconds(facts.ms)} (landed ${landedOn.join(" / ")} on replica 1 / 2), ${facts.inFlightAtSignal} in flight on the target at the signal, ${retried} retried on the other replica (attempts: ${counts})`;
  }

  it(`SIGKILL of replica 1 mid-traffic: all ${WRITES} ratings land exactly once`, async () => {
    const user = await register(r2(), "Eko Failover");
    const before = await ratingCounts();
    const victim = r1();
    const facts = await run(user.session.token, "kill", victim, "SIGKILL");
    expect(facts.signalAt, "the replica was never signalled").toBeGreaterThan(0);
    expect((await withDeadline(victim.proc.exited, 10_000, "the killed replica to exit")).signal).toBe(
      "SIGKILL",
    );
    expect(facts.outcomes.filter((o) => !o.landed).map((o) => o.attempts)).toEqual([]);
    // after the kill, writes first sent to the dead replica failed there and landed on the other one
    expect(facts.outcomes.some((o) => o.attempts.length > 1 && o.attempts.at(-1)!.replica === 1)).toBe(true);
    await reconcile(user.session.user.id, "kill", before);
    proved(
      `SIGKILL of replica 1 mid-traffic: ${describeRun(facts)}; SQL finds every rating exactly once and each course's count up by exactly 1`,
    );

    // the orchestrator's restart: the replica comes back on its port and serves what was written meanwhile
    replicas[0] = await startReplica("api-1", victim.port, { databaseUrl: database.url, search, logDir });
    expect((await call(r1().url, "/profile", { token: user.session.token })).status).toBe(200);
    const page = await call<Data<CourseDetail>>(r1().url, `/courses/${slugs[WRITES - 1]}`);
    expect(page.body.data.ratingCount).toBe(before.get(slugs[WRITES - 1]!)! + 1);
    proved(
      "the killed replica, restarted on its port, serves the sessions and ratings written while it was down",
    );
  });

  it(`SIGTERM of replica 2 mid-traffic: it answers what it took, exits 0, and all ${WRITES} ratings land exactly once`, async () => {
    const user = await register(r1(), "Fitri Failover");
    const before = await ratingCounts();
    const victim = r2();
    const victimIndex = replicas.indexOf(victim);
    const facts = await run(user.session.token, "term", victim, "SIGTERM");
    expect(facts.signalAt, "the replica was never signalled").toBeGreaterThan(0);
    const exit = await withDeadline(victim.proc.exited, 30_000, "the stopped replica to exit");
    const exitedAt = performance.now();
    expect(exit, `the replica did not stop cleanly:\n${tail(victim.proc)}`).toEqual({
      code: 0,
      signal: null,
    });
    expect(facts.outcomes.filter((o) => !o.landed).map((o) => o.attempts)).toEqual([]);

    // Graceful: no request sent to the stopping replica was cut off or left unanswered. What it had taken was
    // answered; what came after was turned away (503) or found no listener, both of which say "not done".
    const onVictim = facts.outcomes.flatMap((o) => o.attempts.filter((a) => a.replica === victimIndex));
    const broken = onVictim.filter((a) => a.result === "cut" || a.result === "timeout");
    expect(broken, "requests cut off by the stopping replica").toEqual([]);
    const drained = onVictim.filter(
      (a) => a.startedAt < facts.signalAt && a.endedAt > facts.signalAt && a.result === "ok",
    ).length;
    expect(drained).toBeGreaterThan(0);
    const answeredAfter = onVictim.filter((a) => a.startedAt > facts.signalAt && a.result === "ok").length;
    const leavingSeen = facts.health.some(
      (c) => c.replica === victimIndex && !c.ready && c.at > facts.signalAt && c.at < exitedAt,
    );
    await reconcile(user.session.user.id, "term", before);
    proved(
      `SIGTERM of replica 2 mid-traffic: ${describeRun(facts)}; the ${drained} requests in flight at the signal were answered, ${answeredAfter} sent after it were still answered while draining` +
        `${leavingSeen ? ", the balancer saw its /ready turn 503 and moved the traffic" : ""}, none was cut off, and the process exited 0 ${seconds(exitedAt - facts.signalAt)} after the signal; SQL finds every rating exactly once`,
    );

    replicas[victimIndex] = await startReplica("api-2", victim.port, {
      databaseUrl: database.url,
      search,
      logDir,
    });
  });

  it("a retry that overlaps its original on the other replica (the client stopped waiting) still counts once", async () => {
    // A client that gives up on a slow answer and asks the other replica does not know the first request is still
    // running: both arrive together. Sending each rating to both replicas at the same moment is that case, made
    // certain rather than left to timing.
    const user = await register(r1(), "Gita Ulang");
    const targets = (
      await database.sql.executeSql(
        `select slug from courses where published order by slug offset ${WRITES} limit 40`,
      )
    ).rows.map((r) => String(r.slug));
    const before = await ratingCounts();
    for (const slug of targets) {
      const answers = await Promise.all(
        replicas.map((r) =>
          call(r.url, `/courses/${slug}/review`, {
            method: "PUT",
            token: user.session.token,
            body: { rating: 3, body: "dua kali terkirim" },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
    }
    const after = await ratingCounts();
    expect(targets.filter((slug) => after.get(slug)! - before.get(slug)! !== 1)).toEqual([]);
    const rows = (
      await database.sql.executeSql("select count(*)::int as n from course_reviews where user_id = $1", [
        user.session.user.id,
      ])
    ).rows[0]!.n;
    expect(rows).toBe(targets.length);
    proved(
      `${targets.length} ratings each sent to both replicas at the same moment are stored once and counted once`,
    );
  });
});

describe("web: the regional group's standalone build in front of replica 1", () => {
  it(
    "serves trenggalek.localhost from the API and sends a host of another group to its own site",
    { timeout: 300_000 },
    async () => {
      const web = await regionalWebServer({ apiUrl: r1().url, logDir });

      const home = await get(`${web.origin("trenggalek")}/`);
      expect(home.status, home.body.slice(0, 500)).toBe(200);
      expect(home.body).toContain(getSite("trenggalek")!.metadata.title.id);
      // the page is built from the API's answers: the courses it links to are courses of this database
      const linked = [...new Set([...home.body.matchAll(/\/course\/([a-z0-9-]+)/g)].map((m) => m[1]!))];
      expect(linked.length).toBeGreaterThan(0);
      const known = (
        await database.sql.executeSql(
          `select count(*)::int as n from courses where slug in (${linked.map((_, i) => `$${i + 1}`).join(",")})`,
          linked,
        )
      ).rows[0]!.n;
      expect(known).toBe(linked.length);

      // business is a core-group site: this build sends its visitors to business's own origin, path and query kept
      const other = await get(`${web.origin("business")}/en/search?q=excel`);
      expect(other.status).toBe(307);
      expect(other.headers.location).toBe(`http://business.localhost:${web.devPort}/en/search?q=excel`);
      proved(
        `the regional web build (${web.build}) answers http://trenggalek.localhost:${web.port}/ with 200: the Trenggalek site, with ${linked.length} course links from replica 1's API; ` +
          `business.localhost gets 307 to its own origin http://business.localhost:${web.devPort} (path and query kept)`,
      );
    },
  );
});
