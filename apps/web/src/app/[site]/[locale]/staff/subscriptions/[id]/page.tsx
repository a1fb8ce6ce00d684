import { isApiError } from "@gk/api-client";
import type { ResponseOf } from "@gk/contracts";
import { MessagesProvider } from "@gk/i18n/client";
import { pickNamespaces } from "@gk/i18n/messages";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import Link from "next/link";
import { formatDay, formatMoment } from "@/components/subscription/format";
import { StaffActions } from "@/components/subscription/staff-actions";
import { StateBadge } from "@/components/subscription/state-badge";
import { serverApi } from "@/lib/api.server";
import { localePath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";
import { QueryProvider } from "@/components/query-provider";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  return {
    title: (await getTranslations({ locale, namespace: "subscription" }))("staff.title"),
    robots: { index: false },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One subscription for the provider's staff: its details and dates, the next actions, and its audit trail. */
export default async function StaffSubscriptionPage({
  params,
}: {
  params: Promise<SiteParams & { id: string }>;
}) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "subscription" });
  const api = await serverApi(locale);
  let answer: ResponseOf<"staffSubscription"> | null = null;
  let status = 404;
  if (UUID.test(id)) {
    try {
      answer = await api.request("staffSubscription", { id });
    } catch (err) {
      status = isApiError(err) ? err.status : 0;
    }
  }
  const back = (
    <Link
      href={localePath(locale, "/staff/subscriptions")}
      className="flex min-h-11 items-center font-semibold text-brand-ink"
    >
      ← {t("staff.back")}
    </Link>
  );
  if (!answer)
    return (
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        {back}
        <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
          {status === 403
            ? t("staff.forbidden")
            : status === 404
              ? (await getTranslations({ locale, namespace: "errors" }))("notFound")
              : t("staff.unavailable")}
        </p>
      </main>
    );
  const { subscription: s, events } = answer.data;
  const day = (iso: string | null) => formatDay(locale, iso) ?? t("staff.none");
  const rows: [string, string][] = [
    [t("staff.contact"), `${s.contactName} · ${s.email} · ${s.phone}`],
    [t("staff.size"), t(`modal.sizes.${s.companySize}`)],
    [t("staff.site"), s.site],
    [t("staff.requestedAt"), day(s.requestedAt)],
    [t("staff.contactedAt"), day(s.contactedAt)],
    [t("staff.contactNote"), s.contactNote ?? t("staff.none")],
    [
      t("staff.organisation"),
      s.organisation ? `${s.organisation.name} (${s.organisation.referral})` : t("staff.none"),
    ],
    [t("staff.trialStartedAt"), day(s.trialStartedAt)],
    [t("staff.trialEndsAt"), day(s.trialEndsAt)],
    [t("staff.confirmedAt"), day(s.confirmedAt)],
    [
      t("staff.activePeriod"),
      s.activeFrom && s.paidMonths !== null
        ? `${day(s.activeFrom)} – ${day(s.activeUntil)} · ${t("staff.paidPlusFree", { paid: s.paidMonths, free: s.freeMonths ?? 0 })}`
        : t("staff.none"),
    ],
    [t("staff.lapsedAt"), day(s.lapsedAt)],
  ];
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-ink">{s.companyName}</h1>
        <StateBadge state={s.state} label={t(`staff.states.${s.state}`)} />
      </div>
      <dl className="divide-y divide-line rounded-card border border-line" data-testid="subscription-details">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 p-3 sm:grid-cols-3">
            <dt className="font-semibold text-ink-muted">{label}</dt>
            <dd className="text-ink sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <MessagesProvider
        locale={locale}
        messages={pickNamespaces(locale, ["common", "errors", "subscription"])}
      >
        <QueryProvider>
          <StaffActions subscription={s} />
        </QueryProvider>
      </MessagesProvider>
      <section aria-labelledby="history" className="space-y-3">
        <h2 id="history" className="text-xl font-bold text-ink">
          {t("staff.history")}
        </h2>
        <ol className="space-y-2" data-testid="subscription-history">
          {events.map((e, i) => (
            <li key={i} className="rounded-lg border border-line p-3">
              <span className="block font-semibold text-ink">
                {t.has(`staff.actions.${e.action}` as never)
                  ? t(`staff.actions.${e.action}` as never)
                  : e.action}
              </span>
              <span className="block text-sm text-ink-muted">
                {formatMoment(locale, e.at)} ·{" "}
                {e.actor ?? (e.action === "requested" ? s.contactName : t("staff.system"))}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
