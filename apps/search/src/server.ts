import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync } from "node:fs";
import { preflight, readRequest, send, sendError } from "./http";
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
  const server = createServer((req, res) => {
    if (req.method === "OPTIONS") return preflight(res);
    readRequest(req).then(
      (r) => {
        try {
          send(res, route(deps, r));
        } catch (e) {
          sendError(res, e);
        }
      },
      (e: unknown) => sendError(res, e),
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
