import { describe, expect, it } from "vitest";
import { sentryBuildOptions, sentryInitOptions } from "./sentry";
import { withGkSentry } from "./sentry-config";

describe("Sentry settings", () => {
  it("are null without a DSN", () => {
    expect(sentryInitOptions({})).toBeNull();
    expect(sentryInitOptions({ dsn: "" })).toBeNull();
    expect(sentryBuildOptions({ tunnelRoute: "/monitoring" })).toBeNull();
  });

  it("trace every transaction, environment production unless named", () => {
    expect(sentryInitOptions({ dsn: "https://k@o1.ingest.example/1" })).toMatchObject({
      tracesSampleRate: 1,
      environment: "production",
    });
    expect(
      sentryInitOptions({ dsn: "https://k@o1.ingest.example/1", environment: "staging" })?.environment,
    ).toBe("staging");
  });

  it("tunnel through a path on the product's own host when asked", () => {
    expect(
      sentryBuildOptions({ dsn: "https://k@o1.ingest.example/1", tunnelRoute: "monitoring" }),
    ).toMatchObject({ tunnelRoute: "/monitoring", silent: true, telemetry: false });
    expect(sentryBuildOptions({ dsn: "https://k@o1.ingest.example/1" })).not.toHaveProperty("tunnelRoute");
  });

  it("leave next.config untouched without a DSN and wrap it with one", () => {
    const config = { reactStrictMode: true };
    expect(withGkSentry(config, {})).toBe(config);
    expect(
      withGkSentry(config, { dsn: "https://k@o1.ingest.example/1", tunnelRoute: "/monitoring" }),
    ).not.toBe(config);
  });
});
