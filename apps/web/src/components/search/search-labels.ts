import type { CardLabels } from "@/lib/course-card";
import type { SearchSort } from "@/lib/search-state";

/**
 * Every word of the search results view, read on the server from next-intl's search and course messages. The
 * server's list and the browser's live list render the same view with the same object; templates (`title`,
 * `shown`, the card's `ratingOf`) stay raw and are filled with `fill` of lib/course-card.
 */
export interface SearchLabels {
  label: string;
  placeholder: string;
  submit: string;
  /** template with {query} */
  title: string;
  explore: string;
  filterTitle: string;
  category: string;
  institution: string;
  reset: string;
  seeMore: string;
  seeLess: string;
  /** template with {shown} and {total} */
  shown: string;
  loadMore: string;
  sortLabel: string;
  sorts: Record<SearchSort, string>;
  emptyTitle: string;
  differentKeywords: string;
  resetFilters: string;
  companyNotChosen: string;
  card: CardLabels;
}
