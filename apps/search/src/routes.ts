import {
  andFilters,
  SearchError,
  type Collection,
  type RawParams,
  type WriteAction,
} from "@gk/search-engine";
import { json, parseJson, parseObject, rawJson, text, type Reply, type Req } from "./http";
import type { KeyStore } from "./keys";
import { baseName, runSearch, withEmbedded, type SearchCache } from "./searching";
import type { Op, Store } from "./store";

export interface Deps {
  store: Store;
  keys: KeyStore;
  cache: SearchCache;
  useCache: boolean;
}

const unauthorized = () =>
  new SearchError(401, "Forbidden - a valid `x-typesense-api-key` header must be sent.");
const notFound = () => new SearchError(404, "Not Found");
const WRITE_ACTIONS: WriteAction[] = ["create", "upsert", "update", "emplace"];

function writeAction(q: Record<string, string>, dflt: WriteAction = "create"): WriteAction {
  const a = (q.action ?? dflt) as WriteAction;
  if (!WRITE_ACTIONS.includes(a))
    throw new SearchError(400, "The `action` parameter must be one of create, upsert, update, emplace.");
  return a;
}

/** Checks the key for an action on collections; answers the scoped key's embedded parameters, if any. */
function authorize(
  d: Deps,
  req: Req,
  action: string,
  collections: string[] = [],
): Record<string, unknown> | null {
  const grant = d.keys.authorize(req.apiKey, action, collections);
  if (!grant.ok) throw unauthorized();
  return grant.embedded;
}

/** Routes the Typesense HTTP subset the official client and the InstantSearch adapter use. */
export function route(d: Deps, req: Req): Reply {
  const [head, name, sub, third, fourth] = req.segments;
  const m = req.method;
  if (head === "health" && req.segments.length === 1 && m === "GET") return json({ ok: true });
  if (head === "multi_search" && req.segments.length === 1 && m === "POST") return multiSearch(d, req);
  if (head === "keys") return keysRoute(d, req);
  if (head === "aliases") return aliasesRoute(d, req);
  if (head !== "collections") throw notFound();

  if (name === undefined) {
    if (m === "GET") {
      authorize(d, req, "collections:list");
      return json(
        [...d.store.collections.values()].sort((a, b) => b.createdAt - a.createdAt).map((c) => c.describe()),
      );
    }
    if (m === "POST") {
      authorize(d, req, "collections:create");
      return json(d.store.create(parseJson(req.body)).describe(), 201);
    }
    throw notFound();
  }
  if (sub === undefined) {
    if (m === "GET")
      return (authorize(d, req, "collections:get", [name]), json(d.store.get(name).describe()));
    if (m === "DELETE")
      return (authorize(d, req, "collections:delete", [name]), json(d.store.drop(name).describe()));
    if (m === "PATCH") {
      authorize(d, req, "collections:update", [name]);
      const c = d.store.get(name);
      const changes = parseJson(req.body);
      c.alter(changes);
      d.store.altered(c);
      return json(changes);
    }
    throw notFound();
  }
  if (sub !== "documents") throw notFound();
  if (third === "search" && fourth === undefined && m === "GET") {
    const embedded = authorize(d, req, "documents:search", [baseName(name)]);
    return rawJson(runSearch(d.store, d.cache, name, withEmbedded(req.query, embedded), d.useCache));
  }
  const c = d.store.get(name);
  if (third === undefined) return documentsRoute(d, req, c);
  if (third === "import" && m === "POST")
    return (authorize(d, req, "documents:import", [name]), importDocs(d, req, c));
  if (third === "export" && m === "GET") {
    authorize(d, req, "documents:export", [name]);
    return text(
      c
        .matching(req.query.filter_by)
        .map((doc) => JSON.stringify(doc))
        .join("\n"),
    );
  }
  if (fourth !== undefined) throw notFound();
  const id = third;
  if (m === "GET") return (authorize(d, req, "documents:get", [name]), json(c.get(id)));
  if (m === "DELETE") {
    authorize(d, req, "documents:delete", [name]);
    const doc = c.remove(id);
    d.store.append(c, [{ d: id }]);
    return json(doc);
  }
  if (m === "PATCH") {
    authorize(d, req, "documents:update", [name]);
    const body = parseObject(req.body);
    const doc = c.write({ ...body, id }, "update");
    d.store.append(c, [{ u: doc }]);
    return json(doc);
  }
  throw notFound();
}

function documentsRoute(d: Deps, req: Req, c: Collection): Reply {
  const name = c.name;
  const m = req.method;
  if (m === "POST") {
    const action = writeAction(req.query);
    authorize(d, req, action === "create" ? "documents:create" : `documents:${action}`, [name]);
    const doc = c.write(parseJson(req.body), action);
    d.store.append(c, [{ u: doc }]);
    return json(doc, 201);
  }
  if (m === "DELETE") {
    authorize(d, req, "documents:delete", [name]);
    const all = req.query.truncate === "true";
    // a blank filter is refused, never read as "no filter": that would delete every document
    if (!all && !req.query.filter_by?.trim())
      throw new SearchError(400, "Parameter `filter_by` must be provided.");
    const ids = c.matching(all ? undefined : req.query.filter_by).map((doc) => doc.id);
    for (const id of ids) c.remove(id);
    d.store.append(
      c,
      ids.map((id) => ({ d: id })),
    );
    return json({ num_deleted: ids.length });
  }
  if (m === "PATCH") {
    authorize(d, req, "documents:update", [name]);
    if (!req.query.filter_by?.trim()) throw new SearchError(400, "Parameter `filter_by` must be provided.");
    const ids = c.matching(req.query.filter_by).map((doc) => doc.id);
    const body = parseObject(req.body);
    const ops: Op[] = ids.map((id) => ({ u: c.write({ ...body, id }, "update") }));
    d.store.append(c, ops);
    return json({ num_updated: ids.length });
  }
  throw notFound();
}

/** JSONL in, one JSONL result line per document out, in text/plain without a trailing newline. */
function importDocs(d: Deps, req: Req, c: Collection): Reply {
  const action = writeAction(req.query);
  const returnId = req.query.return_id === "true";
  const returnDoc = req.query.return_doc === "true";
  const ops: Op[] = [];
  const lines = req.body.split("\n").filter((l) => l.trim() !== "");
  const results = lines.map((line) => {
    try {
      let input: unknown;
      try {
        input = JSON.parse(line);
      } catch {
        throw new SearchError(400, "Bad JSON.");
      }
      const doc = c.write(input, action);
      ops.push({ u: doc });
      return JSON.stringify({
        success: true,
        ...(returnId ? { id: doc.id } : {}),
        ...(returnDoc ? { document: doc } : {}),
      });
    } catch (e) {
      if (!(e instanceof SearchError)) throw e;
      return JSON.stringify({ code: e.status, document: line, error: e.message, success: false });
    }
  });
  d.store.append(c, ops);
  return text(results.join("\n"));
}

/**
 * Several searches in one request. Parameters in the query string are common to all and win over a
 * search's own (Typesense's rule), except filter_by, which is ANDed so neither can widen the other; a
 * scoped key's parameters win over both. A failing search answers its error in its slot, the request 200.
 */
function multiSearch(d: Deps, req: Req): Reply {
  if (!req.apiKey) throw unauthorized();
  const body = parseObject(req.body);
  if (!Array.isArray(body.searches)) throw new SearchError(400, "Missing `searches` array.");
  const limit = Number(req.query.limit_multi_searches ?? 50);
  if (body.searches.length > limit)
    throw new SearchError(400, "Number of multi searches exceeds `limit_multi_searches` parameter.");
  const common = req.query;
  const parts = body.searches.map((s: unknown) => {
    try {
      if (typeof s !== "object" || s === null)
        throw new SearchError(400, "The value of `searches` must be an array of objects.");
      const own = s as RawParams;
      const name = (common.collection ?? own.collection) as string | undefined;
      if (typeof name !== "string" || name === "")
        throw new SearchError(400, "Parameter `collection` is required.");
      const embedded = authorize(d, req, "documents:search", [baseName(name)]);
      const filter = andFilters(own.filter_by as string | undefined, common.filter_by);
      const params: RawParams = { ...own, ...common };
      delete params.collection;
      if (filter) params.filter_by = filter;
      return runSearch(d.store, d.cache, name, withEmbedded(params, embedded), d.useCache);
    } catch (e) {
      // a key that may not search answers 401 for the whole request, as Typesense's auth does
      if (!(e instanceof SearchError) || e.status === 401) throw e;
      return JSON.stringify({ code: e.status, error: e.message });
    }
  });
  return rawJson(`{"results":[${parts.join(",")}]}`);
}

function keysRoute(d: Deps, req: Req): Reply {
  const [, id, extra] = req.segments;
  if (extra !== undefined) throw notFound();
  if (id === undefined) {
    if (req.method === "POST")
      return (authorize(d, req, "keys:create"), json(d.keys.create(parseJson(req.body)), 201));
    if (req.method === "GET") return (authorize(d, req, "keys:list"), json({ keys: d.keys.list() }));
    throw notFound();
  }
  const n = Number(id);
  if (!Number.isInteger(n)) throw notFound();
  if (req.method === "GET") return (authorize(d, req, "keys:get"), json(d.keys.get(n)));
  if (req.method === "DELETE") return (authorize(d, req, "keys:delete"), json(d.keys.delete(n)));
  throw notFound();
}

function aliasesRoute(d: Deps, req: Req): Reply {
  const [, name, extra] = req.segments;
  if (extra !== undefined) throw notFound();
  const aliases = d.store.aliases;
  if (name === undefined) {
    if (req.method === "GET") return (authorize(d, req, "aliases:list"), json({ aliases: aliases.list() }));
    throw notFound();
  }
  if (req.method === "PUT")
    return (authorize(d, req, "aliases:create", [name]), json(aliases.upsert(name, parseJson(req.body))));
  if (req.method === "GET") return (authorize(d, req, "aliases:get", [name]), json(aliases.get(name)));
  if (req.method === "DELETE")
    return (authorize(d, req, "aliases:delete", [name]), json(aliases.delete(name)));
  throw notFound();
}
