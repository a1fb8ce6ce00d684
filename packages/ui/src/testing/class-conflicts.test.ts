import { describe, expect, it } from "vitest";
import { classConflicts } from "./class-conflicts";

describe("classConflicts", () => {
  it("names the class a later one of the same property overrides", () => {
    expect(classConflicts(["inline-flex rounded-lg px-3 rounded-full"])).toEqual([
      '"inline-flex rounded-lg px-3 rounded-full": rounded-lg overridden',
    ]);
    expect(classConflicts(["text-xs font-semibold text-sm"])).toHaveLength(1);
  });

  it("passes lists that set each property once, refinements and repeats included", () => {
    expect(
      classConflicts([
        "block w-full px-3 pr-12 text-base text-ink",
        "disabled:cursor-progress hover:bg-brand-strong bg-brand",
        "size-5 size-5",
      ]),
    ).toEqual([]);
  });
});
