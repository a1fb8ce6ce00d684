import type { CourseCard } from "@gk/contracts";
import { formatThousands } from "@gk/i18n/numbers";
import { EmptyState } from "@gk/ui/empty-state";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { isApiError, type ApiClient } from "@gk/api-client";
import { serverApi } from "@/lib/api.server";
import { searchHref, toggle, type SearchState } from "@/lib/search-params";
import { BusyState } from "../busy-state";
import { CourseGrid } from "../course-grid";
import { SortSelect } from "./sort-select";

const PER_PAGE = 20;
const FACET_PREVIEW = 6;
const chip = "inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold";

/**
 * Search and listing (spec §2), rendered on the server from the URL: sort, category and institution filters
 * with see more/less, "showing X of Y", load more, and the not-found messages. Every control is a link, so it
 * works before JavaScript and every state can be shared.
 */
export async function SearchResults({ state, base, locale, title }: { state: SearchState; base: string; locale: "id" | "en"; title: string }) {
  const api = await serverApi(locale);
  const t = await getTranslations({ locale, namespace: "search" });
  let pages, categories, institutions;
  try {
    [pages, categories, institutions] = await Promise.all([
      Promise.all(Array.from({ length: state.page }, (_, i) => listPage(api, state, i + 1))),
      api.request("categories", {}),
      api.request("institutions", {}),
    ]);
  } catch {
    return <BusyState />;
  }
  const last = pages[pages.length - 1]!.data;
  const items: CourseCard[] = pages.flatMap((p) => p.data.items);
  const filtered = state.categories.length + state.institutions.length > 0;

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <aside id="filters" aria-label={t("filter.title")} className="order-2 scroll-mt-20 space-y-5 lg:order-none">
        <Facet
          title={t("filter.category")}
          values={categories.data.items.filter((c) => c.courseCount > 0)}
          selected={state.categories}
          href={(slug) => searchHref(base, state, { categories: toggle(state.categories, slug) })}
          more={t("filter.seeMore")}
          less={t("filter.seeLess")}
          name="category"
        />
        <Facet
          title={t("filter.institution")}
          values={institutions.data.items.filter((i) => i.courseCount > 0)}
          selected={state.institutions}
          href={(slug) => searchHref(base, state, { institutions: toggle(state.institutions, slug) })}
          more={t("filter.seeMore")}
          less={t("filter.seeLess")}
          name="institution"
        />
        {filtered ? (
          <Link href={searchHref(base, state, { categories: [], institutions: [] })} className={`${chip} border-line-strong text-ink`}>
            {t("filter.reset")}
          </Link>
        ) : null}
      </aside>
      <section aria-labelledby="results-title" className="order-1 min-w-0 space-y-4 lg:order-none">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 id="results-title" className="text-2xl font-bold text-ink">
              {title}
            </h1>
            <p className="text-ink-muted" aria-live="polite" data-testid="shown">
              {t("results.shown", { shown: formatThousands(last.shown), total: formatThousands(last.total) })}
            </p>
          </div>
          {/* phones: results come first, the filters follow them; this jumps there */}
          <a href="#filters" className="inline-flex min-h-11 items-center rounded-lg border border-line-strong px-3 text-sm font-semibold text-ink lg:hidden">
            {t("filter.title")}
            {filtered ? ` (${state.categories.length + state.institutions.length})` : ""}
          </a>
          <SortSelect
            label={t("sort.label")}
            value={state.sort}
            options={[
              ...(state.q ? [{ value: "relevance", label: t("sort.relevance"), href: searchHref(base, state, { sort: "relevance" }) }] : []),
              { value: "popular", label: t("sort.popularity"), href: searchHref(base, state, { sort: "popular" }) },
              { value: "rating", label: t("sort.highestRating"), href: searchHref(base, state, { sort: "rating" }) },
              { value: "newest", label: t("sort.newest"), href: searchHref(base, state, { sort: "newest" }) },
            ]}
          />
        </div>
        {items.length === 0 ? (
          <EmptyState
            title={t("empty.title")}
            text={
              last.reason?.code === "COMPANY_DID_NOT_CHOOSE"
                ? t("empty.companyNotChosen")
                : filtered
                  ? t("empty.resetFilters")
                  : t("empty.differentKeywords")
            }
            action={
              filtered ? (
                <Link href={searchHref(base, state, { categories: [], institutions: [] })} className={`${chip} border-line-strong text-ink`}>
                  {t("filter.reset")}
                </Link>
              ) : undefined
            }
          />
        ) : (
          <CourseGrid courses={items} locale={locale} narrow eager={3} />
        )}
        {last.hasMore ? (
          <div className="flex justify-center">
            <Link
              href={searchHref(base, state, { page: state.page + 1 })}
              scroll={false}
              className={`${chip} border-brand bg-brand px-6 text-white`}
            >
              {t("results.loadMore")}
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}

/**
 * One page of results: a query goes to the API's search (search nodes, typo tolerant, with its database
 * fallback); no query lists the catalogue. An API without the search route yet lists without the query.
 */
async function listPage(api: ApiClient, state: SearchState, page: number) {
  const filter = { category: state.categories as never, institution: state.institutions, page, perPage: PER_PAGE };
  if (state.q) {
    try {
      return await api.request("searchCourses", { ...filter, q: state.q, sort: state.sort });
    } catch (err) {
      if (!(isApiError(err) && err.status === 404)) throw err;
    }
  }
  return api.request("courses", { ...filter, sort: state.sort === "relevance" ? "popular" : state.sort });
}

function Facet({
  title,
  values,
  selected,
  href,
  more,
  less,
  name,
}: {
  title: string;
  values: readonly { slug: string; name: string; courseCount: number }[];
  selected: readonly string[];
  href: (slug: string) => string;
  more: string;
  less: string;
  name: string;
}) {
  const item = (v: { slug: string; name: string; courseCount: number }) => {
    const on = selected.includes(v.slug);
    return (
      <li key={v.slug}>
        <Link
          href={href(v.slug)}
          role="checkbox"
          aria-checked={on}
          data-facet={name}
          className={`flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 text-sm ${on ? "bg-brand-soft font-semibold text-brand-ink" : "text-ink hover:bg-surface-muted"}`}
        >
          <span className="flex items-center gap-2">
            <span aria-hidden className={`grid size-5 shrink-0 place-items-center rounded border ${on ? "border-brand bg-brand text-white" : "border-line-strong"}`}>
              {on ? "✓" : ""}
            </span>
            {v.name}
          </span>
          <span className="text-ink-muted">{formatThousands(v.courseCount)}</span>
        </Link>
      </li>
    );
  };
  // the selected values and the first few stay visible; the rest fold behind "see more" (native details: no JS)
  const head = values.filter((v, i) => i < FACET_PREVIEW || selected.includes(v.slug));
  const tail = values.filter((v) => !head.includes(v));
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 font-bold text-ink">{title}</legend>
      <ul>{head.map(item)}</ul>
      {tail.length > 0 ? (
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center px-2 font-semibold text-brand-ink">
            <span className="group-open:hidden">{more}</span>
            <span className="hidden group-open:inline">{less}</span>
          </summary>
          <ul>{tail.map(item)}</ul>
        </details>
      ) : null}
    </fieldset>
  );
}
