"use client";

import { COURSE_HIT_PARAMS, COURSE_QUERY_BY, COURSE_QUERY_WEIGHTS, createSearchClient } from "@gk/search";
import { useSearchParams } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { Configure, InstantSearch, useInstantSearch } from "react-instantsearch";
import {
  parseSearchStateWith,
  PER_PAGE,
  rawFromSearchParams,
  sameSearch,
  searchHref,
  type SearchState,
  type SearchVocabulary,
} from "@/lib/search-state";
import { fromUiState, toUiState, type CourseUiState } from "./instantsearch-state";
import { LiveResults } from "./live-results";
import type { LiveProps } from "./live-types";

/**
 * react-instantsearch over the node with the API's scoped key. The URL is the one source of the search: the
 * browser's own changes are written to it, and whatever else changes it (back/forward, a server-list link
 * clicked while this UI was still loading, a shared link) is read back into InstantSearch.
 */
export function Live({ initial, base, locale, labels, names, vocabulary, fallback, searchKey }: LiveProps) {
  const collection = searchKey.collections.courses;
  const client = useMemo(
    () =>
      createSearchClient({
        nodes: searchKey.nodes,
        apiKey: searchKey.key,
        queryBy: COURSE_QUERY_BY,
        queryByWeights: COURSE_QUERY_WEIGHTS,
        extra: COURSE_HIT_PARAMS,
      }),
    [searchKey],
  );
  const params = useSearchParams();
  // the URL may have moved on since the server rendered `initial` (a click during the take-over, back to a
  // search made here)
  const [start] = useState(() =>
    params
      ? parseSearchStateWith(rawFromSearchParams(new URLSearchParams(params.toString())), vocabulary)
      : initial,
  );
  const [state, setState] = useState(start);
  const current = useRef(start);
  const [uiState] = useState(() => ({ [collection]: toUiState({ ...start, page: 1 }, collection) }));
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
        if (!sameSearch(parsed, current.current)) {
          current.current = parsed;
          setState(parsed);
          window.history.pushState(null, "", searchHref(base, parsed));
        }
        setUiState(next);
      }}
    >
      <FollowUrl
        vocabulary={vocabulary}
        collection={collection}
        current={current}
        onChange={(s) => {
          current.current = s;
          setState(s);
        }}
      />
      {/* Typesense answers at most 250 hits a page */}
      <Configure hitsPerPage={Math.min(250, PER_PAGE * state.page)} />
      <LiveResults
        state={state}
        base={base}
        locale={locale}
        labels={labels}
        names={names}
        scope={searchKey.scope}
        collection={collection}
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

/** Reads URL changes made by anything but this UI (back/forward, links) into InstantSearch's state. */
function FollowUrl({
  vocabulary,
  collection,
  current,
  onChange,
}: {
  vocabulary: SearchVocabulary;
  collection: string;
  current: { current: SearchState };
  onChange: (s: SearchState) => void;
}) {
  const params = useSearchParams();
  const { setUiState } = useInstantSearch();
  const query = params?.toString() ?? "";
  useEffect(() => {
    const fromUrl = parseSearchStateWith(rawFromSearchParams(new URLSearchParams(query)), vocabulary);
    if (sameSearch(fromUrl, current.current, true)) return;
    onChange(fromUrl);
    setUiState((prev) => ({
      ...prev,
      [collection]: toUiState({ ...fromUrl, page: 1 }, collection) as never,
    }));
    // onChange and current are stable enough: only a new URL matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
  return null;
}
