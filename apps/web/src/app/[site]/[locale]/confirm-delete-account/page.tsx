import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { LearningIntl } from "@/components/learning/intl";
import { ConfirmDeletionForm } from "@/components/profile/confirm-deletion-form";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = { params: Promise<SiteParams>; searchParams: Promise<{ token?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "profile" });
  return { title: t("deleteAccount.confirmTitle"), robots: { index: false } };
}

/**
 * The page of the mailed deletion link of an account without a password: `/confirm-delete-account?token=…`.
 * Not guarded: the owner may open the mail on a device where they are not signed in; the token is the proof.
 */
export default async function ConfirmDeleteAccountPage({ params, searchParams }: Props) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "profile" });
  const { token } = await searchParams;
  return (
    <LearningIntl locale={locale}>
      <AuthCard title={t("deleteAccount.confirmTitle")} subtitle={t("deleteAccount.confirmIntro")}>
        <ConfirmDeletionForm locale={locale} token={typeof token === "string" ? token : ""} />
      </AuthCard>
    </LearningIntl>
  );
}
