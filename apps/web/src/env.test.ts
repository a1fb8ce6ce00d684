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
