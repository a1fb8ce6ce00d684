import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SearchPage } from "@/components/search/search-page";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "search" });
  return { title: t("explore") };
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  return <SearchPage locale={locale} route="/explore" searchParams={searchParams} />;
}
