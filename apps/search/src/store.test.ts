import { appendFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { search } from "@gk/search-engine";
import { afterEach, describe, expect, it } from "vitest";
import { configFromEnv } from "./env";
import { Store } from "./store";

const dirs: string[] = [];
const fresh = () => {
  const d = mkdtempSync(join(tmpdir(), "gk-store-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const schema = {
  name: "t",
  fields: [
    { name: "title", type: "string" },
    { name: "n", type: "int32", facet: true },
  ],
};

describe("store on disk", () => {
  it("replays the log over the snapshot and folds it into a new snapshot when it grows", () => {
    const dir = fresh();
    const s = new Store(dir);
    const c = s.create(schema);
    for (let i = 0; i < 1500; i++)
      s.append(c, [{ u: c.write({ id: String(i), title: `kursus ${i}`, n: i % 7 }) }]);
    // the log may hold as many changes as there are documents; 1,100 more updates pass that and fold it
    for (let i = 0; i < 1600; i++)
      s.append(c, [{ u: c.write({ id: "7", title: `versi ${i}`, n: 0 }, "upsert") }]);
    const log = readFileSync(join(dir, "collections", "t", "log.jsonl"), "utf8")
      .trim()
      .split("\n").length;
    expect(log).toBeLessThan(1500);
    s.append(c, [{ d: "3" }]);
    s.append(c, [{ u: c.write({ id: "4", title: "diubah", n: 1 }, "upsert") }]);
    const again = new Store(dir).get("t");
    expect(again.count).toBe(1499);
    expect(again.get("7").title).toBe("versi 1599");
    expect(again.has("3")).toBe(false);
    expect(again.get("4").title).toBe("diubah");
    expect(search(again, { q: "diubah", query_by: "title" }).found).toBe(1);
    expect(
      search(again, { q: "*", facet_by: "n" }).facet_counts[0]!.counts.reduce((a, b) => a + b.count, 0),
    ).toBe(1499);
  });

  it("ignores a torn last line left by a crash in the middle of an append", () => {
    const dir = fresh();
    const s = new Store(dir);
    const c = s.create(schema);
    s.append(c, [{ u: c.write({ id: "a", title: "x", n: 1 }) }]);
    appendFileSync(join(dir, "collections", "t", "log.jsonl"), '{"u":{"id":"b","tit');
    expect(new Store(dir).get("t").count).toBe(1);
  });

  it("keeps schema changes and forgets dropped collections", () => {
    const dir = fresh();
    const s = new Store(dir);
    const c = s.create(schema);
    s.append(c, [{ u: c.write({ id: "a", title: "x", n: 1 }) }]);
    c.alter({ fields: [{ name: "tags", type: "string[]", optional: true }] });
    s.altered(c);
    s.create({ name: "gone", fields: [] });
    s.drop("gone");
    const again = new Store(dir);
    expect(again.get("t").schema.fields.map((f) => f.name)).toEqual(["title", "n", "tags"]);
    expect(again.collections.has("gone")).toBe(false);
    expect(() => again.create(schema)).toThrow(expect.objectContaining({ status: 409 }));
  });
});

describe("configuration", () => {
  it("defaults to 127.0.0.1:8108, the development key and <repo>/data/search", () => {
    const c = configFromEnv({});
    expect(c).toMatchObject({ host: "127.0.0.1", port: 8108, apiKey: "gk-dev-admin-key" });
    expect(c.dataDir.endsWith(join("data", "search"))).toBe(true);
    expect(
      configFromEnv({ SEARCH_PORT: "9000", SEARCH_API_KEY: "k", SEARCH_DATA_DIR: "/tmp/x" }),
    ).toMatchObject({ port: 9000, apiKey: "k", dataDir: "/tmp/x" });
    expect(() => configFromEnv({ SEARCH_PORT: "x" })).toThrow(/SEARCH_PORT/);
  });
});
