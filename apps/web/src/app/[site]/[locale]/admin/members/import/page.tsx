import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminPage } from "@/components/admin/admin-page";
import { MemberImportPanel } from "@/components/admin/member-import";
import { siteFromParams, type SiteParams } from "@/lib/site";
import { QueryProvider } from "@/components/query-provider";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  return {
    title: (await getTranslations({ locale, namespace: "admin" }))("import.title"),
    robots: { index: false },
  };
}

/** The company admin console: importing members from a CSV file (guarded; company admins only). */
export default async function AdminMemberImportPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "admin" });
  return (
    <AdminPage locale={locale} current="import" title={t("import.title")}>
      <QueryProvider>
        <MemberImportPanel locale={locale} />
      </QueryProvider>
    </AdminPage>
  );
}
