import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { BusyState } from "@/components/busy-state";
import { LearningIntl } from "@/components/learning/intl";
import { ProfileEditForm } from "@/components/profile/profile-edit-form";
import { serverApi } from "@/lib/api.server";
import { siteFromParams, type SiteParams } from "@/lib/site";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "profile" });
  return { title: t("edit.title"), robots: { index: false } };
}

/** Edit profile (guarded by proxy.ts): every field the learner gave can be corrected. */
export default async function ProfileEditPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "profile" });
  const answer = await (await serverApi(locale)).request("profile", {}).catch(() => null);
  return (
    <LearningIntl locale={locale}>
      <AuthCard title={t("edit.title")}>
        {answer ? <ProfileEditForm locale={locale} user={answer.data.user} /> : <BusyState />}
      </AuthCard>
    </LearningIntl>
  );
}
