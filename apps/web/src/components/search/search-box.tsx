import { Search } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { localePath } from "@/lib/paths";

/** A plain GET form to the search page: works before (and without) JavaScript; the query lands in the URL. */
export async function SearchBox({ locale, defaultValue = "" }: { locale: "id" | "en"; defaultValue?: string }) {
  const t = await getTranslations({ locale, namespace: "search" });
  return (
    <form role="search" action={localePath(locale, "/search")} method="get" className="flex w-full max-w-2xl gap-2">
      <label htmlFor="site-search" className="sr-only">
        {t("label")}
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={t("placeholder")}
        className="min-h-12 min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-4 text-base text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-brand-ink"
      />
      <button type="submit" className="inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong">
        <Search aria-hidden className="size-5" />
        <span className="sr-only sm:not-sr-only">{t("submit")}</span>
      </button>
    </form>
  );
}
