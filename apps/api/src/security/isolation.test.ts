import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../test/harness";
import { operations, type OpenApiDocument } from "../http/openapi-summary";
import { CALLS, freshSession, victimsOf, type Call, type Entry } from "./calls";
import { FINDINGS } from "./findings";
import {
  buildWorld,
  changedData,
  headersFor,
  ROLES,
  SITES,
  type Actor,
  type SiteName,
  type World,
} from "./world";

/**
 * The isolation matrix: every role × every kind of site × every operation of the API's own OpenAPI document,
 * each call aimed at other people's and other companies' data. No answer may carry another person's markers
 * (ids, contact details, surname, feedback, attempts, certificates, sessions), nor a course outside what the
 * viewer's company or site may see, nor anything of another company's people. An operation of the document
 * without an entry in the call table (calls.ts) fails the suite with what to add.
 */

interface Violation {
  role: string;
  site: string;
  call: string;
  status: number;
  what: string;
}

const SLUG_RUN = /[a-z0-9]+(?:-[a-z0-9]+)*/g;

function leaks(
  world: World,
  me: Actor,
  site: SiteName,
  entry: Entry,
  call: Call,
  status: number,
  body: string,
): string[] {
  const sent = `${call.url} ${JSON.stringify(call.body ?? {})}`;
  const out: string[] = [];
  for (const other of Object.values(world.actors)) {
    if (other === me || !other.user) continue;
    const sameCompany = me.company !== null && me.company === other.company;
    const otherCompany = other.company !== null && !sameCompany;
    const who = entry.mayShow?.who ?? "notOtherCompanies";
    const allowedHere =
      who === "anyone" ||
      (who === "notOtherCompanies" && !otherCompany) ||
      (who === "sameCompany" && sameCompany) ||
      (who === "staff" && me.staff);
    for (const m of other.markers) {
      if (sent.includes(m.value) || !body.includes(m.value)) continue;
      const byDesign = entry.mayShow?.kinds.includes(m.kind) === true && allowedHere;
      if (!byDesign) out.push(`${other.role}'s ${m.kind} "${m.value}"`);
    }
  }
  // curation: a course slug in the answer must be one the viewer may see here
  if (status < 300 && !entry.mayShow?.kinds.includes("course")) {
    const visible = world.visibleSlugs(me, site);
    const known = new Set(world.courses.map((c) => c.slug));
    for (const run of body.match(SLUG_RUN) ?? []) {
      if (known.has(run) && !visible.has(run) && !sent.includes(run))
        out.push(`course "${run}" outside the viewer's catalogue`);
    }
  }
  return [...new Set(out)];
}

describe.each(DRIVERS)("isolation matrix on %s", (driver) => {
  let api: TestApi;
  let world: World;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    api = await startTestApi(driver, {
      config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: "100000", LOG_LEVEL: "error" }),
    });
    world = await buildWorld(api);
    doc = (await api.app.inject("/docs/json")).json();
  }, 120_000);
  afterAll(() => api?.close());

  it("has a call-table entry for every operation of the OpenAPI document", () => {
    const missing = operations(doc)
      .map(([op]) => op)
      .filter((op) => !CALLS[op]);
    expect(
      missing,
      `Operations without an entry in apps/api/src/security/calls.ts: ${missing.join(", ")}. Add one per ` +
        `operation to CALLS: how to make a valid call of it aimed at other people's ids (see the entries ` +
        `around it), and \`mayShow\` only for data the call shows to others by design.`,
    ).toEqual([]);
  });

  it("has no call-table entry for an operation the document no longer has", () => {
    const documented = new Set(operations(doc).map(([op]) => op));
    const stale = Object.keys(CALLS).filter((op) => !documented.has(op));
    expect(stale, `Entries of apps/api/src/security/calls.ts for removed operations: take them out`).toEqual(
      [],
    );
  });

  // The tests are generated from the call table (vitest collects them before the document exists); the first
  // test above fails for an operation of the document that the table lacks.
  const results = new Map<string, Promise<Violation[]>>();
  /** per operation, how many answers succeeded (2xx) */
  const successes = new Map<string, number>();
  const run = (op: string) => {
    let r = results.get(op);
    if (!r) results.set(op, (r = matrix(op)));
    return r;
  };

  async function matrix(op: string): Promise<Violation[]> {
    const [method, path] = op.split(" ") as [string, string];
    if (!doc.paths[path]?.[method.toLowerCase()]) return []; // an entry for an operation this build lacks
    const entry = CALLS[op]!;
    const violations: Violation[] = [];
    let n = 0;
    for (const site of Object.keys(SITES) as SiteName[]) {
      for (const role of ROLES) {
        const me = world.actors[role];
        const calls = await entry.calls({
          world,
          me,
          site,
          victims: victimsOf(world, role),
          freshToken: () => freshSession(world, me),
          unique: `${driver}-${site}-${role}-${n++}`.toLowerCase(),
        });
        for (const call of calls) {
          const token = call.token === undefined ? me.token : call.token;
          const res = await api.app.inject({
            method: call.method,
            url: call.url,
            headers: {
              ...headersFor(me, site, "id", token),
              ...(call.body === undefined ? {} : json(call.body).headers),
            },
            payload: call.body === undefined ? undefined : JSON.stringify(call.body),
          });
          if (res.statusCode < 300) successes.set(op, (successes.get(op) ?? 0) + 1);
          const where = { role, site, call: `${call.method} ${call.url}`, status: res.statusCode };
          if (res.statusCode >= 500)
            violations.push({ ...where, what: `a ${res.statusCode}: ${res.body.slice(0, 200)}` });
          for (const what of leaks(world, me, site, entry, call, res.statusCode, res.body))
            violations.push({ ...where, what });
        }
      }
    }
    return violations;
  }

  /** one line per kind of hole: who, where, what, with the first call that showed it */
  const report = (violations: Violation[]) => {
    const seen = new Map<string, string>();
    for (const v of violations) {
      const key = `${v.role} on ${v.site}: ${v.what.replace(/"[^"]*"/g, "…")}`;
      if (!seen.has(key)) seen.set(key, `${key} (${v.call} → ${v.status}: ${v.what})`);
    }
    return [...seen.values()].slice(0, 60);
  };

  for (const op of Object.keys(CALLS)) {
    const known = FINDINGS[op] ?? [];
    it(`${op}: no other person's or company's data, as any role on any site`, async () => {
      const open = (await run(op)).filter((v) => !known.some((f) => f.covers(v)));
      expect(report(open), `${open.length} violations`).toEqual([]);
    });
    for (const finding of known) {
      it.fails(`${op}: known hole, ${finding.why}`, async () => {
        const covered = (await run(op)).filter((v) => finding.covers(v));
        expect(report(covered)).toEqual([]);
      });
    }
  }

  it("reaches the handler of every operation: a call of each entry succeeds for someone, unless all are refusals", async () => {
    const never: string[] = [];
    for (const op of Object.keys(CALLS)) {
      const [method, path] = op.split(" ") as [string, string];
      if (!doc.paths[path]?.[method.toLowerCase()]) continue;
      await run(op);
      if (!CALLS[op]!.refusedOnly && !successes.get(op)) never.push(op);
    }
    expect(never, "entries whose calls never succeed: fix the call, or mark the entry refusedOnly").toEqual(
      [],
    );
  }, 300_000);

  it("the leak check itself sees another person's data and a course outside the catalogue", async () => {
    const { publicA, publicB, learnerY } = world.actors;
    const profile = await api.app.inject({ url: "/profile", headers: headersFor(publicB, "general") });
    const found = leaks(
      world,
      publicA,
      "general",
      CALLS["GET /profile"]!,
      { method: "GET", url: "/profile" },
      200,
      profile.body,
    );
    expect(found.join("\n")).toMatch(/publicB's id[\s\S]*publicB's email[\s\S]*publicB's lastName/);
    const list = await api.app.inject({
      url: "/courses?perPage=50",
      headers: headersFor(publicA, "general"),
    });
    const outside = leaks(
      world,
      learnerY,
      "general",
      CALLS["GET /courses"]!,
      { method: "GET", url: "/courses" },
      200,
      list.body,
    );
    expect(outside.filter((w) => w.includes("outside the viewer's catalogue")).length).toBeGreaterThan(5);
  });

  it("leaves everyone's own data as it was: no call above changed another person's or company's data", async () => {
    for (const op of Object.keys(CALLS)) await run(op); // every call of the matrix has been made
    expect(await changedData(world)).toEqual([]);
  }, 300_000);
});
