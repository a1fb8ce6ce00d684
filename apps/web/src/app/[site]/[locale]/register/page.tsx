import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import Link from "next/link";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { localePath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  return {
    title: (await getTranslations({ locale, namespace: "auth" }))("register.title"),
    robots: { index: false },
  };
}

export default async function RegisterPage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "auth" });
  // a site whose people get their accounts from their organisation (tenant.json features) has no sign-up
  if (!site.features.registration)
    return (
      <AuthCard title={t("register.title")}>
        <p role="status" className="text-ink">
          {t("register.closed")}
        </p>
        <Link
          href={localePath(locale, "/login")}
          className="inline-flex min-h-11 items-center font-semibold text-brand-ink"
        >
          {t("signIn.title")}
        </Link>
      </AuthCard>
    );
  return (
    <AuthCard title={t("register.title")}>
      <Suspense>
        <RegisterForm locale={locale} />
      </Suspense>
    </AuthCard>
  );
}
