import type { Locale } from "@gk/tenancy";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { localePath } from "@/lib/paths";
import { parseSearchState } from "@/lib/search-params";
import { HomeSectionSkeleton } from "../home/home-section";
import { SearchBox } from "./search-box";
import { SearchResults } from "./search-results";

/** /search and /explore share one page: the query box on top, then the results for the URL's state. */
export async function SearchPage({ locale, route, searchParams }: { locale: Locale; route: "/search" | "/explore"; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const state = parseSearchState(await searchParams);
  const t = await getTranslations({ locale, namespace: "search" });
  const title = state.q ? t("title", { query: state.q }) : t("explore");
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <SearchBox locale={locale} defaultValue={state.q} />
      <Suspense key={JSON.stringify(state)} fallback={<HomeSectionSkeleton />}>
        <SearchResults state={state} base={localePath(locale, route)} locale={locale} title={title} />
      </Suspense>
    </main>
  );
}
