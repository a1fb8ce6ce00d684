// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTokenStore, readTokenCookie, tokenCookie, TOKEN_COOKIE_MAX_AGE_SECONDS } from "./token";

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  document.cookie = "token=; path=/; max-age=0";
});

describe("token storage and cookie", () => {
  it("keeps the token in localStorage `token` and in the cookie `token`", () => {
    const tokens = createTokenStore();
    tokens.set("abc.def");
    expect(localStorage.getItem("token")).toBe("abc.def");
    expect(readTokenCookie(document.cookie)).toBe("abc.def");
    expect(tokens.get()).toBe("abc.def");
    tokens.remove();
    expect(localStorage.getItem("token")).toBeNull();
    expect(readTokenCookie(document.cookie)).toBeNull();
    expect(tokens.get()).toBeNull();
  });

  it("lives 7 days plus 7 hours", () => {
    expect(TOKEN_COOKIE_MAX_AGE_SECONDS).toBe(7 * 86_400 + 7 * 3_600);
    vi.useFakeTimers({ now: new Date("2026-11-22T00:00:00Z") });
    createTokenStore({ storage: null }).set("t1");
    vi.setSystemTime(new Date("2026-11-29T06:59:58Z"));
    expect(readTokenCookie(document.cookie)).toBe("t1");
    vi.setSystemTime(new Date("2026-11-29T07:00:01Z"));
    expect(readTokenCookie(document.cookie)).toBeNull();
  });

  it("also writes and clears the cookie for a given domain", () => {
    const writes: string[] = [];
    // a stand-in for document.cookie that records what the browser would be told
    const doc = {
      get cookie() {
        return "";
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    const tokens = createTokenStore({
      storage: null,
      document: doc,
      now: () => Date.parse("2026-11-22T00:00:00Z"),
    });
    tokens.set("t2", { domain: ".gurukita.id" });
    expect(writes).toHaveLength(2);
    expect(writes[1]).toBe(
      "token=t2; path=/; expires=Sun, 29 Nov 2026 07:00:00 GMT; max-age=630000; samesite=lax; domain=.gurukita.id",
    );
    tokens.remove({ domain: ".gurukita.id" });
    expect(writes[3]).toMatch(
      /^token=; path=\/; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; domain=\.gurukita\.id$/,
    );
  });

  it("reads the token from a Cookie header for the server", () => {
    expect(readTokenCookie("a=1; token=xyz%3D; b=2")).toBe("xyz=");
    expect(readTokenCookie("tokens=1")).toBeNull();
    expect(readTokenCookie(undefined)).toBeNull();
  });
});

describe("the token cookie's attributes", () => {
  /** A stand-in for document.cookie that records what the browser would be told. */
  function recorder() {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return "";
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    return { writes, doc };
  }
  const attributes = (cookie: string) =>
    cookie
      .split(";")
      .slice(1)
      .map((a) => a.trim().toLowerCase().split("=")[0]);

  it("is Secure and SameSite=Lax when the site is served over https, for every domain it is written for", () => {
    const { writes, doc } = recorder();
    const tokens = createTokenStore({ storage: null, document: doc, secure: () => true });
    tokens.set("t3", { domain: ".gurukita.id" });
    tokens.remove({ domain: ".gurukita.id" });
    expect(writes).toHaveLength(4);
    for (const cookie of writes) expect(attributes(cookie)).toContain("secure");
    for (const cookie of writes.slice(0, 2)) expect(cookie).toMatch(/; samesite=lax(;|$)/);
    // the page's scripts read it, so it is never HttpOnly
    for (const cookie of writes) expect(attributes(cookie)).not.toContain("httponly");
  });

  it("is not Secure over plain http (local development), where a Secure cookie would not be kept", () => {
    const { writes, doc } = recorder();
    createTokenStore({ storage: null, document: doc, secure: () => false }).set("t4");
    expect(attributes(writes[0]!)).not.toContain("secure");
    expect(writes[0]).toMatch(/; samesite=lax(;|$)/);
  });

  it("follows the page's own scheme by default", () => {
    const { writes, doc } = recorder();
    const original = window.location.href;
    // happy-dom's own control of the page address (not part of the DOM's types)
    const { happyDOM } = window as unknown as { happyDOM: { setURL(url: string): void } };
    happyDOM.setURL("https://belajar.gurukita.id/login");
    try {
      createTokenStore({ storage: null, document: doc }).set("t5");
    } finally {
      happyDOM.setURL(original);
    }
    expect(attributes(writes[0]!)).toContain("secure");
  });

  it("is Secure when the server sets it for an https visit (Google sign-in)", () => {
    expect(attributes(tokenCookie("t6", { secure: true }))).toEqual(
      expect.arrayContaining(["secure", "samesite", "path", "max-age"]),
    );
    expect(attributes(tokenCookie("t6"))).not.toContain("secure");
  });
});
