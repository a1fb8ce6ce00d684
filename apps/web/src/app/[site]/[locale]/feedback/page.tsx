import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { LearningIntl } from "@/components/learning/intl";
import { FeedbackForm } from "@/components/profile/feedback-form";
import { siteFromParams, type SiteParams } from "@/lib/site";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "common" });
  return { title: t("feedback.title") };
}

/** The feedback form and its thank-you. */
export default async function FeedbackPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "common" });
  return (
    <LearningIntl locale={locale}>
      <AuthCard title={t("feedback.title")}>
        <FeedbackForm locale={locale} />
      </AuthCard>
    </LearningIntl>
  );
}
