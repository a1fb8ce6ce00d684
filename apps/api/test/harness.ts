import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "@gk/db";
import { createTestDatabase, type Driver } from "@gk/db/testing";
import { inject } from "vitest";
import { configFromEnv, type AppConfig } from "../src/config";
import { loadEnv } from "../src/env";
import { createServer, type ApiServer, type ServerDeps } from "../src/server";

export { DRIVERS } from "@gk/db/testing";

/** The config of a test server: quiet, fast job polling, an outbox in a temporary folder. */
export function testConfig(
  env: Record<string, string> = {},
  patch: (c: AppConfig) => void = () => {},
): AppConfig {
  const config = configFromEnv(loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env }));
  config.mail.outboxDir = mkdtempSync(join(tmpdir(), "gk-outbox-"));
  config.jobs = { pollingIntervalSeconds: 0.5, retryLimit: 4, retryDelaySeconds: 1 };
  patch(config);
  return config;
}

export interface TestApi {
  app: ApiServer;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** A real server on a fresh, migrated database of the given driver. */
export async function startTestApi(
  driver: Driver,
  options: { config?: AppConfig } & Partial<Omit<ServerDeps, "database" | "config">> = {},
): Promise<TestApi> {
  const database = await createTestDatabase(driver, inject("postgresUrl"));
  const config = options.config ?? testConfig();
  const app = await createServer({ ...options, database, config });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const json = (body: unknown) => ({
  payload: JSON.stringify(body),
  headers: { "content-type": "application/json" },
});
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A JSON caller of a test server (the server is read at each call, so it can be made in beforeAll): method,
 * url, the session token or null, the body, extra headers; the status and the parsed answer.
 */
export function jsonCaller(server: () => TestApi) {
  return async (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    token: string | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await server().app.inject({
      method,
      url,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(body === undefined ? {} : json(body).headers),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() };
  };
}
