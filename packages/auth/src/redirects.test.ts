import { describe, expect, it } from "vitest";
import { guardRedirect, isGuardedPath, postLoginRedirect, safeReturnPath } from "./redirects";

describe("guardRedirect", () => {
  it("sends a token-less visitor on a guarded page to /login with the encoded path", () => {
    expect(guardRedirect({ path: "/my-class?tab=done", hasToken: false })).toBe(
      "/login?url=%2Fmy-class%3Ftab%3Ddone",
    );
    expect(guardRedirect({ path: "/transactions/trx-1", hasToken: false })).toBe(
      "/login?url=%2Ftransactions%2Ftrx-1",
    );
    expect(guardRedirect({ path: "/en/my-class", hasToken: false })).toBe("/en/login?url=%2Fen%2Fmy-class");
  });

  it("honours an explicit guarded flag", () => {
    expect(guardRedirect({ path: "/kuis/1", hasToken: false, guarded: true })).toBe("/login?url=%2Fkuis%2F1");
    expect(guardRedirect({ path: "/my-class", hasToken: false, guarded: false })).toBeNull();
  });

  it("sends a token holder on /login to /", () => {
    expect(guardRedirect({ path: "/login", hasToken: true })).toBe("/");
    expect(guardRedirect({ path: "/login?url=%2Fmy-class", hasToken: true })).toBe("/");
    expect(guardRedirect({ path: "/en/login", hasToken: true })).toBe("/en");
  });

  it("lets everything else through", () => {
    expect(guardRedirect({ path: "/", hasToken: false })).toBeNull();
    expect(guardRedirect({ path: "/course/excel", hasToken: false })).toBeNull();
    expect(guardRedirect({ path: "/login", hasToken: false })).toBeNull();
    expect(guardRedirect({ path: "/my-class", hasToken: true })).toBeNull();
    expect(isGuardedPath("/my-classes")).toBe(false);
  });
});

describe("postLoginRedirect", () => {
  it("returns to the previous path", () => {
    expect(postLoginRedirect({ currentPath: "/login", previousPath: "/my-class" })).toBe("/my-class");
  });

  it("stays on the course when the login happened on a course page", () => {
    expect(postLoginRedirect({ currentPath: "/course/excel-dasar?x=1", previousPath: "/my-class" })).toBe(
      "/course/excel-dasar",
    );
    expect(
      postLoginRedirect({
        currentPath: "/en/course/excel",
        previousPath: "/my-class",
        target: "/en/course/excel",
      }),
    ).toBe("/en/course/excel");
  });

  it("falls back to the target, then home; never follows an unsafe or login path", () => {
    expect(postLoginRedirect({ currentPath: "/login", previousPath: null, target: "/course/a" })).toBe(
      "/course/a",
    );
    expect(postLoginRedirect({ currentPath: "/login", previousPath: "//evil.example/x" })).toBe("/");
    expect(postLoginRedirect({ currentPath: "/login", previousPath: "https://evil.example" })).toBe("/");
    expect(postLoginRedirect({ currentPath: "/login", previousPath: "/login" })).toBe("/");
    expect(safeReturnPath("/\\evil")).toBeNull();
  });
});
