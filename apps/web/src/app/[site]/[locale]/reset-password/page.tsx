import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { NewPasswordForm } from "@/components/auth/password-forms";
import { siteFromParams, type SiteParams } from "@/lib/site";

/** The page of the mailed reset link: `/reset-password?token=…`. */
export default async function ResetPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<{ token?: string }>;
}) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "auth" });
  const { token } = await searchParams;
  return (
    <AuthCard title={t("resetPassword.title")}>
      <NewPasswordForm locale={locale} mode="reset" token={typeof token === "string" ? token : ""} />
    </AuthCard>
  );
}
