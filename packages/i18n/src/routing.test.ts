import { describe, expect, it } from "vitest";
import createMiddleware from "next-intl/middleware";
import { NextRequest } from "next/server";
import { routing } from "./routing";

// The real next-intl middleware driven by our routing object: the behaviour the web app's proxy.ts gets.
const middleware = createMiddleware(routing);
const visit = (path: string, headers: Record<string, string> = {}) =>
  middleware(new NextRequest(new URL(path, "http://localhost:3000"), { headers }));

describe("routing: Indonesian first without a prefix, English under /en", () => {
  it("is id (default) and en, prefix as needed, detection off", () => {
    expect(routing.locales).toEqual(["id", "en"]);
    expect(routing.defaultLocale).toBe("id");
    expect(routing.localePrefix).toBe("as-needed");
    expect(routing.localeDetection).toBe(false);
  });

  it("serves Indonesian without a prefix even to an English browser", async () => {
    const response = visit("/course/excel", { "accept-language": "en-US,en;q=0.9" });
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/id/course/excel");
    expect(response.headers.get("x-middleware-request-x-next-intl-locale")).toBe("id");
  });

  it("serves English under /en and drops a redundant /id prefix", async () => {
    const en = visit("/en/course/excel");
    expect(en.headers.get("location")).toBeNull();
    expect(en.headers.get("x-middleware-request-x-next-intl-locale")).toBe("en");
    const id = visit("/id/course/excel");
    expect(id.status).toBe(307);
    expect(id.headers.get("location")).toBe("http://localhost:3000/course/excel");
  });
});
