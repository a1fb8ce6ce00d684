import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveSite, sites } from "@gk/tenancy";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupForHost, GROUPS, renderCaddyfile } from "./caddyfile";

const committed = readFileSync(new URL("../Caddyfile", import.meta.url), "utf8");
/** The group the web app itself gives a host: the truth the proxy must agree with. */
const appGroup = (host: string) => resolveSite(host, { env: "production" }).site.group;

/** Hosts worth trying by hand: every claim of every site, and each rule's edges. */
function sampleHosts(): string[] {
  const hosts = new Set<string>();
  for (const site of sites.values()) {
    for (const claim of site.hosts.production) {
      const host = claim.includes(".") ? claim : `${claim}.gurukita.id`;
      hosts.add(host);
      hosts.add(`www.${host}`);
      hosts.add(host.toUpperCase());
      hosts.add(`${host}.`);
      if (!claim.includes(".")) hosts.add(`${claim}.contoh.go.id`);
    }
  }
  for (const h of [
    "gurukita.id",
    "www.gurukita.id",
    "sukamaju.tenant.gurukita.id",
    "trenggalek.tenant.gurukita.id",
    "www.tenant.gurukita.id",
    "business.gurukita.id",
    "mybusiness-hub.gurukita.id",
    "gate.gurukita.id",
    "ares-gate.gurukita.id",
    "unknown.gurukita.id",
    "trenggalek.id",
    "trenggalek",
    "10.0.0.7",
    "www.www.trenggalek.gurukita.id",
    "trenggalek..gurukita.id",
    "tenant.trenggalek.id",
    "a.b.c.d.e.gurukita.id",
    "bps-x.gurukita.id",
    "x.bps.gurukita.id",
  ]) {
    hosts.add(h);
  }
  return [...hosts];
}

/** Random hosts built from the labels the rules care about, in any case, with or without www. and a trailing dot. */
const labels = [
  ...new Set([...sites.values()].flatMap((s) => s.hosts.production.filter((h) => !h.includes(".")))),
];
const hostArbitrary = fc
  .tuple(
    fc.boolean(),
    fc.array(
      fc.oneof(
        fc.constantFrom(...labels, "tenant", "www", "gate", "business", "xbusinessy", "gurukita", "id", "go"),
        fc.stringMatching(/^[a-z0-9-]{1,6}$/),
      ),
      { minLength: 1, maxLength: 5 },
    ),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([www, parts, dot, upper]) => {
    const host = `${www ? "www." : ""}${parts.join(".")}${dot ? "." : ""}`;
    return upper ? host.toUpperCase() : host;
  });

describe("deploy/Caddyfile", () => {
  it("is what the tenants generate (run `pnpm --filter @gk/deploy generate` after changing a site's hosts)", () => {
    expect(committed).toBe(renderCaddyfile());
  });

  it("sends every site's production hosts to the web service of the site's group", () => {
    for (const site of sites.values()) {
      for (const claim of site.hosts.production) {
        const host = claim.includes(".") ? claim : `${claim}.gurukita.id`;
        expect(groupForHost(host), `${host} (${site.slug})`).toBe(site.group);
      }
    }
  });

  it("agrees with the web app's host rules on the edge cases", () => {
    for (const host of sampleHosts()) expect(groupForHost(host), host).toBe(appGroup(host));
  });

  it("agrees with the web app's host rules on any host", () => {
    fc.assert(
      fc.property(hostArbitrary, (host) => groupForHost(host) === appGroup(host)),
      { numRuns: 3000 },
    );
  });

  it("has one web service per tenant group", () => {
    for (const g of GROUPS) expect(committed).toContain(`name web-${g}`);
  });
});

/**
 * The same checks through a real Caddy, when one is installed (Debian's `caddy` package): its map, regex and
 * matcher semantics are the ones that count in production, not our reading of them. Each upstream is a
 * stand-in that answers with its own name and the path it received.
 */
const caddy = spawnSync("caddy", ["version"], { encoding: "utf8" });
const haveCaddy = caddy.status === 0;

// `npm test` installs Caddy, so in CI a missing one is a failure, not a silent skip. (CI is the test run's own
// switch, not a setting of a program, so it is read here.)
// eslint-disable-next-line no-restricted-syntax
describe.skipIf(!haveCaddy && !process.env.CI)("deploy/Caddyfile in a real Caddy", () => {
  const standIns: Server[] = [];
  let proxy: ChildProcess | undefined;
  let publicPort = 0;
  let internalPort = 0;

  const listen = (name: string) =>
    new Promise<number>((done) => {
      const server = createServer((req, res) => res.end(JSON.stringify({ name, path: req.url })));
      standIns.push(server);
      server.listen(0, "127.0.0.1", () => done((server.address() as AddressInfo).port));
    });
  const freePort = () =>
    new Promise<number>((done) => {
      const s = createServer().listen(0, "127.0.0.1", () => {
        const { port } = s.address() as AddressInfo;
        s.close(() => done(port));
      });
    });
  const get = (port: number, host: string, path = "/") =>
    new Promise<{ status: number; body: string }>((done, fail) => {
      const req = request({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => done({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", fail);
      req.end();
    });

  beforeAll(async () => {
    const ports = new Map<string, number>();
    for (const name of ["api", ...GROUPS.map((g) => `web-${g}`), "typesense-1", "typesense-2", "typesense-3"])
      ports.set(name, await listen(name));
    publicPort = await freePort();
    internalPort = await freePort();
    const dir = mkdtempSync(join(tmpdir(), "gk-caddy-"));
    const config = renderCaddyfile({
      upstream: (service) => `127.0.0.1:${ports.get(service)}`,
      // a port alone, as in production: an address with a host name would also match on that host
      publicAddress: `:${publicPort}`,
      internalApiAddress: `:${internalPort}`,
      healthAddress: `:${await freePort()}`,
      bind: "127.0.0.1",
    })
      // Debian's Caddy 2.6 predates this global option; the image in compose.yaml has it.
      .replace(/^.*trusted_proxies.*\n/gm, "");
    writeFileSync(join(dir, "Caddyfile"), config);
    proxy = spawn("caddy", ["run", "--config", join(dir, "Caddyfile"), "--adapter", "caddyfile"], {
      stdio: "ignore",
      env: { ...process.env, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    });
    for (let i = 0; i < 100; i++) {
      try {
        await get(publicPort, "gurukita.id");
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error("caddy did not start");
  });

  afterAll(async () => {
    proxy?.kill();
    await Promise.all(standIns.map((s) => new Promise((r) => s.close(r))));
  });

  it("routes each host to the web service of the group the web app gives it", async () => {
    const hosts = [...sampleHosts(), ...fc.sample(hostArbitrary, { numRuns: 300, seed: 42 })];
    for (const host of hosts) {
      const { body } = await get(publicPort, host, "/kursus?q=excel");
      expect(JSON.parse(body), host).toEqual({ name: `web-${appGroup(host)}`, path: "/kursus?q=excel" });
    }
  });

  it("sends /api/gk/* to the API without the prefix, on every host, and the internal listener too", async () => {
    expect(
      JSON.parse((await get(publicPort, "trenggalek.gurukita.id", "/api/gk/courses?page=2")).body),
    ).toEqual({ name: "api", path: "/courses?page=2" });
    expect(JSON.parse((await get(publicPort, "gurukita.id", "/api/gk/health")).body)).toEqual({
      name: "api",
      path: "/health",
    });
    expect(JSON.parse((await get(internalPort, "proxy", "/ready")).body)).toEqual({
      name: "api",
      path: "/ready",
    });
  });

  it("keeps the web's page-cache revalidation off the public listener, on every host", async () => {
    for (const host of ["gurukita.id", "trenggalek.gurukita.id"]) {
      expect((await get(publicPort, host, "/api/revalidate")).status).toBe(404);
      expect((await get(publicPort, host, "/api/revalidate/")).status).toBe(404);
    }
    // the page-cache's own route and every other page still reach the web
    expect(JSON.parse((await get(publicPort, "gurukita.id", "/course/excel")).body)).toMatchObject({
      name: "web-core",
    });
  });

  it("exposes only the browser's search endpoints of the Typesense cluster", async () => {
    const search = JSON.parse(
      (await get(publicPort, "gurukita.id", "/typesense/multi_search?x-typesense-api-key=k")).body,
    ) as { name: string; path: string };
    expect(search.name).toMatch(/^typesense-[123]$/);
    expect(search.path).toBe("/multi_search?x-typesense-api-key=k");
    expect((await get(publicPort, "gurukita.id", "/typesense/keys")).status).toBe(404);
    expect((await get(publicPort, "gurukita.id", "/typesense/collections/x/documents/export")).status).toBe(
      404,
    );
  });
});
