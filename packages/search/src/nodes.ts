/** A Typesense node as the official client and the adapter take it. */
export interface SearchNode {
  host: string;
  port: number;
  protocol: "http" | "https";
  path?: string;
}

/**
 * Reads a node list: URLs separated by commas ("http://127.0.0.1:8108,https://ts-1.example.com"), as it
 * comes from configuration (TYPESENSE_NODES), or already-shaped nodes. Ports default by protocol.
 */
export function parseNodes(input: string | readonly (string | SearchNode)[]): SearchNode[] {
  const items = typeof input === "string" ? input.split(",") : input;
  const nodes = items.flatMap((item): SearchNode[] => {
    if (typeof item !== "string") return [item];
    const s = item.trim();
    if (s === "") return [];
    const url = new URL(s.includes("://") ? s : `http://${s}`);
    const protocol = url.protocol === "https:" ? "https" : url.protocol === "http:" ? "http" : null;
    if (!protocol) throw new Error(`search node "${s}": only http and https are supported`);
    const port = url.port ? Number(url.port) : protocol === "https" ? 443 : 80;
    const path = url.pathname.replace(/\/+$/, "");
    return [{ host: url.hostname, port, protocol, ...(path ? { path } : {}) }];
  });
  if (nodes.length === 0) throw new Error("search: the node list is empty");
  return nodes;
}

/** The development default: the embedded server of apps/search. */
export const EMBEDDED_NODE = "http://127.0.0.1:8108";
