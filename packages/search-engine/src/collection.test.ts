import { describe, expect, it } from "vitest";
import { courses } from "./fixtures.test-helpers";

// What a server built on the engine uses instead of the collection's indexes: these must keep their meaning
// whatever the numbering of documents inside.
describe("a collection's public methods", () => {
  it("names itself, counts its documents and tells whether an id is there", () => {
    const c = courses();
    expect(c.name).toBe("courses");
    expect(c.count).toBe(7);
    expect(c.has("3")).toBe(true);
    c.remove("3");
    expect(c.has("3")).toBe(false);
    expect(c.count).toBe(6);
    expect(c.has("nope")).toBe(false);
  });

  it("lists the live documents passing a filter in insertion order, every one without a filter", () => {
    const c = courses();
    c.remove("2");
    c.write({ id: "1", title: "Dasar-Dasar Kepemimpinan Baru" }, "update");
    expect(c.matching().map((d) => d.id)).toEqual(["1", "3", "4", "5", "6", "7"]);
    expect(c.matching("").map((d) => d.id)).toEqual(["1", "3", "4", "5", "6", "7"]);
    expect(c.matching("category:=`Leadership & Management`").map((d) => d.id)).toEqual(["1", "6"]);
    expect(c.matching("is_free:true && rating:>4").map((d) => d.title)).toEqual([
      "Dasar-Dasar Kepemimpinan Baru",
      "Public Speaking for Beginners",
      "Pemasaran Digital untuk UMKM",
    ]);
    expect(() => c.matching("nope:1")).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => c.matching("rating:")).toThrow(expect.objectContaining({ status: 400 }));
  });

  it("moves its version on every write, so caches keyed by it never serve an old answer", () => {
    const c = courses();
    const seen = [c.version];
    c.write({
      id: "8",
      title: "Excel Dasar",
      category: "Office",
      institution: "UI",
      rating: 4,
      popularity: 1,
      release_date: 1,
      is_free: true,
    });
    seen.push(c.version);
    c.remove("8");
    seen.push(c.version);
    c.alter({ fields: [{ name: "level", type: "string", optional: true }] });
    seen.push(c.version);
    expect(new Set(seen).size).toBe(4);
    expect(c.schema.fields.map((f) => f.name)).toContain("level");
  });
});
