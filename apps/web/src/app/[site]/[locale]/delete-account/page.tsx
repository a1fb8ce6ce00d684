import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { LearningIntl } from "@/components/learning/intl";
import { DeleteAccountForm } from "@/components/profile/delete-account-form";
import { siteFromParams, type SiteParams } from "@/lib/site";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "profile" });
  return { title: t("deleteAccount.title"), robots: { index: false } };
}

/** Delete account (guarded by proxy.ts): confirmed with the password. */
export default async function DeleteAccountPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "profile" });
  return (
    <LearningIntl locale={locale}>
      <AuthCard title={t("deleteAccount.title")}>
        <DeleteAccountForm locale={locale} />
      </AuthCard>
    </LearningIntl>
  );
}
