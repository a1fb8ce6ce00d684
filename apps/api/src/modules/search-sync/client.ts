import { createHmac } from "node:crypto";
import { parseNodes } from "@gk/search";
import { Client, Errors } from "typesense";
import type { SearchConfig } from "../../config";

/**
 * Official `typesense` clients over the configured node list. Indexing may wait and retry (it runs in jobs);
 * the request path must not: it has a database fallback, so it fails fast and falls back.
 */
export function indexingClient(config: SearchConfig): Client {
  return new Client({
    nodes: parseNodes(config.nodes),
    apiKey: config.adminKey,
    connectionTimeoutSeconds: 30,
    numRetries: 2,
    retryIntervalSeconds: 0.5,
    logLevel: "silent",
  });
}

export function requestClient(config: SearchConfig): Client {
  return new Client({
    nodes: parseNodes(config.nodes),
    apiKey: config.adminKey,
    connectionTimeoutSeconds: 2,
    numRetries: 0,
    logLevel: "silent",
  });
}

export const isNotFound = (e: unknown) => e instanceof Errors.ObjectNotFound;
export const isAlreadyThere = (e: unknown) => e instanceof Errors.ObjectAlreadyExists;

/**
 * The search-only parent of every scoped key. Configured, or derived from the admin key and the collection
 * list so every API replica computes the same value without sharing state (a new collection list gives a new
 * key, created beside the old one). Only a key whose single action is `documents:search` can parent scoped keys.
 */
export function searchOnlyKey(config: SearchConfig, collections: readonly string[]): string {
  if (config.searchOnlyKey) return config.searchOnlyKey;
  const digest = createHmac("sha256", config.adminKey)
    .update(`gk-search-only:${[...collections].sort().join(",")}`)
    .digest("base64url");
  return `gks${digest.slice(0, 37)}`;
}

/** Creates the derived search-only key on the node when it is not there yet (a configured key is the operator's). */
export async function ensureSearchOnlyKey(
  client: Client,
  config: SearchConfig,
  collections: readonly string[],
): Promise<void> {
  if (config.searchOnlyKey) return;
  try {
    await client.keys().create({
      value: searchOnlyKey(config, collections),
      description: "GuruKita: parent of scoped browser keys",
      actions: ["documents:search"],
      collections: [...collections],
    });
  } catch (e) {
    // 409: created earlier (by this or another replica)
    if (!isAlreadyThere(e)) throw e;
  }
}
