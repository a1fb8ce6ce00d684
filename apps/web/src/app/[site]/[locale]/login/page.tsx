import type { Metadata } from "next";
import { phoneSignIn } from "@gk/tenancy";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { env } from "@/env";
import { siteFromParams, type SiteParams } from "@/lib/site";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  return {
    title: (await getTranslations({ locale, namespace: "common" }))("nav.login"),
    robots: { index: false },
  };
}

export default async function LoginPage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "auth" });
  // the company variant: a company or business site signs in with the company email
  const company = site.type === "company" || site.type === "business";
  return (
    <AuthCard title={company ? t("company.title") : t("signIn.title")} subtitle={t("signIn.subtitle")}>
      <Suspense>
        <LoginForm
          locale={locale}
          company={company}
          googleEnabled={Boolean(env.GOOGLE_CLIENT_ID) && site.features.googleSignIn}
          registrationOpen={site.features.registration}
          phoneSignIn={phoneSignIn(site)}
        />
      </Suspense>
    </AuthCard>
  );
}
