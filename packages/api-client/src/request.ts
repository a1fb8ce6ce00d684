import type { Endpoint } from "@gk/contracts";

export type Method = Endpoint["method"];

/** The part of an endpoint definition the client needs to build a request. */
export interface EndpointShape {
  method: Method;
  path: string;
  query?: readonly string[];
}

export interface BuiltRequest {
  method: Method;
  /** path with placeholders filled and the query string appended: the cache key's path part */
  path: string;
  body: string | undefined;
}

type Payload = Record<string, unknown> | undefined | null;

/**
 * Placeholders `{x}` are filled from the payload; for GET the rest becomes the query string (arrays
 * repeated); for other methods the rest is a JSON body, except fields the endpoint declares as query.
 */
export function buildRequest(endpoint: EndpointShape, payload?: Payload): BuiltRequest {
  const rest: Record<string, unknown> = { ...(payload ?? {}) };
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === "") {
      throw new TypeError(`missing path parameter "${name}" for ${endpoint.method} ${endpoint.path}`);
    }
    delete rest[name];
    return encodeURIComponent(asText(value));
  });

  const query = new URLSearchParams();
  const queryFields =
    endpoint.method === "GET" ? Object.keys(rest) : (endpoint.query ?? []).filter((k) => k in rest);
  for (const key of queryFields) {
    appendQuery(query, key, rest[key]);
    delete rest[key];
  }
  const qs = query.toString();
  return {
    method: endpoint.method,
    path: qs ? `${path}?${qs}` : path,
    // An empty object rather than no body: a JSON content type with an empty body is a 400 for Fastify.
    body: endpoint.method === "GET" ? undefined : JSON.stringify(rest),
  };
}

function appendQuery(query: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendQuery(query, key, item);
    return;
  }
  query.append(key, asText(value));
}

/** A path or query value as text: dates as ISO 8601, objects as JSON, numbers and booleans as written. */
function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return value.toString();
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value) ?? "";
}

/** `GET /courses?page=2`: the in-memory cache's key (responses are cached by method and path). */
export function cacheKey(method: Method, path: string): string {
  return `${method} ${path}`;
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${path}`;
}
