// Commerce benchmark: requests per second and p99 of
//   - POST /transactions (a learner buys a paid course's upgrade: visibility and access checks, price snapshot,
//     the transaction and its first event in one database transaction, the sandbox checkout, the expiry job),
//   - POST /payments/notifications/sandbox, first arrival (signature check, the state machine's conditional update,
//     the event, the upgrade row, the certificate check) and replayed (a duplicate: verified, recorded, no change),
// each beside a bare route of the same server in the same run, on PGlite and on PostgreSQL. The API runs as its
// own process with the sandbox provider; autocannon loads it from this one over loopback.
// `tsx bench/commerce/run.ts [pglite] [postgres]`; seconds per run: BENCH_SECONDS (8).
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sandboxNotification } from "../../apps/api/src/modules/commerce/providers/sandbox";
import { createDatabase } from "../../packages/db/src/index";
import { DEMO_USERS, runSeed, SEED_STEPS } from "../../packages/db/src/seed/index";
import {
  assertAllOk,
  autocannon,
  freshDatabaseUrl,
  machineLine,
  SECONDS,
  startApi,
  wantedDrivers,
  type Result,
} from "../lib/harness";

const here = fileURLToPath(new URL(".", import.meta.url));
const DRIVERS = wantedDrivers();
const CONNECTIONS = 16;
const SECRET = randomBytes(24).toString("hex");
const learner = DEMO_USERS.find((u) => u.key === "learner")!;

/** A fresh database with the organisations, demo users and the catalogue; the slugs of its paid courses. */
async function prepare(driver: "pglite" | "postgres") {
  const { url, cleanup } = await freshDatabaseUrl(driver, "commerce");
  const database = await createDatabase({ url });
  await database.migrate();
  await runSeed(database, { steps: SEED_STEPS.filter((s) => s.name !== "learning"), log: null });
  const paid = (
    await database.executeSql(
      "select slug from courses where published and price_rupiah > 0 order by slug limit 200",
      [],
    )
  ).rows.map((r) => String(r.slug));
  await database.close();
  return { url, cleanup, paid };
}

const json = { "content-type": "application/json" };
const rows: string[] = [];
for (const driver of DRIVERS) {
  console.log(`\n${driver}: preparing`);
  const { url: databaseUrl, cleanup, paid } = await prepare(driver);
  const { url, stop } = await startApi(databaseUrl, {
    BENCH_JOBS: "true",
    PAYMENT_PROVIDER: "sandbox",
    PAYMENT_SANDBOX_ENABLED: "true",
    PAYMENT_SANDBOX_SECRET: SECRET,
  });
  try {
    const login = await fetch(`${url}/auth/v2/login`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ username: learner.email, password: learner.password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { ...json, authorization: `Bearer ${token}` };
    // the courses this learner sees as a preview on the general site: the ones with an upgrade for sale
    const forSale: string[] = [];
    for (const slug of paid) {
      const r = await fetch(`${url}/courses/${slug}/access`, { headers: auth });
      const access = ((await r.json()) as { data?: { upgradePrice: number | null } }).data;
      if (access?.upgradePrice) forSale.push(slug);
    }
    if (forSale.length === 0) throw new Error("no paid course is for sale to the demo learner");

    const orders: { orderId: string; id: string; total: number }[] = [];
    let n = 0;
    const create = {
      method: "POST",
      path: "/transactions",
      headers: auth,
      setupRequest: (req: Record<string, unknown>) => ({
        ...req,
        body: JSON.stringify({
          courseSlug: forSale[n++ % forSale.length],
          idempotencyKey: randomBytes(12).toString("hex"),
        }),
      }),
      onResponse: (status: number, body: string) => {
        if (status !== 201 && status !== 200) return;
        const t = (JSON.parse(body) as { data: { id: string; orderId: string; total: number } }).data;
        orders.push({ orderId: t.orderId, id: t.id, total: t.total });
      },
    };
    const notify = (pick: () => (typeof orders)[number]) => ({
      method: "POST",
      path: "/payments/notifications/sandbox",
      setupRequest: (req: Record<string, unknown>) => {
        const o = pick();
        const { rawBody, headers } = sandboxNotification(SECRET, {
          orderId: o.orderId,
          status: "paid",
          amount: o.total,
          transactionId: o.id,
        });
        return { ...req, headers, body: rawBody };
      },
    });
    const load = (request: Record<string, unknown>) =>
      autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: [request] });

    await load({ method: "GET", path: "/bench/bare" }); // warm-up (JIT, pool)
    const bare = await load({ method: "GET", path: "/bench/bare" });
    const created = await load(create);
    if (orders.length === 0)
      throw new Error(`no transaction was created: ${JSON.stringify(created.statusCodeStats)}`);
    // first arrivals: each pending transaction is paid once; the run stops before the list runs out
    let next = 0;
    const first = await autocannon({
      url,
      connections: CONNECTIONS,
      amount: Math.min(orders.length, Math.round(SECONDS * 2_000)),
      requests: [notify(() => orders[next++ % orders.length]!)],
    });
    let replay = 0;
    const paidOnes = orders.slice(0, Math.max(1, next));
    const replayed = await load(notify(() => paidOnes[replay++ % paidOnes.length]!));
    assertAllOk([bare, created, first, replayed]);
    const f = (r: Result) => `${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`;
    const ratio = (r: Result) => `${((100 * r.requests.average) / bare.requests.average).toFixed(1)} %`;
    const row = `| ${driver} | ${f(bare)} | ${f(created)} (${ratio(created)}) | ${f(first)} (${ratio(first)}) | ${f(replayed)} (${ratio(replayed)}) |`;
    console.log(row);
    rows.push(row);
  } finally {
    await stop();
    await cleanup();
  }
}

const table = [
  `Machine: ${machineLine()}; ${CONNECTIONS} connections, ${SECONDS} s per phase; ${new Date().toISOString().slice(0, 10)}`,
  "",
  "| driver | bare route | create transaction | notification, first arrival | notification, replayed |",
  "| --- | --- | --- | --- | --- |",
  ...rows,
].join("\n");
writeFileSync(join(here, "last-run.md"), `${table}\n`);
console.log(`\n${table}`);
