import { describe, expect, it } from "vitest";
import { learnPaths } from "./paths";

describe("learning paths", () => {
  it("keeps Indonesian unprefixed and English under /en", () => {
    expect(learnPaths.lesson("id", "excel-dasar", "L1")).toBe("/course/excel-dasar/learn/L1");
    expect(learnPaths.result("en", "excel-dasar", "L1", "A1")).toBe(
      "/en/course/excel-dasar/learn/L1/result/A1",
    );
    expect(learnPaths.certificate("en", "GK-AAAA-BBBB-CCCC")).toBe("/en/certificates/GK-AAAA-BBBB-CCCC");
    expect(learnPaths.certificatePdf("GK-AAAA-BBBB-CCCC")).toBe("/api/gk/certificates/GK-AAAA-BBBB-CCCC/pdf");
  });
});
