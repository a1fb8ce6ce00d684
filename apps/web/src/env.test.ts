import { DEV_PROXY_SECRET } from "@gk/contracts";
import { describe, expect, it } from "vitest";
import { parseBuildEnv } from "./build-env";
import { parseEnv } from "./env";

describe("server environment", () => {
  it("defaults to the local API and no Google or Sentry", () => {
    const env = parseEnv({});
    expect(env.API_INTERNAL_URL).toBe("http://localhost:4000");
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(env.SENTRY_DSN).toBeUndefined();
  });
  it("treats empty strings as unset and refuses a malformed URL, naming the variable", () => {
    expect(parseEnv({ GOOGLE_CLIENT_ID: "", SENTRY_DSN: "" }).GOOGLE_CLIENT_ID).toBeUndefined();
    expect(() => parseEnv({ API_INTERNAL_URL: "not a url" })).toThrow(/API_INTERNAL_URL/);
    expect(() => parseEnv({ TENANT_GROUP: "villages" })).toThrow(/TENANT_GROUP/);
  });
  it("a tenant group and the development port of other sites' origins", () => {
    expect(parseEnv({}).PUBLIC_DEV_PORT).toBe(3000);
    expect(parseEnv({ PUBLIC_DEV_PORT: "4300", TENANT_GROUP: "regional" })).toMatchObject({
      PUBLIC_DEV_PORT: 4300,
      TENANT_GROUP: "regional",
    });
    expect(parseEnv({ TENANT_GROUP: "" }).TENANT_GROUP).toBeUndefined();
    expect(() => parseEnv({ PUBLIC_DEV_PORT: "http" })).toThrow(/PUBLIC_DEV_PORT/);
  });
});

describe("the /api/gk proxy's settings", () => {
  const strong = "pX7rT2mQ9vL4wZ8sK1nB6cF3hJ0dY5aE-proxy";
  it("without a proxy in front: no hops and the development secret", () => {
    expect(parseEnv({})).toMatchObject({ TRUSTED_PROXY_HOPS: 0, API_PROXY_SECRET: DEV_PROXY_SECRET });
    expect(parseEnv({ NODE_ENV: "production" }).API_PROXY_SECRET).toBe(DEV_PROXY_SECRET);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
  it("a production server behind a proxy needs a real secret", () => {
    const env = { NODE_ENV: "production", TRUSTED_PROXY_HOPS: "2" };
    expect(() => parseEnv(env)).toThrow(/API_PROXY_SECRET: required in production/);
    expect(() => parseEnv({ ...env, API_PROXY_SECRET: DEV_PROXY_SECRET })).toThrow(/development secret/);
    expect(() => parseEnv({ ...env, API_PROXY_SECRET: "short" })).toThrow(/at least 32 characters/);
    expect(parseEnv({ ...env, API_PROXY_SECRET: strong })).toMatchObject({
      TRUSTED_PROXY_HOPS: 2,
      API_PROXY_SECRET: strong,
    });
  });
});

describe("build environment", () => {
  it("accepts the switches of a group build and names a wrong one", () => {
    expect(
      parseBuildEnv({ TENANT_GROUP: "regional", GK_DIST_DIR: ".next-groups/regional", GK_STANDALONE: "" }),
    ).toMatchObject({
      TENANT_GROUP: "regional",
      GK_DIST_DIR: ".next-groups/regional",
    });
    expect(() => parseBuildEnv({ TENANT_GROUP: "villages" })).toThrow(
      /^invalid build environment of the web app:\n {2}TENANT_GROUP: /,
    );
    expect(() => parseBuildEnv({ NEXT_PUBLIC_SENTRY_DSN: "not a url" })).toThrow(/NEXT_PUBLIC_SENTRY_DSN/);
    expect(() => parseBuildEnv({ NEXT_PUBLIC_COOKIE_DOMAIN: "https://x" })).toThrow(
      /NEXT_PUBLIC_COOKIE_DOMAIN: must be a domain/,
    );
  });
  it("the server's error is one line per variable, not the validator's JSON", () => {
    expect(() => parseEnv({ API_INTERNAL_URL: "nope", PUBLIC_DEV_PORT: "x" })).toThrow(
      /^invalid environment of the web app:\n {2}API_INTERNAL_URL: .+\n {2}PUBLIC_DEV_PORT: .+$/,
    );
  });
});
