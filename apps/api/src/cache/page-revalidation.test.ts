import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { courses } from "@gk/db";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../test/catalogue-fixtures";
import { bearer, DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../test/harness";

/** A stand-in for the web servers' revalidate route: a real HTTP server that records every call. */
interface WebStandIn {
  url: string;
  calls: { path: string; authorization: string; body: unknown }[];
  /** the status it answers with */
  status: number;
  server: Server;
}

async function webStandIn(): Promise<WebStandIn> {
  const web: WebStandIn = { url: "", calls: [], status: 200, server: null as unknown as Server };
  const read = async (req: IncomingMessage) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    return raw ? (JSON.parse(raw) as unknown) : null;
  };
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await read(req);
    web.calls.push({ path: req.url ?? "", authorization: req.headers.authorization ?? "", body });
    res.writeHead(web.status, { "content-type": "application/json" }).end("{}");
  };
  web.server = createHttpServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => web.server.listen(0, "127.0.0.1", resolve));
  web.url = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
  return web;
}

// The web keeps home and course pages for visitors without a session; the API tells each web server when the
// catalogue changed, whoever changed it, so those pages do not wait for the end of their lifetime.
describe.each(DRIVERS)("the web's page cache told of catalogue changes on %s", (driver) => {
  let api: TestApi;
  let webs: WebStandIn[];
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;

  beforeAll(async () => {
    webs = [await webStandIn(), await webStandIn()];
    const config = testConfig({
      WEB_REVALIDATE_URLS: webs.map((w) => w.url).join(","),
      API_PROXY_SECRET: "a-shared-secret-of-the-web-and-the-api",
    });
    api = await startTestApi(driver, { config, startJobs: false });
    fx = await catalogueFixture(api.database.db, api.config);
    await settle();
  });
  // the fixture's own writes are announced too: each test starts once the last call is over
  afterEach(settle);
  async function settle() {
    await new Promise((r) => setTimeout(r, 400));
    for (const w of webs) {
      w.calls.length = 0;
      w.status = 200;
    }
  }
  afterAll(async () => {
    await api?.close();
    for (const w of webs ?? []) w.server.close();
  });

  it("tells every web server once, with the shared secret and the catalogue tag, after a review", async () => {
    const slug = fx.all[2]!.slug;
    const review = json({ rating: 4, body: "Contoh kasusnya dekat dengan pekerjaan saya." });
    const res = await api.app.inject({
      method: "PUT",
      url: `/courses/${slug}/review`,
      payload: review.payload,
      headers: { ...review.headers, ...bearer(fx.plain.token) },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => webs.map((w) => w.calls.length), { timeout: 5_000 }).toEqual([1, 1]);
    for (const w of webs) {
      expect(w.calls[0]).toEqual({
        path: "/api/revalidate",
        authorization: "Bearer a-shared-secret-of-the-web-and-the-api",
        body: { tags: ["catalogue"] },
      });
    }
  });

  it("tells a burst of changes as one call, and follows a change written straight into the database", async () => {
    for (const c of fx.all.slice(0, 5)) {
      await api.database.db.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, c.id));
    }
    await expect.poll(() => webs[0]!.calls.length, { timeout: 5_000 }).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 600));
    // five statements in a row (each its own commit and notification) are told in one or two calls
    expect(webs[0]!.calls.length).toBeLessThanOrEqual(2);
    expect(webs[1]!.calls.length).toBe(webs[0]!.calls.length);
  });

  it("goes on when a web server refuses, and still tells the others", async () => {
    webs[0]!.status = 503;
    await api.database.db.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, fx.all[1]!.id));
    await expect.poll(() => webs.map((w) => w.calls.length), { timeout: 5_000 }).toEqual([1, 1]);
    // the catalogue itself answers as before
    expect((await api.app.inject({ url: `/courses/${fx.all[1]!.slug}` })).statusCode).toBe(200);
  });
});
