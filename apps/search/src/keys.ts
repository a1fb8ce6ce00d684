import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SearchError } from "@gk/search-engine";

export interface ApiKey {
  id: number;
  value: string;
  description: string;
  actions: string[];
  collections: string[];
  expires_at: number;
}

/** Typesense's "never expires". */
export const NEVER = 64723363199;

export type Grant = { ok: true; embedded: Record<string, unknown> | null } | { ok: false };

const denied: Grant = { ok: false };

/** Does an action list allow this action ("*", "documents:*" or the exact name)? */
export function allows(actions: readonly string[], action: string): boolean {
  const group = action.split(":")[0];
  return actions.some((a) => a === "*" || a === action || a === `${group}:*`);
}

/** Does a collection list allow this collection ("*", the name, or a regular expression like "courses_.*")? */
export function allowsCollection(collections: readonly string[], name: string): boolean {
  return collections.some((c) => {
    if (c === "*" || c === name) return true;
    try {
      return new RegExp(`^(?:${c})$`).test(name);
    } catch {
      return false;
    }
  });
}

/**
 * API keys: the bootstrap admin key from the environment, keys made through /keys (kept in keys.json), and
 * scoped search keys derived from a search key the way Typesense builds them:
 * base64( base64(HMAC-SHA256(parent, paramsJSON)) + parent[0..4] + paramsJSON ).
 */
export class KeyStore {
  private keys: ApiKey[] = [];
  private nextId = 0;
  private readonly file: string;

  constructor(
    private readonly adminKey: string,
    dataDir: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.file = join(dataDir, "keys.json");
    if (existsSync(this.file)) {
      const saved = JSON.parse(readFileSync(this.file, "utf8")) as { nextId: number; keys: ApiKey[] };
      this.keys = saved.keys;
      this.nextId = saved.nextId;
    }
  }

  private save(): void {
    writeFileSync(`${this.file}.tmp`, JSON.stringify({ nextId: this.nextId, keys: this.keys }));
    renameSync(`${this.file}.tmp`, this.file);
  }

  create(input: unknown): ApiKey {
    const k = (input ?? {}) as Record<string, unknown>;
    const isStrings = (v: unknown) =>
      Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "string");
    if (!isStrings(k.actions))
      throw new SearchError(400, "Wrong format for `actions`. It should be an array of string.");
    if (!isStrings(k.collections))
      throw new SearchError(400, "Wrong format for `collections`. It should be an array of string.");
    if (k.expires_at !== undefined && (!Number.isInteger(k.expires_at) || (k.expires_at as number) < 0))
      throw new SearchError(400, "Wrong format for `expires_at`. It should be an unsigned integer.");
    if (k.value !== undefined && (typeof k.value !== "string" || k.value.length < 4))
      throw new SearchError(400, "Key value must be a string of at least 4 characters.");
    const value = k.value ?? randomBytes(24).toString("base64url");
    if (value === this.adminKey || this.keys.some((x) => x.value === value))
      throw new SearchError(409, "API key generation conflict.");
    const key: ApiKey = {
      id: this.nextId++,
      value,
      description: typeof k.description === "string" ? k.description : "",
      actions: k.actions as string[],
      collections: k.collections as string[],
      expires_at: (k.expires_at as number | undefined) ?? NEVER,
    };
    this.keys.push(key);
    this.save();
    return key;
  }

  list() {
    return this.keys.map(summary);
  }

  get(id: number) {
    const k = this.keys.find((x) => x.id === id);
    if (!k) throw new SearchError(404, "Could not find api key.");
    return summary(k);
  }

  delete(id: number): { id: number } {
    const at = this.keys.findIndex((x) => x.id === id);
    if (at < 0) throw new SearchError(404, "Could not find api key.");
    this.keys.splice(at, 1);
    this.save();
    return { id };
  }

  /**
   * May this key do `action` on every one of `collections`? Answers the parameters embedded in a scoped
   * key, which the caller must force onto the search.
   */
  authorize(value: string | undefined, action: string, collections: string[]): Grant {
    if (!value) return denied;
    if (safeEqual(value, this.adminKey)) return { ok: true, embedded: null };
    const nowSec = Math.floor(this.now() / 1000);
    const direct = this.keys.find((k) => safeEqual(k.value, value));
    if (direct) {
      if (direct.expires_at < nowSec) return denied;
      if (!allows(direct.actions, action)) return denied;
      if (!collections.every((c) => allowsCollection(direct.collections, c))) return denied;
      return { ok: true, embedded: null };
    }
    if (action !== "documents:search") return denied;
    const scoped = this.decodeScoped(value);
    if (!scoped) return denied;
    const { parent, embedded } = scoped;
    if (parent.expires_at < nowSec) return denied;
    if (typeof embedded.expires_at === "number" && embedded.expires_at < nowSec) return denied;
    if (!collections.every((c) => allowsCollection(parent.collections, c))) return denied;
    const { expires_at: _drop, ...params } = embedded;
    return { ok: true, embedded: params };
  }

  private decodeScoped(value: string): { parent: ApiKey; embedded: Record<string, unknown> } | null {
    let raw: string;
    try {
      raw = Buffer.from(value, "base64").toString("utf8");
    } catch {
      return null;
    }
    // a base64 SHA-256 digest is 44 characters, then the parent's 4-character prefix, then the JSON
    if (raw.length < 50) return null;
    const digest = raw.slice(0, 44);
    const prefix = raw.slice(44, 48);
    const json = raw.slice(48);
    for (const parent of this.keys) {
      if (!parent.value.startsWith(prefix)) continue;
      // only a search key may scope: an admin or write key would otherwise be widened to searches it cannot shape
      if (!allows(parent.actions, "documents:search") || parent.actions.some((a) => a !== "documents:search"))
        continue;
      const expected = createHmac("sha256", parent.value).update(json).digest("base64");
      if (!safeEqual(expected, digest)) continue;
      try {
        const embedded = JSON.parse(json) as unknown;
        if (typeof embedded !== "object" || embedded === null || Array.isArray(embedded)) return null;
        return { parent, embedded: embedded as Record<string, unknown> };
      } catch {
        return null;
      }
    }
    return null;
  }
}

function summary(k: ApiKey) {
  return {
    id: k.id,
    description: k.description,
    actions: k.actions,
    collections: k.collections,
    expires_at: k.expires_at,
    value_prefix: k.value.slice(0, 4),
  };
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The same derivation the official client's generateScopedSearchKey uses (for our own API and tests). */
export function scopedKey(parent: string, params: Record<string, unknown>): string {
  const json = JSON.stringify(params);
  const digest = createHmac("sha256", parent).update(json).digest("base64");
  return Buffer.from(`${digest}${parent.slice(0, 4)}${json}`).toString("base64");
}
