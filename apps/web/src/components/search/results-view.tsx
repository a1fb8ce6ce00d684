import type { CourseCard, Locale } from "@gk/contracts";
import { formatThousands } from "@gk/i18n/numbers";
import { EmptyState } from "@gk/ui/empty-state";
import Link from "next/link";
import type { MouseEvent, ReactNode } from "react";
import { fill } from "@/lib/course-card";
import { localePath } from "@/lib/paths";
import type { FacetValue } from "@/lib/search-facets";
import { searchHref, toggle, type SearchSort, type SearchState } from "@/lib/search-state";
import { CourseGridView } from "../course-grid-view";
import type { SearchLabels } from "./search-labels";
import { SearchForm } from "./search-form";
import { SortSelect } from "./sort-select";

/**
 * The search results view of /search and /explore: search box, filters with their counts and see
 * more/less, the filter chips, the sort, "showing X of Y", the cards, the empty states and load more. It is
 * the one view of both lists: the server renders it from the API (search-results.tsx) and the browser's live
 * search renders it from react-instantsearch (live-results.tsx), so the page does not change when one takes
 * over from the other. No hooks and no server calls here; the data comes in as a `ResultsModel`.
 *
 * Every control is a link or a GET form with the URL of its result, so the page works before JavaScript and
 * each state can be shared. `actions` (browser only) keep a plain click inside the browser's search; a click
 * with a modifier still opens the link.
 */

export type FacetAttribute = "category" | "institution";

export interface ResultsModel {
  state: SearchState;
  /** the page's path (/search or /explore, with the locale prefix) that every link keeps */
  base: string;
  locale: Locale;
  labels: SearchLabels;
  courses: readonly CourseCard[];
  shown: number;
  total: number;
  hasMore: boolean;
  facets: Record<FacetAttribute, FacetValue[]>;
  /** the viewer's company chose no course for this search (a company plan) */
  companyNotChosen: boolean;
  /**
   * The sort of the courses on screen. The browser's list keeps its last answer while the next search is on
   * its way, so this can lag the sort chosen: the page says so with `aria-busy` until it matches.
   */
  sorted: SearchSort;
  /** a newer search than the one shown is on its way */
  busy?: boolean;
}

export interface ResultsActions {
  search(q: string): void;
  toggle(attribute: FacetAttribute, value: string): void;
  reset(): void;
  sort(sort: SearchSort): void;
  loadMore(): void;
}

/** Filter values shown before "see more"; selected ones are always shown. */
export const FACET_PREVIEW = 6;

const chip = "inline-flex min-h-11 items-center gap-2 rounded-lg border text-sm font-semibold";

/** A link that, given `run`, does it in the page on a plain click (the browser's search) instead of loading. */
function ControlLink({
  href,
  run,
  scroll,
  className,
  children,
  ...aria
}: {
  href: string;
  run?: () => void;
  scroll?: boolean;
  className: string;
  children: ReactNode;
  role?: string;
  "aria-checked"?: boolean;
  "data-facet"?: string;
}) {
  if (!run) {
    return (
      <Link href={href} scroll={scroll} className={className} {...aria}>
        {children}
      </Link>
    );
  }
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    run();
  };
  return (
    <a href={href} onClick={onClick} className={className} {...aria}>
      {children}
    </a>
  );
}

export function ResultsView({
  model,
  actions,
  live = false,
}: {
  model: ResultsModel;
  actions?: ResultsActions;
  live?: boolean;
}) {
  const { state, base, locale, labels: l } = model;
  const selectedCount = state.categories.length + state.institutions.length;
  const filtered = selectedCount > 0;
  const resetHref = searchHref(base, state, { categories: [], institutions: [] });
  const reset = actions ? () => actions.reset() : undefined;
  const sorts: SearchSort[] = state.q
    ? ["relevance", "popular", "rating", "newest"]
    : ["popular", "rating", "newest"];
  const facet = (attribute: FacetAttribute, title: string, key: "categories" | "institutions") => (
    <Facet
      attribute={attribute}
      title={title}
      values={model.facets[attribute]}
      href={(value) =>
        searchHref(
          base,
          state,
          key === "categories"
            ? { categories: toggle(state.categories, value) }
            : { institutions: toggle(state.institutions, value) },
        )
      }
      run={actions ? (value) => actions.toggle(attribute, value) : undefined}
      labels={l}
    />
  );
  return (
    <div
      className="space-y-6"
      data-search-results
      data-live-search={live ? "" : undefined}
      data-sorted={model.sorted}
      aria-busy={model.busy || undefined}
    >
      <SearchForm
        action={localePath(locale, "/search")}
        value={state.q}
        labels={l}
        onSearch={actions ? (q) => actions.search(q) : undefined}
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        {/*
          The results come first in the document (phones show them first, and the heading leads), the filters
          after them; wide screens place the filters in the left column. Parsed in this order, a page painted
          before its HTML has all arrived never shows the filters where the results then push them down.
        */}
        <section aria-labelledby="results-title" className="min-w-0 space-y-4 lg:col-start-2 lg:row-start-1">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h1 id="results-title" className="text-2xl font-bold text-ink">
                {state.q ? fill(l.title, { query: state.q }) : l.explore}
              </h1>
              <p className="text-ink-muted" aria-live="polite" data-testid="shown">
                {fill(l.shown, { shown: formatThousands(model.shown), total: formatThousands(model.total) })}
              </p>
            </div>
            {/* phones: results come first, the filters follow them; this jumps there */}
            <a
              href="#filters"
              className="inline-flex min-h-11 items-center rounded-lg border border-line-strong px-3 text-sm font-semibold text-ink lg:hidden"
            >
              {l.filterTitle}
              {filtered ? ` (${selectedCount})` : ""}
            </a>
            <SortSelect
              label={l.sortLabel}
              value={state.sort}
              options={sorts.map((s) => ({
                value: s,
                label: l.sorts[s],
                href: searchHref(base, state, { sort: s }),
              }))}
              onSelect={actions ? (s) => actions.sort(s as SearchSort) : undefined}
            />
          </div>
          {model.courses.length === 0 ? (
            <EmptyState
              title={l.emptyTitle}
              text={
                model.companyNotChosen ? l.companyNotChosen : filtered ? l.resetFilters : l.differentKeywords
              }
              action={
                filtered ? (
                  <ControlLink
                    href={resetHref}
                    run={reset}
                    className={`${chip} border-line-strong px-3 text-ink`}
                  >
                    {l.reset}
                  </ControlLink>
                ) : undefined
              }
            />
          ) : (
            <CourseGridView courses={model.courses} locale={locale} labels={l.card} narrow eager={3} />
          )}
          {model.hasMore ? (
            <div className="flex justify-center">
              <ControlLink
                href={searchHref(base, state, { page: state.page + 1 })}
                run={actions ? () => actions.loadMore() : undefined}
                scroll={false}
                className={`${chip} border-brand bg-brand px-6 text-white`}
              >
                {l.loadMore}
              </ControlLink>
            </div>
          ) : null}
        </section>
        <aside
          id="filters"
          aria-label={l.filterTitle}
          className="scroll-mt-20 space-y-5 lg:col-start-1 lg:row-start-1"
        >
          {facet("category", l.category, "categories")}
          {facet("institution", l.institution, "institutions")}
          {filtered ? (
            <ControlLink href={resetHref} run={reset} className={`${chip} border-line-strong px-3 text-ink`}>
              {l.reset}
            </ControlLink>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

function Facet({
  attribute,
  title,
  values,
  href,
  run,
  labels: l,
}: {
  attribute: FacetAttribute;
  title: string;
  values: readonly FacetValue[];
  href: (value: string) => string;
  run?: (value: string) => void;
  labels: SearchLabels;
}) {
  // nothing to filter by for this search (nothing found): no empty heading
  if (values.length === 0) return null;
  const item = (v: FacetValue) => (
    <li key={v.value}>
      <ControlLink
        href={href(v.value)}
        run={run ? () => run(v.value) : undefined}
        role="checkbox"
        aria-checked={v.selected}
        data-facet={attribute}
        className={`flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 text-sm ${v.selected ? "bg-brand-soft font-semibold text-brand-ink" : "text-ink hover:bg-surface-muted"}`}
      >
        <span className="flex items-center gap-2">
          <span
            aria-hidden
            className={`grid size-5 shrink-0 place-items-center rounded border ${v.selected ? "border-brand bg-brand text-white" : "border-line-strong"}`}
          >
            {v.selected ? "✓" : ""}
          </span>
          {v.name}
        </span>
        {v.count === null ? null : <span className="text-ink-muted">{formatThousands(v.count)}</span>}
      </ControlLink>
    </li>
  );
  // the selected values and the first few stay visible; the rest fold behind "see more" (native details: no JS)
  const head = values.filter((v, i) => i < FACET_PREVIEW || v.selected);
  const tail = values.filter((v) => !head.includes(v));
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 font-bold text-ink">{title}</legend>
      <ul>{head.map(item)}</ul>
      {tail.length > 0 ? (
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center px-2 font-semibold text-brand-ink">
            <span className="group-open:hidden">{l.seeMore}</span>
            <span className="hidden group-open:inline">{l.seeLess}</span>
          </summary>
          <ul>{tail.map(item)}</ul>
        </details>
      ) : null}
    </fieldset>
  );
}
