import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { NewPasswordForm } from "@/components/auth/password-forms";
import { siteFromParams, type SiteParams } from "@/lib/site";

/** Change password (guarded); `?forced=1` after a company account's first sign-in with its initial password. */
export default async function ChangePasswordPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<{ forced?: string }>;
}) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: "auth" }),
    getTranslations({ locale, namespace: "common" }),
  ]);
  const { forced } = await searchParams;
  return (
    <AuthCard
      title={tc("nav.changePassword")}
      subtitle={forced ? t("company.mustChangePassword") : undefined}
    >
      <NewPasswordForm locale={locale} mode="change" />
    </AuthCard>
  );
}
