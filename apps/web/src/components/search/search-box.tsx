import type { Locale } from "@gk/tenancy";
import { getTranslations } from "next-intl/server";
import { localePath } from "@/lib/paths";
import { SearchForm } from "./search-form";

/** The search box of server pages (home): the search form with its words read on the server. */
export async function SearchBox({ locale, defaultValue = "" }: { locale: Locale; defaultValue?: string }) {
  const t = await getTranslations({ locale, namespace: "search" });
  return (
    <SearchForm
      action={localePath(locale, "/search")}
      value={defaultValue}
      labels={{ label: t("label"), placeholder: t("placeholder"), submit: t("submit") }}
    />
  );
}
