"use client";

import { COURSE_QUERY_BY, COURSE_QUERY_WEIGHTS, createSearchClient } from "@gk/search";
import type { SearchKey } from "@gk/contracts";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Configure, InstantSearch } from "react-instantsearch";
import { searchHref, type SearchState } from "@/lib/search-params";
import { useApp } from "../providers";
import { fromUiState, toUiState, type CourseUiState } from "./instantsearch-state";
import { LiveResults, type LiveLabels } from "./live-results";

export const PER_PAGE = 20;

const same = (a: SearchState, b: SearchState) =>
  a.q === b.q && a.sort === b.sort && a.categories.join() === b.categories.join() && a.institutions.join() === b.institutions.join();

/**
 * The browser half of the search page (spec §2, issue 7 item 5): the server render (`fallback`) is the first
 * paint and stays when the search key or the node cannot be had; once the browser's own first search answers,
 * a react-instantsearch UI over the scoped key takes its place. The URL keeps the server's parameters
 * (lib/search-params), so a search made here reloads and shares as the same server-rendered page.
 */
export function LiveSearch(props: { initial: SearchState; base: string; locale: "id" | "en"; labels: LiveLabels; names: Record<string, string>; fallback: ReactNode }) {
  const { api } = useApp();
  const [key, setKey] = useState<SearchKey | null>(null);
  useEffect(() => {
    let live = true;
    api.request("searchKey", {}).then(
      (r) => live && r.data.nodes.length > 0 && setKey(r.data),
      // no key (API down, older API): the server render keeps working on its own
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  if (!key) return <>{props.fallback}</>;
  return <Live {...props} searchKey={key} />;
}

function Live({ initial, base, locale, labels, names, fallback, searchKey }: Parameters<typeof LiveSearch>[0] & { searchKey: SearchKey }) {
  const collection = searchKey.collections.courses;
  const client = useMemo(
    () => createSearchClient({ nodes: searchKey.nodes, apiKey: searchKey.key, queryBy: COURSE_QUERY_BY, queryByWeights: COURSE_QUERY_WEIGHTS }),
    [searchKey],
  );
  const [state, setState] = useState(initial);
  const current = useRef(initial);
  const [uiState] = useState(() => ({ [collection]: toUiState({ ...initial, page: 1 }, collection) }));
  return (
    <InstantSearch
      searchClient={client as never}
      indexName={collection}
      initialUiState={uiState as never}
      future={{ preserveSharedStateOnUnmount: true }}
      onStateChange={({ uiState: next, setUiState }) => {
        const ui = (next[collection] ?? {}) as CourseUiState;
        const parsed = fromUiState({ ...ui, page: 1 }, collection);
        // InstantSearch may hold an earlier callback: compare with the latest state, not this render's
        if (!same(parsed, current.current)) {
          current.current = parsed;
          setState(parsed);
          window.history.pushState(null, "", searchHref(base, parsed));
        }
        setUiState(next);
      }}
    >
      {/* Typesense answers at most 250 hits a page */}
      <Configure hitsPerPage={Math.min(250, PER_PAGE * state.page)} />
      <LiveResults
        state={state}
        base={base}
        locale={locale}
        labels={labels}
        names={names}
        scope={searchKey.scope}
        fallback={fallback}
        onLoadMore={() => {
          const s = { ...current.current, page: current.current.page + 1 };
          current.current = s;
          setState(s);
          window.history.replaceState(null, "", searchHref(base, s, { page: s.page }));
        }}
      />
    </InstantSearch>
  );
}
