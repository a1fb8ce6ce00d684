import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotForm } from "@/components/auth/password-forms";
import { siteFromParams, type SiteParams } from "@/lib/site";

export default async function ForgotPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "auth" });
  return (
    <AuthCard title={t("forgotPassword.title")} subtitle={t("forgotPassword.description")}>
      <ForgotForm locale={locale} />
    </AuthCard>
  );
}
