import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { BusyState } from "@/components/busy-state";
import { LearningIntl } from "@/components/learning/intl";
import { InterestsPicker } from "@/components/profile/interests-picker";
import { ProfileEditForm } from "@/components/profile/profile-edit-form";
import { serverApi } from "@/lib/api.server";
import { siteFromParams, type SiteParams } from "@/lib/site";
import { QueryProvider } from "@/components/query-provider";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "profile" });
  return { title: t("edit.title"), robots: { index: false } };
}

/** Edit profile (guarded by proxy.ts): every field the learner gave can be corrected, and the interests chosen. */
export default async function ProfileEditPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "profile" });
  const answer = await (await serverApi(locale)).request("profile", {}).catch(() => null);
  return (
    <LearningIntl locale={locale}>
      <AuthCard title={t("edit.title")}>
        {answer ? (
          <QueryProvider>
            <ProfileEditForm locale={locale} user={answer.data.user} />
          </QueryProvider>
        ) : (
          <BusyState locale={locale} />
        )}
        {answer ? (
          <section
            id="interests"
            aria-labelledby="interests-title"
            className="scroll-mt-20 space-y-4 border-t border-line pt-6"
          >
            <div className="space-y-1">
              <h2 id="interests-title" className="text-xl font-bold text-ink">
                {t("interests.title")}
              </h2>
              <p className="text-ink-muted">{t("interests.description")}</p>
            </div>
            <InterestsPicker initial={answer.data.user.interests} />
          </section>
        ) : null}
      </AuthCard>
    </LearningIntl>
  );
}
