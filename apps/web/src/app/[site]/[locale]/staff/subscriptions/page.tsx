import { isApiError } from "@gk/api-client";
import { SUBSCRIPTION_STATES, type ResponseOf, type SubscriptionStateName } from "@gk/contracts";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import Link from "next/link";
import { formatDay } from "@/components/subscription/format";
import { StateBadge } from "@/components/subscription/state-badge";
import { serverApi } from "@/lib/api.server";
import { localePath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  return {
    title: (await getTranslations({ locale, namespace: "subscription" }))("staff.title"),
    robots: { index: false },
  };
}

const stateOf = (raw: string | undefined): SubscriptionStateName | undefined =>
  SUBSCRIPTION_STATES.find((s) => s === raw);

/** The provider's staff console (guarded; the API answers 403 to anyone but staff): every request, by state. */
export default async function StaffSubscriptionsPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<{ state?: string }>;
}) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "subscription" });
  const state = stateOf((await searchParams).state);
  const api = await serverApi(locale);
  let answer: ResponseOf<"staffSubscriptions"> | null = null;
  let status = 0;
  try {
    answer = await api.request("staffSubscriptions", state ? { state } : {});
  } catch (err) {
    status = isApiError(err) ? err.status : 0;
  }
  const base = localePath(locale, "/staff/subscriptions");
  const chip = "flex min-h-11 items-center rounded-full border px-4 font-semibold";
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">{t("staff.title")}</h1>
      {!answer ? (
        <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
          {status === 403 ? t("staff.forbidden") : t("staff.unavailable")}
        </p>
      ) : (
        <>
          <nav aria-label={t("staff.filterLabel")} className="flex flex-wrap gap-2">
            {[undefined, ...SUBSCRIPTION_STATES].map((s) => (
              <Link
                key={s ?? "all"}
                href={s ? `${base}?state=${s}` : base}
                aria-current={s === state ? "page" : undefined}
                className={`${chip} ${s === state ? "border-brand bg-brand text-white" : "border-line text-ink"}`}
              >
                {s ? t(`staff.states.${s}`) : t("staff.filterAll")}
              </Link>
            ))}
          </nav>
          {answer.data.items.length === 0 ? (
            <p className="text-ink-muted">{t("staff.empty")}</p>
          ) : (
            <ul className="space-y-3" data-testid="staff-subscriptions">
              {answer.data.items.map((s) => (
                <li key={s.id} className="rounded-card border border-line bg-surface p-4">
                  <Link
                    href={`${base}/${s.id}`}
                    className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="space-y-1">
                      <span className="block text-lg font-semibold text-ink">{s.companyName}</span>
                      <span className="block text-sm text-ink-muted">
                        {s.contactName} · {s.email} · {s.phone}
                      </span>
                      <span className="block text-sm text-ink-muted">
                        {t("staff.requestedAt")}: {formatDay(locale, s.requestedAt)} · {t("staff.size")}:{" "}
                        {s.companySize}
                      </span>
                    </span>
                    <StateBadge state={s.state} label={t(`staff.states.${s.state}`)} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </main>
  );
}
