export {
  configFromEnv,
  loadSearchEnv,
  SEARCH_ENV_NAMES,
  searchEnvSchema,
  type SearchConfig,
  type SearchEnv,
} from "./env";
export { KeyStore, scopedKey } from "./keys";
export { createSearchServer, type SearchServer, type SearchServerOptions } from "./server";
