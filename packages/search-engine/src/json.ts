import type { Doc } from "./schema";
import type { Hit, SearchResult } from "./search";

/**
 * Stored documents' JSON, written once each: the documents are a third of a search answer and the same ones
 * come back on page after page. A write stores a new object and never changes a stored one in place, so a
 * document's JSON holds for as long as its object lives; the weak map lets the JSON go with it.
 */
const docJson = new WeakMap<Doc, string>();

function documentJson(doc: Doc): string {
  let json = docJson.get(doc);
  if (json === undefined) {
    json = JSON.stringify(doc);
    docJson.set(doc, json);
  }
  return json;
}

function hitJson(h: Hit): string {
  const v1 = h.highlights === undefined ? "" : `"highlights":${JSON.stringify(h.highlights)},`;
  return (
    `{"document":${documentJson(h.document)},${v1}` +
    `"highlight":${JSON.stringify(h.highlight)},"text_match":${JSON.stringify(h.text_match)}}`
  );
}

/** A search answer's JSON, the same text JSON.stringify writes for it, in its keys' order. */
export function resultJson(r: SearchResult): string {
  let hits = "";
  for (let i = 0; i < r.hits.length; i++) hits += (i > 0 ? "," : "") + hitJson(r.hits[i]!);
  return (
    `{"facet_counts":${JSON.stringify(r.facet_counts)},"found":${JSON.stringify(r.found)},` +
    `"out_of":${JSON.stringify(r.out_of)},"page":${JSON.stringify(r.page)},"hits":[${hits}],` +
    `"request_params":${JSON.stringify(r.request_params)},"search_cutoff":${JSON.stringify(r.search_cutoff)},` +
    `"search_time_ms":${JSON.stringify(r.search_time_ms)}}`
  );
}
