import { proxyToApi } from "@gk/api-client/proxy";
import { DEV_PROXY_SECRET, PROXY_HEADERS, type SearchKey } from "@gk/contracts";
import { hashPassword, organisationCatalogue, organisations, users } from "@gk/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, startTestApi, testConfig, type TestApi } from "../../test/harness";
import { createServer } from "../server";

const PASSWORD = "kopi-tubruk-9";
const OWNER = "pemilik@example.id";

/**
 * The client address and the site of a request, as the limits and the search key see them: forwarding headers
 * count only from a trusted peer that also sends the shared secret, and through the web app's real /api/gk
 * proxy each visitor is counted on their own. The API listens on a real port here (127.0.0.1, a trusted
 * loopback peer with the development secret, as in development).
 */
describe.each(DRIVERS)("client address and site behind a proxy on %s", (driver) => {
  let api: TestApi;
  let apiUrl = "";

  /** The browser's call through the web server's /api/gk route, with one proxy in front of the web server. */
  const viaWeb = (
    visitor: string,
    path: string,
    init: { method?: string; body?: unknown; host?: string; claimed?: string } = {},
  ) =>
    proxyToApi(
      new Request(`http://127.0.0.1:3000/api/gk${path}`, {
        method: init.method ?? "GET",
        headers: {
          host: init.host ?? "trenggalek.localhost:3000",
          // what the browser claims about itself, then the address the proxy in front of the web server saw
          "x-forwarded-for": `${init.claimed ?? "192.0.2.1"}, ${visitor}`,
          ...(init.body ? { "content-type": "application/json" } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
      }),
      { apiUrl, secret: DEV_PROXY_SECRET, trustedHops: 1 },
    );
  const loginViaWeb = (visitor: string, username: string, password: string, claimed?: string) =>
    viaWeb(visitor, "/auth/v2/login", { method: "POST", body: { username, password }, claimed });
  const loginDirect = (remoteAddress: string, username: string, headers: Record<string, string>) =>
    api.app.inject({
      method: "POST",
      url: "/auth/v2/login",
      remoteAddress,
      payload: JSON.stringify({ username, password: "salah-sandi-1" }),
      headers: { "content-type": "application/json", ...headers },
    });

  beforeAll(async () => {
    api = await startTestApi(driver, {
      startJobs: false,
      config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: "8" }),
    });
    const { db } = api.database;
    await db
      .insert(users)
      .values({ fullName: "Pemilik Akun", email: OWNER, passwordHash: await hashPassword(PASSWORD) });
    // the kemenkes site shows only its organisation's picks (none here)
    const [org] = await db
      .insert(organisations)
      .values({ referral: "kemenkes", name: "Kementerian Kesehatan", kind: "government" })
      .returning();
    await db.insert(organisationCatalogue).values({ organisationId: org!.id, visibility: "picked" });
    apiUrl = await api.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => api?.close());

  it("through the web proxy, five wrong passwords from one visitor do not keep the owner out", async () => {
    const attacker = "198.51.100.66";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await loginViaWeb(attacker, OWNER, `tebakan-${i}`, `10.0.0.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const owner = await loginViaWeb("198.51.100.77", OWNER, PASSWORD);
    expect(owner.status).toBe(200);
    expect(((await owner.json()) as { data: { token: string } }).data.token).toBeTruthy();
  });

  it("through the web proxy, each visitor has their own address budget whatever they claim", async () => {
    const sprayer = "198.51.100.88";
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push(
        (await loginViaWeb(sprayer, `orang${i}@example.id`, "apa-saja-123", `203.0.113.${i}`)).status,
      );
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
    // another visitor behind the same web server is untouched
    expect((await loginViaWeb("198.51.100.99", "orang0@example.id", "apa-saja-123")).status).toBe(401);
  });

  it("rotating forwarding headers from an untrusted peer, or without the secret, buys nothing", async () => {
    for (const [peer, secret] of [
      ["203.0.113.200", DEV_PROXY_SECRET], // not a trusted proxy, even with the secret
      ["127.0.0.2", "wrong-secret"], // a trusted address with the wrong secret
      ["127.0.0.3", undefined], // a trusted address without one
    ] as const) {
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) {
        const rotating = `198.18.${i}.${i + 1}`;
        const res = await loginDirect(peer, `tamu${i}@example.id`, {
          "x-forwarded-for": rotating,
          "x-real-ip": rotating,
          forwarded: `for=${rotating}`,
          [PROXY_HEADERS.clientAddress]: rotating,
          ...(secret ? { [PROXY_HEADERS.secret]: secret } : {}),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses, peer).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    }
    // the same rotation on one account: one address's wrong passwords slow that address down
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await loginDirect("203.0.113.201", OWNER, {
        "x-forwarded-for": `198.19.0.${i}`,
        [PROXY_HEADERS.clientAddress]: `198.19.0.${i}`,
        [PROXY_HEADERS.secret]: DEV_PROXY_SECRET,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("through the web proxy, a per-route limit counts each visitor too", async () => {
    const feedback = (visitor: string) =>
      viaWeb(visitor, "/feedback", { method: "POST", body: { rating: 5, message: "Bagus" } });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await feedback("198.51.100.120")).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await feedback("198.51.100.121")).status).toBe(201);
  });

  it("two API replicas on one database share one address budget", async () => {
    const second = await createServer({ database: api.database, config: api.config, startJobs: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) {
        const replica = i % 2 === 0 ? api.app : second;
        const res = await replica.inject({
          method: "POST",
          url: "/auth/v2/login",
          remoteAddress: "203.0.113.230",
          payload: JSON.stringify({ username: `replika${i}@example.id`, password: "apa-saja-123" }),
          headers: { "content-type": "application/json" },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    } finally {
      await second.close();
    }
  });

  it("hands a restricted site's key to the browser's same-origin call, which carries no Origin", async () => {
    const keyOf = async (res: Response) => {
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: SearchKey }).data;
    };
    const onSite = await keyOf(
      await viaWeb("198.51.100.10", "/search/key", { host: "kemenkes.localhost:3000" }),
    );
    expect(onSite.scope).toBe("site");
    const general = await keyOf(await viaWeb("198.51.100.10", "/search/key", { host: "localhost:3000" }));
    expect(general.scope).toBe("all");
    // a direct call names its site by Origin or by Host, as before
    const direct = (headers: Record<string, string>, remoteAddress = "203.0.113.210") =>
      api.app.inject({ url: "/search/key", remoteAddress, headers });
    expect((await direct({ origin: "http://kemenkes.localhost:3000" })).json().data.scope).toBe("site");
    expect((await direct({ host: "kemenkes.localhost:3000" })).json().data.scope).toBe("site");
    // the proxy's site header from anyone but a trusted proxy with the secret is ignored
    expect(
      (
        await direct({
          [PROXY_HEADERS.siteHost]: "kemenkes.localhost:3000",
          [PROXY_HEADERS.secret]: DEV_PROXY_SECRET,
        })
      ).json().data.scope,
    ).toBe("all");
    expect(
      (await direct({ [PROXY_HEADERS.siteHost]: "kemenkes.localhost:3000" }, "127.0.0.1")).json().data.scope,
    ).toBe("all");
  });
});
