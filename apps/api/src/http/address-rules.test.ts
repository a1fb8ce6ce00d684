import { readFileSync } from "node:fs";
import { DEV_PROXY_SECRET, PROXY_HEADERS } from "@gk/contracts";
import { describe, expect, it } from "vitest";
import { configFromEnv } from "../config";
import { loadEnv } from "../env";
import { addressMatcher } from "./address-rules";

const strong = "pX7rT2mQ9vL4wZ8sK1nB6cF3hJ0dY5aE-proxy";
const prodSearch = { NODE_ENV: "production", TYPESENSE_API_KEY: "Qz9vX2mN4pL7rT1wY6sB3dF8hJ0cV5aE-admin" };

describe("trusted proxies", () => {
  it("matches named ranges, addresses and CIDR ranges, IPv4 written as IPv6 included", () => {
    const trusted = addressMatcher(["loopback", "10.1.0.0/16", "2001:db8::7"]);
    for (const a of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "10.1.200.3", "2001:db8::7"])
      expect(trusted(a), a).toBe(true);
    for (const a of ["10.2.0.1", "203.0.113.7", "2001:db8::8", "", undefined, "not-an-address"])
      expect(trusted(a), String(a)).toBe(false);
    expect(addressMatcher(["private"])("172.20.0.5")).toBe(true);
    expect(addressMatcher([])("127.0.0.1")).toBe(false);
  });

  it("trusts loopback with the development secret outside production, nobody in production by default", () => {
    expect(configFromEnv(loadEnv({})).proxy).toEqual({ trusted: ["loopback"], secret: DEV_PROXY_SECRET });
    expect(configFromEnv(loadEnv(prodSearch)).proxy).toEqual({ trusted: [], secret: "" });
    expect(configFromEnv(loadEnv({ TRUSTED_PROXIES: "none" })).proxy.trusted).toEqual([]);
    expect(() => loadEnv({ TRUSTED_PROXIES: "loopback, 10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadEnv({ TRUSTED_PROXIES: "caddy" })).toThrow(/TRUSTED_PROXIES/);
    // the old switch is refused, naming what replaced it
    expect(() => loadEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: replaced by TRUSTED_PROXIES/);
  });

  it("in production refuses trusted proxies without a real shared secret", () => {
    const env = { ...prodSearch, TRUSTED_PROXIES: "private" };
    expect(() => loadEnv(env)).toThrow(/API_PROXY_SECRET: required in production/);
    expect(() => loadEnv({ ...env, API_PROXY_SECRET: DEV_PROXY_SECRET })).toThrow(
      /API_PROXY_SECRET: is the development secret/,
    );
    expect(() => loadEnv({ ...env, API_PROXY_SECRET: "short" })).toThrow(
      /API_PROXY_SECRET: must be at least/,
    );
    expect(configFromEnv(loadEnv({ ...env, API_PROXY_SECRET: strong })).proxy).toEqual({
      trusted: ["private"],
      secret: strong,
    });
  });
});

describe("the deployment's proxy", () => {
  it("sends on /api/gk exactly the headers the API reads, from what Caddy itself knows", () => {
    const caddyfile = readFileSync(new URL("../../../../deploy/Caddyfile", import.meta.url), "utf8");
    const api = caddyfile.slice(
      caddyfile.indexOf("handle_path /api/gk/*"),
      caddyfile.indexOf("@search_public"),
    );
    const sent = Object.fromEntries(
      [...api.matchAll(/^\s*header_up (\S+) (.+)$/gm)].map((m) => [m[1]!.toLowerCase(), m[2]!.trim()]),
    );
    expect(sent).toEqual({
      [PROXY_HEADERS.clientAddress]: "{client_ip}",
      [PROXY_HEADERS.siteHost]: "{host}",
      [PROXY_HEADERS.secret]: "{env.API_PROXY_SECRET}",
    });
    // the client address is read from the right of the load balancer's X-Forwarded-For
    expect(caddyfile).toMatch(/^\s*trusted_proxies_strict$/m);
  });
});
