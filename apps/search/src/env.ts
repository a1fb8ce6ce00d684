import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The server's settings, read once from the environment (the only place that reads process.env). */
export interface SearchConfig {
  host: string;
  port: number;
  apiKey: string;
  dataDir: string;
}

const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../..");

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SearchConfig {
  const port = Number(env.SEARCH_PORT ?? 8108);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SEARCH_PORT must be a port number, got "${env.SEARCH_PORT}"`);
  return {
    host: env.SEARCH_HOST ?? "127.0.0.1",
    port,
    apiKey: env.SEARCH_API_KEY ?? "gk-dev-admin-key",
    dataDir: resolve(env.SEARCH_DATA_DIR ?? resolve(repoRoot, "data/search")),
  };
}
