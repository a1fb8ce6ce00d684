import type { Db } from "@gk/db";
import { SEARCH_INDEXES } from "@gk/search";
import type { Client } from "typesense";
import type { SearchConfig } from "../../config";
import { ensureSearchOnlyKey, isAlreadyThere, isNotFound } from "./client";
import { allCollections, orgOfTag, orgTag, tenantIndexes, type TenantIndex } from "./collections";
import {
  allCourseDocs,
  blogDocs,
  bundleAsMixed,
  bundleDocs,
  bundlesOf,
  countPublishedCourses,
  courseAsMixed,
  courseDocs,
  pickCounts,
  pickedCourseIds,
  restrictingOrgOf,
  type CourseDoc,
} from "./documents";

/**
 * Writes the catalogue into the search nodes with the official client: collection set-up, per-course upserts
 * and deletes (general search, business home, bundles and tenant indexes follow their courses), and the full
 * reindex. Every call is idempotent, so a job that failed half-way is simply run again by the queue.
 */
export class Indexer {
  constructor(
    private readonly db: Db,
    private readonly client: Client,
    private readonly config: SearchConfig,
  ) {}

  /** set once the collections are known to exist; cleared when a write fails (the node may have lost them) */
  private ensured = false;

  get collectionNames(): string[] {
    return allCollections(this.config).map((c) => c.name);
  }

  /**
   * Creates missing collections (and recreates one whose fields differ from the schema here, after a
   * deploy changed it) and the search-only parent key.
   */
  async ensureCollections(force = false): Promise<void> {
    if (this.ensured && !force) return;
    for (const c of allCollections(this.config)) {
      const signature = (fields: { name: string; type: string; facet?: boolean }[]) =>
        fields.map((f) => `${f.name}:${f.type}:${f.facet === true}`).join(",");
      const want = signature(c.fields);
      try {
        const have = await this.client.collections(c.name).retrieve();
        if (signature(have.fields) === want) continue;
        await this.client.collections(c.name).delete();
      } catch (e) {
        if (!isNotFound(e)) throw e;
      }
      try {
        await this.client
          .collections()
          .create({ name: c.name, fields: c.fields, default_sorting_field: c.defaultSortingField });
      } catch (e) {
        // created meanwhile by another replica
        if (!isAlreadyThere(e)) throw e;
      }
    }
    await ensureSearchOnlyKey(this.client, this.config, this.collectionNames);
    this.ensured = true;
  }

  /** One indexing operation at a time in this process, so a sweep and a reindex never interleave their writes. */
  private queue: Promise<unknown> = Promise.resolve();
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Documents in the courses index (0 when it does not exist): the "is the index empty" check of start-up. */
  async indexedCourses(): Promise<number> {
    try {
      const c = await this.client.collections(SEARCH_INDEXES.courses).retrieve();
      return c.num_documents;
    } catch (e) {
      if (isNotFound(e)) return 0;
      throw e;
    }
  }

  private async upsert(collection: string, docs: object[]): Promise<void> {
    if (docs.length === 0) return;
    try {
      // the client throws ImportError when any line failed: the job fails and the queue retries it
      await this.client
        .collections(collection)
        .documents()
        .import(docs as Record<string, unknown>[], { action: "upsert" });
    } catch (e) {
      this.ensured = false;
      throw e;
    }
  }

  private async remove(collection: string, ids: string[]): Promise<void> {
    for (const id of ids) {
      try {
        await this.client.collections(collection).documents(id).delete();
      } catch (e) {
        if (!isNotFound(e)) throw e;
      }
    }
  }

  /** Which courses each tenant index holds: its organisation's picks when it restricts, else all published. */
  private async tenantFilters(): Promise<{ index: TenantIndex; keeps: (d: CourseDoc) => boolean }[]> {
    const out = [];
    for (const index of tenantIndexes(this.config)) {
      const org = await restrictingOrgOf(this.db, index.referral);
      const tag = org ? orgTag(org) : null;
      out.push({
        index,
        keeps: (d: CourseDoc) => d.published && (tag === null || d.visibility.includes(tag)),
      });
    }
    return out;
  }

  /** Brings these courses (and the bundles that contain them) up to date everywhere; unpublished or deleted ones are removed. */
  syncCourses(ids: string[]): Promise<{ upserted: number; deleted: number }> {
    return this.exclusive(() => this.syncCoursesNow(ids));
  }

  private async syncCoursesNow(ids: string[]): Promise<{ upserted: number; deleted: number }> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return { upserted: 0, deleted: 0 };
    await this.ensureCollections();
    const { docs, missing } = await courseDocs(this.db, unique);
    const live = docs.filter((d) => d.published);
    const gone = [...missing, ...docs.filter((d) => !d.published).map((d) => d.id)];
    await this.upsert(SEARCH_INDEXES.courses, live);
    await this.upsert(SEARCH_INDEXES.general, live.map(courseAsMixed));
    await this.upsert(SEARCH_INDEXES.business, live.map(courseAsMixed));
    await this.remove(SEARCH_INDEXES.courses, gone);
    await this.remove(
      SEARCH_INDEXES.general,
      gone.map((id) => `course_${id}`),
    );
    await this.remove(
      SEARCH_INDEXES.business,
      gone.map((id) => `course_${id}`),
    );
    for (const { index, keeps } of await this.tenantFilters()) {
      await this.upsert(index.name, live.filter(keeps));
      await this.remove(index.name, [...gone, ...live.filter((d) => !keeps(d)).map((d) => d.id)]);
    }
    await this.syncBundles(await bundlesOf(this.db, unique));
    return { upserted: live.length, deleted: gone.length };
  }

  /**
   * Brings these bundles (undefined: all) up to date: their documents per scope are upserted, and the ones no
   * scope should see any more (a bundle hidden, an organisation whose last pick in it was removed) deleted.
   */
  async syncBundles(ids?: string[]): Promise<void> {
    if (ids && ids.length === 0) return;
    const { docs } = await bundleDocs(this.db, ids);
    await this.upsert(SEARCH_INDEXES.bundles, docs);
    await this.upsert(SEARCH_INDEXES.general, docs.map(bundleAsMixed));
    await this.upsert(SEARCH_INDEXES.business, docs.map(bundleAsMixed));
    const keep = new Set(docs.map((d) => d.id));
    const filter = ids ? `bundle_id:=[${ids.map((id) => `\`${id}\``).join(",")}]` : undefined;
    const exported = await this.client
      .collections(SEARCH_INDEXES.bundles)
      .documents()
      .export({ include_fields: "id", ...(filter ? { filter_by: filter } : {}) });
    const stale = exported
      .split("\n")
      .filter(Boolean)
      .map((line) => String((JSON.parse(line) as { id: string }).id))
      .filter((id) => !keep.has(id));
    await this.remove(SEARCH_INDEXES.bundles, stale);
    await this.remove(
      SEARCH_INDEXES.general,
      stale.map((id) => `bundle_${id}`),
    );
    await this.remove(
      SEARCH_INDEXES.business,
      stale.map((id) => `bundle_${id}`),
    );
  }

  /**
   * Finds what a watermark cannot see — a pick removed, a site switching between "all" and "picked" —
   * by comparing counts: per organisation tag in the courses index against its picks in the database, and
   * each tenant index against what it should hold. An organisation whose counts differ has the difference
   * of its course sets synced; a tenant index that differs is rebuilt with the rest. Cheap when all agree:
   * one collection listing, one facet search and a few counts.
   */
  async reconcile(): Promise<{ synced: number; rebuilt: boolean }> {
    await this.ensureCollections();
    const sizes = new Map((await this.client.collections().retrieve()).map((c) => [c.name, c.num_documents]));
    const published = await countPublishedCourses(this.db);
    const picks = await pickCounts(this.db);
    if ((sizes.get(SEARCH_INDEXES.courses) ?? 0) !== published) {
      await this.reindexAll();
      return { synced: 0, rebuilt: true };
    }
    for (const t of tenantIndexes(this.config)) {
      const org = await restrictingOrgOf(this.db, t.referral);
      if ((sizes.get(t.name) ?? 0) !== (org ? (picks.get(org) ?? 0) : published)) {
        await this.reindexAll();
        return { synced: 0, rebuilt: true };
      }
    }
    // bundle documents (one per scope that sees a bundle) are few; a count that differs means the collection
    // was recreated by a schema change or lost documents, which no course change would bring back
    if ((sizes.get(SEARCH_INDEXES.bundles) ?? 0) !== (await bundleDocs(this.db)).docs.length) {
      await this.reindexAll();
      return { synced: 0, rebuilt: true };
    }
    const facets = await this.client
      .collections(SEARCH_INDEXES.courses)
      .documents()
      .search({ q: "*", query_by: "name_id", facet_by: "visibility", max_facet_values: 10_000, per_page: 0 });
    const indexed = new Map<string, number>();
    for (const c of facets.facet_counts?.[0]?.counts ?? []) {
      const org = orgOfTag(c.value);
      if (org) indexed.set(org, c.count);
    }
    const differing = [...new Set([...indexed.keys(), ...picks.keys()])].filter(
      (org) => (indexed.get(org) ?? 0) !== (picks.get(org) ?? 0),
    );
    const toSync = new Set<string>();
    for (const org of differing) {
      const inDb = new Set(await pickedCourseIds(this.db, org));
      const inIndex = await this.idsTagged(orgTag(org));
      for (const id of inIndex) if (!inDb.has(id)) toSync.add(id);
      for (const id of inDb) if (!inIndex.has(id)) toSync.add(id);
    }
    if (toSync.size > 0) await this.syncCourses([...toSync]);
    return { synced: toSync.size, rebuilt: false };
  }

  private async idsTagged(tag: string): Promise<Set<string>> {
    const ids = new Set<string>();
    for (let page = 1; ; page++) {
      const res = await this.client
        .collections(SEARCH_INDEXES.courses)
        .documents()
        .search({
          q: "*",
          query_by: "name_id",
          filter_by: `visibility:=${tag}`,
          include_fields: "id",
          per_page: 250,
          page,
        });
      for (const h of res.hits ?? []) ids.add(String((h.document as { id: string }).id));
      if ((res.hits ?? []).length < 250) return ids;
    }
  }

  /**
   * Rebuilds every collection from the database without taking search down: every current document is
   * upserted, then documents the database no longer has are deleted. `onProgress(done, total)` follows
   * the courses.
   */
  reindexAll(
    onProgress: (done: number, total: number) => void = () => {},
  ): Promise<{ courses: number; seconds: number }> {
    return this.exclusive(() => this.reindexNow(onProgress));
  }

  private async reindexNow(
    onProgress: (done: number, total: number) => void,
  ): Promise<{ courses: number; seconds: number }> {
    const started = performance.now();
    await this.ensureCollections(true);
    const total = await countPublishedCourses(this.db);
    const tenants = await this.tenantFilters();
    const written = new Map<string, Set<string>>(this.collectionNames.map((n) => [n, new Set<string>()]));
    const put = async (collection: string, docs: { id: string }[]) => {
      await this.upsert(collection, docs);
      for (const d of docs) written.get(collection)!.add(d.id);
    };
    let done = 0;
    onProgress(0, total);
    for await (const page of allCourseDocs(this.db)) {
      await put(SEARCH_INDEXES.courses, page);
      const mixed = page.map(courseAsMixed);
      await put(SEARCH_INDEXES.general, mixed);
      await put(SEARCH_INDEXES.business, mixed);
      for (const { index, keeps } of tenants) await put(index.name, page.filter(keeps));
      done += page.length;
      onProgress(done, total);
    }
    await put(SEARCH_INDEXES.general, await blogDocs(this.db));
    const { docs } = await bundleDocs(this.db);
    await put(SEARCH_INDEXES.bundles, docs);
    await put(SEARCH_INDEXES.general, docs.map(bundleAsMixed));
    await put(SEARCH_INDEXES.business, docs.map(bundleAsMixed));
    for (const [collection, keep] of written) {
      const exported = await this.client.collections(collection).documents().export({ include_fields: "id" });
      const stale = exported
        .split("\n")
        .filter(Boolean)
        .map((line) => String((JSON.parse(line) as { id: string }).id))
        .filter((id) => !keep.has(id));
      await this.remove(collection, stale);
    }
    return { courses: done, seconds: (performance.now() - started) / 1000 };
  }
}
