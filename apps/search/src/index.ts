export { configFromEnv, type SearchConfig } from "./env";
export { KeyStore, scopedKey } from "./keys";
export { createSearchServer, type SearchServer, type SearchServerOptions } from "./server";
