import type { IncomingMessage, ServerResponse } from "node:http";
import { SearchError } from "@gk/search-engine";

/** The request as the handlers see it: method, path segments (decoded), query parameters, raw body. */
export interface Req {
  method: string;
  segments: string[];
  query: Record<string, string>;
  body: string;
  apiKey: string | undefined;
}

export interface Reply {
  status: number;
  /** an object is sent as JSON; a string is sent as is (JSONL answers, pre-serialised cached results) */
  body: unknown;
  type?: "json" | "text";
}

export const json = (body: unknown, status = 200): Reply => ({ status, body });
export const text = (body: string, status = 200): Reply => ({ status, body, type: "text" });
export const rawJson = (body: string, status = 200): Reply => ({ status, body, type: "json" });

/** The request before its body: what the key check and the body cap are decided from. */
export interface Head {
  method: string;
  segments: string[];
  query: Record<string, string>;
  apiKey: string | undefined;
  /** the declared Content-Length; null when the body is chunked or absent */
  contentLength: number | null;
}

/** Reads the method, path, query and key of a request; nothing of its body. */
export function readHead(req: IncomingMessage): Head {
  const raw = req.url ?? "/";
  const q = raw.indexOf("?");
  const query: Record<string, string> = {};
  if (q >= 0) for (const [k, v] of new URLSearchParams(raw.slice(q + 1))) query[k] = v;
  let segments: string[];
  try {
    segments = (q >= 0 ? raw.slice(0, q) : raw)
      .split("/")
      .filter((s) => s !== "")
      .map((s) => decodeURIComponent(s));
  } catch {
    throw new SearchError(400, "Bad path encoding.");
  }
  const header = req.headers["x-typesense-api-key"];
  const apiKey = (Array.isArray(header) ? header[0] : header) ?? query["x-typesense-api-key"];
  delete query["x-typesense-api-key"];
  const length = req.headers["content-length"];
  return {
    method: req.method ?? "GET",
    segments,
    query,
    apiKey,
    contentLength: length === undefined ? null : Number(length),
  };
}

/**
 * Reads the body (plain events: cheaper per request than an async iterator), refusing it with 413 as soon as
 * it grows past `max`, without reading the rest.
 */
export function readBody(req: IncomingMessage, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on("data", (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > max) {
        over = true;
        req.pause();
        reject(new SearchError(413, "Request body is too large."));
        return;
      }
      chunks.push(chunk);
    });
    // a search's body comes in one chunk: read it as it is, without concatenating a copy
    req.on("end", () =>
      resolve(
        chunks.length === 0
          ? ""
          : (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString("utf8"),
      ),
    );
    req.on("error", reject);
  });
}

export function parseJson(body: string): unknown {
  if (body.trim() === "") return {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new SearchError(400, "Bad JSON.");
  }
}

/** A JSON body that must be an object (multi_search, partial updates). */
export function parseObject(body: string): Record<string, unknown> {
  const v = parseJson(body);
  if (typeof v !== "object" || v === null || Array.isArray(v))
    throw new SearchError(400, "Bad JSON: expected an object.");
  return v as Record<string, unknown>;
}

export function send(res: ServerResponse, reply: Reply): void {
  const isString = typeof reply.body === "string";
  const payload = isString ? (reply.body as string) : JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    "content-type": reply.type === "text" ? "text/plain; charset=utf-8" : "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(payload),
    // the browser calls the search node directly with a search-only key, as it does a Typesense cluster
    "access-control-allow-origin": "*",
  });
  res.end(payload);
}

export function sendError(res: ServerResponse, err: unknown): void {
  if (err instanceof SearchError) return send(res, json({ message: err.message }, err.status));
  console.error(err);
  send(res, json({ message: "Internal error." }, 500));
}

export function preflight(res: ServerResponse): void {
  res.writeHead(204, {
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
    "access-control-allow-headers": "content-type, x-typesense-api-key",
    "access-control-max-age": "86400",
  });
  res.end();
}
