import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminPage } from "@/components/admin/admin-page";
import { MembersConsole } from "@/components/admin/members-console";
import { FIRST_MEMBERS_PAGE } from "@/components/admin/members-query";
import { Prefilled } from "@/components/prefilled";
import { siteFromParams, type SiteParams } from "@/lib/site";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  return {
    title: (await getTranslations({ locale, namespace: "admin" }))("members.title"),
    robots: { index: false },
  };
}

/** The company admin console: the company's members (guarded; company admins only). */
export default async function AdminMembersPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "admin" });
  return (
    <AdminPage locale={locale} current="members" title={t("members.title")}>
      {/* the first page comes with the HTML: the console shows it without asking the API again */}
      <Prefilled locale={locale} calls={[["orgMembers", FIRST_MEMBERS_PAGE]]}>
        <MembersConsole locale={locale} />
      </Prefilled>
    </AdminPage>
  );
}
