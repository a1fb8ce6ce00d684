"use client";

import { EmptyState } from "@gk/ui/empty-state";
import { CourseCard } from "@gk/ui/course-card";
import { formatThousands, rupiah } from "@gk/i18n/numbers";
import { Search } from "lucide-react";
import Link from "next/link";
import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { useClearRefinements, useHits, useInstantSearch, useRefinementList, useSearchBox, useSortBy } from "react-instantsearch";
import { localePath } from "@/lib/paths";
import { searchHref, toggle, type SearchState } from "@/lib/search-state";
import { hitToCard, indexForSort, type CourseHit } from "./instantsearch-state";

/** Every string the browser UI shows, resolved on the server from next-intl's search and course messages. */
export interface LiveLabels {
  label: string;
  placeholder: string;
  submit: string;
  title: string;
  explore: string;
  filterTitle: string;
  category: string;
  institution: string;
  reset: string;
  seeMore: string;
  seeLess: string;
  shown: string;
  loadMore: string;
  sortLabel: string;
  sorts: Record<"relevance" | "rating" | "popular" | "newest", string>;
  emptyTitle: string;
  differentKeywords: string;
  resetFilters: string;
  companyNotChosen: string;
  ratingOf: string;
  learnersWord: string;
  free: string;
  certificateBadge: string;
}

const chip = "inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold";
// links keep their server URL (open in a new tab, copy) while a plain click stays in the browser's search
const click = (run: () => void) => (e: MouseEvent<HTMLAnchorElement>) => {
  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
  e.preventDefault();
  run();
};
const fill = (tpl: string, vars: Record<string, string | number>) => tpl.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));

interface Props {
  state: SearchState;
  base: string;
  locale: "id" | "en";
  labels: LiveLabels;
  names: Record<string, string>;
  scope: "all" | "company" | "site";
  fallback: ReactNode;
  onLoadMore: () => void;
}

/** The react-instantsearch page body; the server render stays until the first browser search has answered. */
export function LiveResults({ state, base, locale, labels: l, names, scope, fallback, onLoadMore }: Props) {
  const { status, results } = useInstantSearch({ catchError: true });
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (status === "idle" && results && !(results as { __isArtificial?: boolean }).__isArtificial) setReady(true);
    // the node went away after the take-over: a full load of this URL gets the server's database fallback
    if (status === "error" && ready) window.location.assign(searchHref(base, state, { page: state.page }));
  }, [status, results, ready, base, state]);
  const { items } = useHits<CourseHit & Record<string, unknown>>();
  const clear = useClearRefinements({ includedAttributes: ["category", "institution"] });
  if (!ready) return <>{fallback}</>;
  const total = results?.nbHits ?? 0;
  const filtered = state.categories.length + state.institutions.length > 0;
  const title = state.q ? fill(l.title, { query: state.q }) : l.explore;
  return (
    <>
      <LiveBox labels={l} />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]" data-live-search>
        <aside id="filters" aria-label={l.filterTitle} className="order-2 scroll-mt-20 space-y-5 lg:order-none">
          <Facet attribute="category" title={l.category} names={names} labels={l} href={(slug) => searchHref(base, state, { categories: toggle(state.categories, slug) })} />
          <Facet attribute="institution" title={l.institution} names={names} labels={l} href={(slug) => searchHref(base, state, { institutions: toggle(state.institutions, slug) })} />
          {filtered ? (
            <a href={searchHref(base, state, { categories: [], institutions: [] })} onClick={click(() => clear.refine())} className={`${chip} border-line-strong text-ink`}>
              {l.reset}
            </a>
          ) : null}
        </aside>
        <section aria-labelledby="results-title" className="order-1 min-w-0 space-y-4 lg:order-none">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h1 id="results-title" className="text-2xl font-bold text-ink">
                {title}
              </h1>
              <p className="text-ink-muted" aria-live="polite" data-testid="shown">
                {fill(l.shown, { shown: formatThousands(Math.min(items.length, total)), total: formatThousands(total) })}
              </p>
            </div>
            <a href="#filters" className="inline-flex min-h-11 items-center rounded-lg border border-line-strong px-3 text-sm font-semibold text-ink lg:hidden">
              {l.filterTitle}
              {filtered ? ` (${state.categories.length + state.institutions.length})` : ""}
            </a>
            <Sort state={state} labels={l} />
          </div>
          {items.length === 0 ? (
            <EmptyState
              title={l.emptyTitle}
              text={scope === "company" && !filtered ? l.companyNotChosen : filtered ? l.resetFilters : l.differentKeywords}
              action={
                filtered ? (
                  <a href={searchHref(base, state, { categories: [], institutions: [] })} onClick={click(() => clear.refine())} className={`${chip} border-line-strong text-ink`}>
                    {l.reset}
                  </a>
                ) : undefined
              }
            />
          ) : (
            <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 xl:grid-cols-3">
              {items.map((hit, i) => {
                const c = hitToCard(hit, locale);
                return (
                  <li key={c.id} className="flex">
                    <CourseCard
                      className="w-full"
                      href={localePath(locale, `/course/${c.slug}`)}
                      linkAs={Link}
                      title={c.name}
                      institution={c.institution.name}
                      category={c.category.name}
                      imageUrl={`/course-art/${c.category.slug}.svg`}
                      rating={c.ratingCount > 0 ? c.ratingAverage : undefined}
                      ratingLabel={fill(l.ratingOf, { rating: c.ratingAverage.toFixed(1) })}
                      learnerCount={c.popularity}
                      learnersLabel={l.learnersWord}
                      price={c.priceRupiah > 0 ? rupiah(c.priceRupiah) : null}
                      freeLabel={l.free}
                      certificate={c.certificateOffered}
                      certificateLabel={l.certificateBadge}
                      priority={i < 3}
                    />
                  </li>
                );
              })}
            </ul>
          )}
          {items.length < total ? (
            <div className="flex justify-center">
              <a href={searchHref(base, state, { page: state.page + 1 })} onClick={click(onLoadMore)} className={`${chip} border-brand bg-brand px-6 text-white`}>
                {l.loadMore}
              </a>
            </div>
          ) : null}
        </section>
      </div>
    </>
  );
}

function LiveBox({ labels: l }: { labels: LiveLabels }) {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  // back/forward (or a link) brought another query: the box shows it
  useEffect(() => setValue(query), [query]);
  return (
    <form
      role="search"
      className="flex w-full max-w-2xl gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        refine(value.trim());
      }}
    >
      <label htmlFor="site-search" className="sr-only">
        {l.label}
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={l.placeholder}
        className="min-h-12 min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-4 text-base text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-brand-ink"
      />
      <button type="submit" className="inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong">
        <Search aria-hidden className="size-5" />
        <span className="sr-only sm:not-sr-only">{l.submit}</span>
      </button>
    </form>
  );
}

function Sort({ state, labels: l }: { state: SearchState; labels: LiveLabels }) {
  const { indexUiState } = useInstantSearch();
  const collection = String(indexUiState.sortBy ?? "").split("/sort/")[0] || "courses";
  const sorts = (state.q ? (["relevance", "popular", "rating", "newest"] as const) : (["popular", "rating", "newest"] as const)).map((s) => ({ value: indexForSort(s, collection), label: l.sorts[s] }));
  const { currentRefinement, refine } = useSortBy({ items: sorts });
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sort" className="text-sm font-semibold text-ink-muted">
        {l.sortLabel}
      </label>
      <select id="sort" value={currentRefinement} onChange={(e) => refine(e.target.value)} className="min-h-11 rounded-lg border border-line-strong bg-surface px-3 text-base text-ink">
        {sorts.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Facet({ attribute, title, names, labels: l, href }: { attribute: "category" | "institution"; title: string; names: Record<string, string>; labels: LiveLabels; href: (value: string) => string }) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({ attribute, limit: 6, showMore: true, showMoreLimit: 100, sortBy: ["isRefined", "count:desc", "name:asc"] });
  // no values for this search (nothing found): no empty heading
  if (items.length === 0) return null;
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 font-bold text-ink">{title}</legend>
      <ul>
        {items.map((v) => (
          <li key={v.value}>
            <a
              href={href(v.value)}
              role="checkbox"
              aria-checked={v.isRefined}
              data-facet={attribute}
              onClick={click(() => refine(v.value))}
              className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-2 text-left text-sm ${v.isRefined ? "bg-brand-soft font-semibold text-brand-ink" : "text-ink hover:bg-surface-muted"}`}
            >
              <span className="flex items-center gap-2">
                <span aria-hidden className={`grid size-5 shrink-0 place-items-center rounded border ${v.isRefined ? "border-brand bg-brand text-white" : "border-line-strong"}`}>
                  {v.isRefined ? "✓" : ""}
                </span>
                {names[`${attribute}:${v.value}`] ?? v.label}
              </span>
              <span className="text-ink-muted">{formatThousands(v.count)}</span>
            </a>
          </li>
        ))}
      </ul>
      {canToggleShowMore ? (
        <button type="button" onClick={toggleShowMore} className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-ink">
          {isShowingMore ? l.seeLess : l.seeMore}
        </button>
      ) : null}
    </fieldset>
  );
}
