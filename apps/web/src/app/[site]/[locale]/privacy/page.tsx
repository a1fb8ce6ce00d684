import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalPage } from "@/components/legal/legal-page";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "legal" });
  return { title: t("privacy.title") };
}

/** The site's privacy policy (/privacy), in the page's language. */
export default async function PrivacyPage({ params }: Props) {
  const { site, locale } = await siteFromParams(params);
  setRequestLocale(locale);
  return <LegalPage kind="privacy" site={site} locale={locale} />;
}
