import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ConfirmGoogleForm } from "@/components/auth/confirm-google-form";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = { params: Promise<SiteParams>; searchParams: Promise<{ token?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "auth" });
  return { title: t("confirmGoogle.title"), robots: { index: false } };
}

/**
 * The page of the mailed Google-link confirmation: `/confirm-google?token=…`. Nothing happens on opening it
 * (mail scanners open links too); the owner confirms with the button, and the single-use token is spent then.
 */
export default async function ConfirmGooglePage({ params, searchParams }: Props) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "auth" });
  const { token } = await searchParams;
  return (
    <AuthCard title={t("confirmGoogle.title")} subtitle={t("confirmGoogle.intro")}>
      <ConfirmGoogleForm locale={locale} token={typeof token === "string" ? token : ""} />
    </AuthCard>
  );
}
