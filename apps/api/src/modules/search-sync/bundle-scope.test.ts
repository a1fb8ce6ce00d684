import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SearchKey } from "@gk/contracts";
import { bundleCourses, bundles, courses, organisationCoursePicks } from "@gk/db";
import { createSearchServer, type SearchServer } from "@gk/search-server";
import { and, eq } from "drizzle-orm";
import { Client } from "typesense";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { indexingClient } from "./client";
import { allCollections, bundleFields, courseFields } from "./collections";
import { Indexer } from "./indexer";

const ADMIN = "bundle-scope-test-admin-key";

/** Every string in a document, however deep (names sit in arrays). */
function strings(v: unknown): string[] {
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === "object") return Object.values(v).flatMap(strings);
  return [];
}

/**
 * Bundle documents name their courses. A company learner's scoped key, which opens every collection the API
 * keeps, must read no name of a course the company did not pick: not in a bundle that mixes picked and
 * unpicked courses, nor in general search, the business home or any tenant index.
 */
describe.each(DRIVERS)("bundle documents per scope on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  let search: SearchServer;
  let url = "";
  let indexer: Indexer;
  const dataDir = mkdtempSync(join(tmpdir(), "gk-bundle-scope-"));
  const client = (key: string) =>
    new Client({
      nodes: [{ host: "127.0.0.1", port: Number(new URL(url).port), protocol: "http" }],
      apiKey: key,
      connectionTimeoutSeconds: 10,
      numRetries: 0,
      logLevel: "silent",
    });
  const queryBy = (collection: string) => {
    const spec = allCollections(api.config.search).find((c) => c.name === collection)!;
    return spec.fields === courseFields ? "name_id" : spec.fields === bundleFields ? "name_id" : "title_id";
  };
  /** Every document a key can read in a collection, page by page. */
  const everything = async (key: string, collection: string) => {
    const docs: Record<string, unknown>[] = [];
    for (let page = 1; ; page++) {
      const res = await client(key)
        .collections(collection)
        .documents()
        .search({ q: "*", query_by: queryBy(collection), per_page: 250, page });
      const hits = (res.hits ?? []).map((h) => h.document as Record<string, unknown>);
      docs.push(...hits);
      if (hits.length < 250) return docs;
    }
  };
  const keyOf = async (headers: Record<string, string> = {}) => {
    const res = await api.app.inject({ url: "/search/key", headers });
    expect(res.statusCode).toBe(200);
    return (res.json().data as SearchKey).key;
  };
  let mixed: { id: string; slug: string };
  let picked: { id: string; nameId: string; nameEn: string };
  let unpickedNames: Set<string>;

  beforeAll(async () => {
    search = createSearchServer({ apiKey: ADMIN, dataDir });
    url = await search.listen(0);
    api = await startTestApi(driver, {
      config: testConfig({ TYPESENSE_NODES: url, TYPESENSE_API_KEY: ADMIN }),
    });
    fx = await catalogueFixture(api.database.db, api.config);
    const db = api.database.db;
    const all = await db
      .select({ id: courses.id, nameId: courses.nameId, nameEn: courses.nameEn })
      .from(courses)
      .where(eq(courses.published, true));
    const pickIds = new Set(fx.picks.map((p) => p.id));
    const pickedNames = new Set(all.filter((c) => pickIds.has(c.id)).flatMap((c) => [c.nameId, c.nameEn]));
    unpickedNames = new Set(
      all
        .filter((c) => !pickIds.has(c.id))
        .flatMap((c) => [c.nameId, c.nameEn])
        .filter((n) => !pickedNames.has(n)),
    );
    picked = all.find((c) => c.id === fx.picks[0]!.id)!;
    // a bundle of one picked course and two the company did not pick
    const others = all.filter((c) => !pickIds.has(c.id)).slice(0, 2);
    const [b] = await db
      .insert(bundles)
      .values({
        slug: "paket-campuran-uji",
        nameId: "Paket Campuran Uji",
        nameEn: "Mixed Test Bundle",
        descriptionId: "Tiga kursus pilihan.",
        descriptionEn: "Three chosen courses.",
        priceRupiah: 199_000,
      })
      .returning();
    await db
      .insert(bundleCourses)
      .values([picked, ...others].map((c, i) => ({ bundleId: b!.id, courseId: c.id, position: i + 1 })));
    mixed = { id: b!.id, slug: b!.slug };
    indexer = new Indexer(db, indexingClient(api.config.search), api.config.search);
    await indexer.reindexAll();
  }, 90_000);
  afterAll(async () => {
    await api?.close();
    await search?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("a company learner's key reads no name of an unpicked course in any collection it opens", async () => {
    const key = await keyOf(bearer(fx.employee.token));
    const seen: string[] = [];
    for (const { name } of allCollections(api.config.search)) {
      for (const doc of await everything(key, name)) {
        const leaked = strings(doc).filter((s) => unpickedNames.has(s));
        expect(leaked, `${name} document ${String(doc.id)}`).toEqual([]);
        seen.push(...strings(doc));
      }
    }
    // the bundle is still there for the learner, naming the one course the company picked
    const bundle = (await everything(key, "bundles")).find((d) => d.bundle_id === mixed.id);
    expect(bundle).toMatchObject({
      slug: mixed.slug,
      course_names: [picked.nameId, picked.nameEn],
      course_count: 1,
    });
    expect(seen).toContain("Paket Campuran Uji");
  });

  it("the public key still sees the whole bundle, and a removed pick takes the company's copy away", async () => {
    const publicDocs = (await everything(await keyOf(), "bundles")).filter((d) => d.bundle_id === mixed.id);
    expect(publicDocs).toHaveLength(1);
    expect(publicDocs[0]).toMatchObject({ id: mixed.id, course_count: 3 });
    expect(
      (publicDocs[0]!.course_names as string[]).filter((n) => unpickedNames.has(n)).length,
    ).toBeGreaterThan(0);

    await api.database.db
      .delete(organisationCoursePicks)
      .where(
        and(
          eq(organisationCoursePicks.organisationId, fx.company.id),
          eq(organisationCoursePicks.courseId, picked.id),
        ),
      );
    await indexer.syncCourses([picked.id]);
    const key = await keyOf(bearer(fx.employee.token));
    expect((await everything(key, "bundles")).some((d) => d.bundle_id === mixed.id)).toBe(false);
    for (const collection of ["general_search", "business_home"])
      expect(
        (await everything(key, collection)).some((d) => String(d.id).startsWith(`bundle_${mixed.id}`)),
      ).toBe(false);
    // the public copy stays
    expect((await everything(await keyOf(), "bundles")).filter((d) => d.bundle_id === mixed.id)).toHaveLength(
      1,
    );
  });

  it("the sweep's reconciliation refills bundles whose collection was recreated (a schema change on deploy)", async () => {
    const admin = client(ADMIN);
    await admin.collections("bundles").delete();
    await indexer.ensureCollections(true);
    expect((await admin.collections("bundles").retrieve()).num_documents).toBe(0);
    expect(await indexer.reconcile()).toEqual({ synced: 0, rebuilt: true });
    expect((await everything(await keyOf(), "bundles")).some((d) => d.bundle_id === mixed.id)).toBe(true);
    expect(await indexer.reconcile()).toEqual({ synced: 0, rebuilt: false });
  });
});
