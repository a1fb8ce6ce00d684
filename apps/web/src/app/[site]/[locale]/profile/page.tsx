import { getTranslations, setRequestLocale } from "next-intl/server";
import Link from "next/link";
import { BusyState } from "@/components/busy-state";
import { LogoutButton } from "@/components/shell/logout-button";
import { DomainJoinCard } from "@/components/org/domain-join-card";
import { LearningIntl } from "@/components/learning/intl";
import { ProfileCourseLists, profileList } from "@/components/profile/course-lists";
import { DataExportCard } from "@/components/profile/data-export-card";
import { Prefilled } from "@/components/prefilled";
import { SubscriptionPanel } from "@/components/subscription/subscription-panel";
import { serverApi } from "@/lib/api.server";
import { localePath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";
import { QueryProvider } from "@/components/query-provider";

/** My Account (guarded by proxy.ts): who is signed in, and the account links. */
export default async function ProfilePage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<{ list?: string }>;
}) {
  const { site, locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "common" });
  const tp = await getTranslations({ locale, namespace: "profile" });
  const api = await serverApi(locale);
  const answer = await api.request("profile", {}).catch(() => null);
  if (!answer)
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <BusyState locale={locale} />
      </main>
    );
  const { user } = answer.data;
  const link = "flex min-h-11 items-center rounded-lg px-3 font-semibold text-ink hover:bg-surface-muted";
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-ink">{t("nav.myAccount")}</h1>
        <p className="text-lg font-semibold" data-testid="profile-name">
          {user.fullName}
        </p>
        <p className="text-ink-muted">{user.email ?? user.phone}</p>
        {user.organisation ? <p className="text-ink-muted">{user.organisation.name}</p> : null}
      </div>
      {/* someone at a company's verified email domain who is not its member yet may ask to join */}
      {/* its answer comes with the HTML: no request from the browser, no card popping in later */}
      {user.organisation?.kind === "company" ? null : (
        <Prefilled locale={locale} calls={[["domainOffer", {}]]}>
          <DomainJoinCard />
        </Prefilled>
      )}
      {/* a company admin sees the company's subscription state and dates */}
      {user.organisation?.kind === "company" && user.role === "admin" ? (
        <SubscriptionPanel locale={locale} />
      ) : null}
      <ul className="divide-y divide-line rounded-card border border-line">
        <li>
          <Link className={link} href={localePath(locale, "/profile/edit")}>
            {tp("edit.title")}
          </Link>
        </li>
        {(
          [
            ["/my-class", "nav.myLearning"],
            ["/leaderboard", "nav.leaderboard"],
            ["/dashboard", "nav.dashboard"],
            ["/change-password", "nav.changePassword"],
            ["/delete-account", "nav.deleteAccount"],
            ["/feedback", "feedback.title"],
          ] as const
        )
          // the leaderboard link only where the site has one (tenant.json features)
          .filter(([path]) => path !== "/leaderboard" || site.features.leaderboard)
          .map(([path, label]) => (
            <li key={path}>
              <Link className={link} href={localePath(locale, path)}>
                {t(label)}
              </Link>
            </li>
          ))}
        {/* the transaction history where the site sells the upgrade (tenant.json features) */}
        {site.features.payments ? (
          <li>
            <Link className={link} href={localePath(locale, "/profile/transactions")}>
              {tp("transactions.title")}
            </Link>
          </li>
        ) : null}
      </ul>
      <LearningIntl locale={locale}>
        <QueryProvider>
          <DataExportCard locale={locale} />
        </QueryProvider>
      </LearningIntl>
      <ProfileCourseLists locale={locale} list={profileList((await searchParams).list)} />
      <LogoutButton locale={locale} />
    </main>
  );
}
