import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync } from "node:fs";
import { admit, DEFAULT_LIMITS, type BodyLimits } from "./gate";
import { preflight, readBody, readHead, send, sendError } from "./http";
import { KeyStore } from "./keys";
import { route, type Deps } from "./routes";
import { SearchCache } from "./searching";
import { Store } from "./store";

export interface SearchServerOptions {
  apiKey: string;
  dataDir: string;
  /** cache serialised search results per collection version (on by default) */
  cache?: boolean;
  /** clock for key expiry (tests) */
  now?: () => number;
  /** body caps per route (tests lower them) */
  limits?: BodyLimits;
}

export interface SearchServer {
  server: Server;
  deps: Deps;
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** The embedded Typesense-compatible server: node:http over the engine, state loaded from dataDir. */
export function createSearchServer(opts: SearchServerOptions): SearchServer {
  mkdirSync(opts.dataDir, { recursive: true });
  const deps: Deps = {
    store: new Store(opts.dataDir),
    keys: new KeyStore(opts.apiKey, opts.dataDir, opts.now),
    cache: new SearchCache(),
    useCache: opts.cache !== false,
  };
  const limits = opts.limits ?? DEFAULT_LIMITS;
  const server = createServer((req, res) => {
    if (req.method === "OPTIONS") return preflight(res);
    // the key and the declared size are judged from the head: a refused body is never read
    let head;
    let maxBody: number;
    try {
      head = readHead(req);
      maxBody = admit(head, deps.keys, deps.store, limits);
    } catch (e) {
      return refuseUnread(req, res, e);
    }
    readBody(req, maxBody).then(
      (body) => {
        try {
          send(res, route(deps, { ...head, body }));
        } catch (e) {
          sendError(res, e);
        }
      },
      (e: unknown) => refuseUnread(req, res, e),
    );
  });
  server.keepAliveTimeout = 65_000;
  return {
    server,
    deps,
    listen: (port, host = "127.0.0.1") =>
      new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          const a = server.address() as AddressInfo;
          resolve(`http://${host}:${a.port}`);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Answers without reading the rest of the body: the connection is closed after the answer instead of being
 * drained for the next request, so a large upload costs the client its bytes, not this server its reading.
 */
function refuseUnread(req: IncomingMessage, res: ServerResponse, err: unknown): void {
  const hasBody =
    (req.headers["content-length"] !== undefined && req.headers["content-length"] !== "0") ||
    req.headers["transfer-encoding"] !== undefined;
  if (hasBody && !req.complete) {
    res.shouldKeepAlive = false;
    req.socket.pause();
    res.once("finish", () => req.socket.destroy());
  }
  sendError(res, err);
}
