import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { allows, allowsCollection, KeyStore, scopedKey } from "./keys";

const dir = mkdtempSync(join(tmpdir(), "gk-keys-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("keys", () => {
  it("matches actions and collections like Typesense", () => {
    expect(allows(["documents:*"], "documents:search")).toBe(true);
    expect(allows(["documents:search"], "documents:import")).toBe(false);
    expect(allows(["*"], "keys:create")).toBe(true);
    expect(allowsCollection(["dev_tenant_.*"], "dev_tenant_sukamaju_index")).toBe(true);
    expect(allowsCollection(["courses"], "bundles")).toBe(false);
  });

  it("expires keys and scoped keys by the clock", () => {
    let now = Date.UTC(2026, 10, 22);
    const store = new KeyStore("admin", dir, () => now);
    const sec = Math.floor(now / 1000);
    const parent = store.create({
      actions: ["documents:search"],
      collections: ["courses"],
      expires_at: sec + 100,
    });
    const scoped = scopedKey(parent.value, { filter_by: "company_ids:=acme", expires_at: sec + 10 });
    expect(store.authorize(scoped, "documents:search", ["courses"])).toEqual({
      ok: true,
      embedded: { filter_by: "company_ids:=acme" },
    });
    expect(store.authorize(scoped, "documents:search", ["bundles"]).ok).toBe(false);
    expect(store.authorize(scoped, "documents:get", ["courses"]).ok).toBe(false);
    now += 11_000;
    expect(store.authorize(scoped, "documents:search", ["courses"]).ok).toBe(false);
    expect(store.authorize(parent.value, "documents:search", ["courses"]).ok).toBe(true);
    now += 100_000;
    expect(store.authorize(parent.value, "documents:search", ["courses"]).ok).toBe(false);
  });

  it("survives a restart and refuses malformed keys", () => {
    const store = new KeyStore("admin", dir);
    const k = store.create({ description: "api", actions: ["documents:*"], collections: ["*"] });
    expect(new KeyStore("admin", dir).authorize(k.value, "documents:import", ["x"]).ok).toBe(true);
    expect(() => store.create({ actions: [], collections: ["*"] })).toThrow(/actions/);
    expect(() => store.create({ actions: ["*"], collections: "x" })).toThrow(/collections/);
    expect(
      store.authorize(Buffer.from("x".repeat(60)).toString("base64"), "documents:search", ["courses"]).ok,
    ).toBe(false);
    expect(store.authorize(undefined, "documents:search", []).ok).toBe(false);
  });
});
