import { SearchError } from "@gk/search-engine";
import type { Head } from "./http";
import type { KeyStore } from "./keys";
import { baseName } from "./searching";
import type { Store } from "./store";

/** Bodies of searches, keys, aliases, schemas and single documents. */
export const SMALL_BODY = 1024 * 1024;
/** Bodies of document imports: the whole catalogue in one request fits many times over. */
export const IMPORT_BODY = 64 * 1024 * 1024;

export interface BodyLimits {
  small: number;
  import: number;
}

export const DEFAULT_LIMITS: BodyLimits = { small: SMALL_BODY, import: IMPORT_BODY };

/** What a request needs before its body is read: the key's action on collections, and the body's cap. */
interface Need {
  action: string | null;
  collections: string[];
  maxBody: number;
}

const WRITE_ACTIONS = new Set(["create", "upsert", "update", "emplace"]);

/**
 * The key check and body cap of each route, decided from the method, path and query alone. The routes check
 * the key again once the body is read; this gate is what stops an unknown or too weak key, and a body too
 * large for its route, before a single byte of the body is read.
 */
/**
 * A route with a small body. A module function, not a closure made per request: under tsx every named
 * closure is also given its name (a property definition) each time it is made.
 */
function small(limits: BodyLimits, action: string | null, collections: string[] = []): Need {
  return { action, collections, maxBody: limits.small };
}

function needOf(h: Head, limits: BodyLimits): Need | null {
  const [head, name, sub, third, fourth] = h.segments;
  const m = h.method;
  const n = h.segments.length;
  if (head === "health" && n === 1 && m === "GET") return small(limits, null);
  if (head === "multi_search" && n === 1 && m === "POST") return small(limits, "documents:search");
  if (head === "keys" && n <= 2) {
    const verb = { POST: "create", GET: n === 1 ? "list" : "get", DELETE: "delete" }[m];
    if (!verb || (m === "POST" && n !== 1) || (m === "DELETE" && n !== 2)) return null;
    return small(limits, `keys:${verb}`);
  }
  if (head === "aliases" && n <= 2) {
    if (n === 1) return m === "GET" ? small(limits, "aliases:list") : null;
    const verb = { PUT: "create", GET: "get", DELETE: "delete" }[m];
    return verb ? small(limits, `aliases:${verb}`, [name!]) : null;
  }
  if (head !== "collections" || n > 5) return null;
  if (name === undefined) {
    if (m === "GET") return small(limits, "collections:list");
    if (m === "POST") return small(limits, "collections:create");
    return null;
  }
  if (sub === undefined) {
    const verb = { GET: "get", DELETE: "delete", PATCH: "update" }[m];
    return verb ? small(limits, `collections:${verb}`, [name]) : null;
  }
  if (sub !== "documents") return null;
  if (third === "search" && fourth === undefined && m === "GET")
    return small(limits, "documents:search", [baseName(name)]);
  if (third === undefined) {
    if (m === "POST") {
      const action = h.query.action ?? "create";
      // an unknown action is refused by the route with its own message: any write permission will do here
      return small(limits, `documents:${WRITE_ACTIONS.has(action) ? action : "create"}`, [name]);
    }
    if (m === "DELETE") return small(limits, "documents:delete", [name]);
    if (m === "PATCH") return small(limits, "documents:update", [name]);
    return null;
  }
  if (third === "import" && fourth === undefined && m === "POST")
    return { action: "documents:import", collections: [name], maxBody: limits.import };
  if (third === "export" && fourth === undefined && m === "GET")
    return small(limits, "documents:export", [name]);
  if (fourth !== undefined) return null;
  const verb = { GET: "get", DELETE: "delete", PATCH: "update" }[m];
  return verb ? small(limits, `documents:${verb}`, [name]) : null;
}

const unauthorized = () =>
  new SearchError(401, "Forbidden - a valid `x-typesense-api-key` header must be sent.");

/**
 * Admits a request before its body is read, answering the body's cap; throws 404 for a route that does not
 * exist, 401 for a key that may not use the route, 413 for a declared length over the cap.
 */
export function admit(h: Head, keys: KeyStore, store: Store, limits: BodyLimits): number {
  const need = needOf(h, limits);
  if (!need) throw new SearchError(404, "Not Found");
  if (need.action !== null) {
    // a key may name a collection or an alias of it, as the routes accept either
    if (!keys.authorize(h.apiKey, need.action, need.collections).ok) {
      const resolved = need.collections.map((c) => store.find(c)?.name ?? c);
      if (!keys.authorize(h.apiKey, need.action, resolved).ok) throw unauthorized();
    }
  }
  if (h.contentLength !== null && h.contentLength > need.maxBody) throw tooLarge();
  return need.maxBody;
}

export const tooLarge = () => new SearchError(413, "Request body is too large.");
