import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { GroupsConsole } from "@/components/reports/groups-console";
import { ReportsFrame } from "@/components/reports/reports-frame";
import { siteFromParams, type SiteParams } from "@/lib/site";
import { QueryProvider } from "@/components/query-provider";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "reports" });
  return { title: t("groups.title"), robots: { index: false } };
}

/** The company admin's groups: members by hand or by department, courses assigned with a due date. */
export default async function AdminGroupsPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "reports" });
  return (
    <ReportsFrame locale={locale} current="groups" title={t("groups.title")}>
      <QueryProvider>
        <GroupsConsole locale={locale} />
      </QueryProvider>
    </ReportsFrame>
  );
}
