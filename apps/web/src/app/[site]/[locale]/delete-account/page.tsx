import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { BusyState } from "@/components/busy-state";
import { LearningIntl } from "@/components/learning/intl";
import { DeleteAccountForm } from "@/components/profile/delete-account-form";
import { serverApi } from "@/lib/api.server";
import { siteFromParams, type SiteParams } from "@/lib/site";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "profile" });
  return { title: t("deleteAccount.title"), robots: { index: false } };
}

/**
 * Delete account (guarded by proxy.ts): confirmed with the password, or by a mailed link for an account
 * without one; erased after this site's grace period.
 */
export default async function DeleteAccountPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "profile" });
  const answer = await (await serverApi(locale)).request("profile", {}).catch(() => null);
  return (
    <LearningIntl locale={locale}>
      <AuthCard title={t("deleteAccount.title")}>
        {answer ? (
          <DeleteAccountForm
            locale={locale}
            graceDays={answer.data.deletionGraceDays ?? 14}
            hasPassword={answer.data.user.hasPassword}
            email={answer.data.user.email}
          />
        ) : (
          <BusyState locale={locale} />
        )}
      </AuthCard>
    </LearningIntl>
  );
}
