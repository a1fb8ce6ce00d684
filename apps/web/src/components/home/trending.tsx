import type { Locale } from "@gk/tenancy";
import { IntentLink } from "../intent-link";
import { getTranslations } from "next-intl/server";
import { serverApi } from "@/lib/api.server";
import { localePath } from "@/lib/paths";

/** Trending searches: each term opens the search page with it. */
export async function TrendingSearches({ locale }: { locale: Locale }) {
  const api = await serverApi(locale);
  const t = await getTranslations({ locale, namespace: "home" });
  const answer = await api.request("homeTrendingSearches", { limit: 8 }).catch(() => null);
  if (!answer) return null;
  const { terms, title } = answer.data;
  return (
    <section aria-labelledby="home-trending" className="space-y-2">
      <h2 id="home-trending" className="text-base font-semibold text-ink-muted">
        {title || t("sections.trendingSearches")}
      </h2>
      {terms.length === 0 ? (
        <p className="text-ink-muted">{answer.data.reason?.message ?? t("trendingEmpty")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {terms.map(({ term }) => (
            <li key={term}>
              <IntentLink
                href={`${localePath(locale, "/search")}?q=${encodeURIComponent(term)}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line-strong bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-muted"
              >
                {term}
              </IntentLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
