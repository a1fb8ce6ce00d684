import type { SearchKey, Locale } from "@gk/contracts";
import type { ReactNode } from "react";
import type { SearchState, SearchVocabulary } from "@/lib/search-state";
import type { SearchLabels } from "./search-labels";

/**
 * The props of the browser's search, in a module of their own: live-search.tsx (which loads the live chunk)
 * and live-instantsearch.tsx (the chunk) both use them without importing each other.
 */
export interface LiveSearchProps {
  /** the search the server rendered */
  initial: SearchState;
  /** its query string as URLSearchParams writes it: the browser's address still says the same when equal */
  renderedQuery: string;
  base: string;
  locale: Locale;
  labels: SearchLabels;
  /** facet value names by "<attribute>:<value>" */
  names: Record<string, string>;
  /** the sorts and categories the contracts allow, to read the URL in the browser */
  vocabulary: SearchVocabulary;
  fallback: ReactNode;
}

export type LiveProps = LiveSearchProps & { searchKey: SearchKey };
