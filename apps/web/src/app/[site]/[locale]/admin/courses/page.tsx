import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminPage } from "@/components/admin/admin-page";
import { CoursesConsole } from "@/components/admin/courses-console";
import { siteFromParams, type SiteParams } from "@/lib/site";
import { QueryProvider } from "@/components/query-provider";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  return {
    title: (await getTranslations({ locale, namespace: "admin" }))("courses.title"),
    robots: { index: false },
  };
}

/** The company admin console: which courses the members see, and which are mandatory (company admins only). */
export default async function AdminCoursesPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "admin" });
  return (
    <AdminPage locale={locale} current="courses" title={t("courses.title")}>
      <QueryProvider>
        <CoursesConsole locale={locale} />
      </QueryProvider>
    </AdminPage>
  );
}
