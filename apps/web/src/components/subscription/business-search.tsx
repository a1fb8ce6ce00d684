"use client";

import type { Locale } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { createSearchClient } from "@gk/search";
import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { localePath } from "@/lib/paths";
import { useApp } from "../providers";

interface Hit {
  id: string;
  kind: "course" | "bundle";
  slug?: string;
  title_id: string;
  title_en: string;
  text_id: string;
  text_en: string;
}
type Client = ReturnType<typeof createSearchClient>;

const QUERY_BY = "title_id,title_en,text_id,text_en";

/**
 * The business homepage's search: courses and bundles of the business-to-business index (`business_home`),
 * searched in the browser with the API's scoped search-only key, as the visitor types. Before the first
 * keystroke it shows the most popular entries. Without the search nodes it says so and the rest of the page
 * keeps working.
 */
export function BusinessSearch({ locale }: { locale: Locale }) {
  const t = useTranslations("subscription");
  const { api } = useApp();
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [failed, setFailed] = useState(false);
  const search = useRef<{ client: Client; index: string } | null>(null);

  useEffect(() => {
    let current = true;
    const run = async () => {
      try {
        if (!search.current) {
          const key = (await api.request("searchKey", {})).data;
          if (key.nodes.length === 0) throw new Error("no search nodes");
          search.current = {
            client: createSearchClient({ nodes: key.nodes, apiKey: key.key, queryBy: QUERY_BY }),
            index: key.collections.business,
          };
        }
        const { client, index } = search.current;
        const answer = await client.search([{ indexName: index, params: { query, hitsPerPage: 8 } }]);
        if (!current) return;
        setHits(((answer.results[0] as { hits?: Hit[] }).hits ?? []).slice(0, 8));
        setFailed(false);
      } catch {
        if (current) setFailed(true);
      }
    };
    const timer = setTimeout(() => void run(), 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, api]);

  return (
    <div className="space-y-4">
      <label className="block space-y-2">
        <span className="font-semibold text-ink">{t("business.searchLabel")}</span>
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t("business.searchPlaceholder")}
          className="min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink"
          data-testid="business-search"
        />
      </label>
      {failed ? (
        <p role="status" className="text-ink-muted">
          {t("business.searchUnavailable")}
        </p>
      ) : hits && hits.length === 0 ? (
        <p role="status" className="text-ink-muted">
          {t("business.searchEmpty")}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-live="polite" data-testid="business-results">
          {(hits ?? []).map((hit) => {
            const title = locale === "en" ? hit.title_en : hit.title_id;
            const text = locale === "en" ? hit.text_en : hit.text_id;
            const body = (
              <>
                <span className="text-xs font-semibold uppercase tracking-wide text-brand-ink">
                  {hit.kind === "bundle" ? t("business.kindBundle") : t("business.kindCourse")}
                </span>
                <span className="block font-semibold text-ink">{title}</span>
                <span className="line-clamp-2 block text-sm text-ink-muted">{text}</span>
              </>
            );
            return (
              <li key={hit.id} className="rounded-card border border-line p-3">
                {hit.kind === "course" && hit.slug ? (
                  <Link href={localePath(locale, `/course/${hit.slug}`)} className="block">
                    {body}
                  </Link>
                ) : (
                  body
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
