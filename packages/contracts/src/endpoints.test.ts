import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { endpoints, registerRequestSchema, loginResponseSchema, type Endpoint } from "./index";

describe("contracts", () => {
  it("lists every call once", () => {
    const calls = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(calls).size).toBe(calls.length);
    for (const c of [
      "GET /profile",
      "POST /auth/v2/login",
      "POST /auth/v2/identify",
      "POST /auth/v2/account-chooser",
      "POST /auth/register",
      "POST /auth/social",
      "POST /auth/logout",
      "POST /auth/password/email",
      "POST /auth/password/reset",
      "POST /auth/login-register",
    ]) {
      expect(calls).toContain(c);
    }
  });

  it("gives every call a request holding its path placeholders and query fields, a tag and a summary", () => {
    for (const [name, e] of Object.entries(endpoints) as [string, Endpoint][]) {
      const fields = Object.keys((e.request as z.ZodObject).shape);
      for (const [, placeholder] of e.path.matchAll(/\{(\w+)\}/g))
        expect(fields, `${name} {${placeholder}}`).toContain(placeholder);
      for (const q of e.query ?? []) expect(fields, `${name} ?${q}`).toContain(q);
      expect(e.tag, name).toMatch(/^[a-z]+$/);
      expect(e.summary.length, name).toBeGreaterThan(5);
      // 201 says something was created, which a GET never does
      if (e.status === 201) expect(e.method, name).not.toBe("GET");
    }
  });

  it("registration needs an email or a phone, matching passwords and accepted terms", () => {
    const ok = {
      fullName: "Siti Aminah",
      email: "siti@example.id",
      password: "kopi-tubruk-9",
      passwordConfirmation: "kopi-tubruk-9",
      acceptTerms: true,
    };
    expect(registerRequestSchema.safeParse(ok).success).toBe(true);
    const paths = (v: unknown) =>
      (registerRequestSchema.safeParse(v).error?.issues ?? []).map((i) => i.path.join("."));
    expect(paths({ ...ok, email: undefined })).toContain("email");
    expect(paths({ ...ok, passwordConfirmation: "x" })).toContain("passwordConfirmation");
    expect(paths({ ...ok, acceptTerms: false })).toContain("acceptTerms");
  });

  it("login answers either a session or an account chooser", () => {
    expect(loginResponseSchema.safeParse({ data: { chooserToken: "t", accounts: [] } }).success).toBe(false);
    expect(loginResponseSchema.safeParse({ data: { token: "t", user: null } }).success).toBe(false);
  });
});

import { CATEGORIES } from "./categories";
describe("the 22 course categories", () => {
  it("has the 22 categories, each named in both languages, slugs unique", () => {
    expect(CATEGORIES).toHaveLength(22);
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(22);
    for (const c of CATEGORIES) expect(c.id.length * c.en.length).toBeGreaterThan(0);
  });
});
