import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ExportPanel } from "@/components/reports/export-panel";
import { ReportsDashboard } from "@/components/reports/reports-dashboard";
import { ReportsFrame } from "@/components/reports/reports-frame";
import { siteFromParams, type SiteParams } from "@/lib/site";
import { QueryProvider } from "@/components/query-provider";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "reports" });
  return { title: t("dashboard.title"), robots: { index: false } };
}

/** The company admin's dashboard of the members' learning, and the results export. */
export default async function AdminReportsPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "reports" });
  return (
    <ReportsFrame locale={locale} current="dashboard" title={t("dashboard.title")}>
      <QueryProvider>
        <ReportsDashboard locale={locale} />
        <ExportPanel />
      </QueryProvider>
    </ReportsFrame>
  );
}
