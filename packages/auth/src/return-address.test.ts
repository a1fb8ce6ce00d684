import { describe, expect, it } from "vitest";
import { postLoginRedirect } from "./redirects";
import { safeReturnPath } from "./return-address";

const SITE = "https://belajar.gurukita.id";
/** Where a browser on our site ends up when it follows `path` (the WHATWG URL parser browsers use). */
const landsOn = (path: string) => new URL(path, `${SITE}/login`).origin;

/**
 * Return addresses as the sign-in page reads them from `?url=` (one round of decoding already done), each of
 * which a browser would follow to another site, or which decode to one.
 */
const BYPASSES = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil",
  "\\evil",
  "https://evil.example",
  "http:evil.example",
  "//evil.example/%2e%2e",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\u0000/evil.example",
  " //evil.example",
  "\t//evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%5Cevil",
  "/%5C%5Cevil",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "/%2509/evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "/a/..//evil.example",
  "%2F%2Fevil.example",
  "evil.example",
  "",
];

describe("safeReturnPath", () => {
  it.each(BYPASSES)("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("keeps same-site paths with their query and fragment", () => {
    expect(safeReturnPath("/my-class")).toBe("/my-class");
    expect(safeReturnPath("/en/course/excel-dasar?tab=reviews#top")).toBe(
      "/en/course/excel-dasar?tab=reviews#top",
    );
    expect(safeReturnPath("/search?q=data%20science&category=it")).toBe(
      "/search?q=data%20science&category=it",
    );
    expect(safeReturnPath("/search?q=diskon 100%")).toBe("/search?q=diskon%20100%");
    expect(safeReturnPath("/search?q=a%2Fb")).toBe("/search?q=a%2Fb");
    expect(safeReturnPath("/")).toBe("/");
  });

  it("normalises what it keeps, so the browser lands where it was checked", () => {
    expect(safeReturnPath("/course/a/../../my-class")).toBe("/my-class");
    expect(safeReturnPath("/course/x\\y")).toBe("/course/x/y");
  });

  it("refuses missing and absurdly long values", () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(`/${"a".repeat(3000)}`)).toBeNull();
  });
});

describe("after sign-in", () => {
  it.each(BYPASSES)("never leaves the site for a return address of %j", (value) => {
    const to = postLoginRedirect({ currentPath: "/login", previousPath: value, target: "/" });
    expect(to).toBe("/");
    expect(landsOn(to)).toBe(SITE);
  });

  it("never leaves the site for an unsafe target either (the LMS course link)", () => {
    const to = postLoginRedirect({ currentPath: "/local/x/index.php", target: "/\t/evil.example" });
    expect(landsOn(to)).toBe(SITE);
  });

  it("follows a normalised same-site return address", () => {
    expect(
      postLoginRedirect({ currentPath: "/login", previousPath: "/my-class?tab=done", target: "/" }),
    ).toBe("/my-class?tab=done");
  });
});
