import type { Locale, OrgSubscription } from "@gk/contracts";
import { getTranslations } from "next-intl/server";
import { serverApi } from "@/lib/api.server";
import { formatDay } from "./format";
import { StateBadge } from "./state-badge";

/**
 * The company admin's view of the company subscription (state and dates), for the admin's profile or console.
 * Nothing for a company without one, or when the API cannot say.
 */
export async function SubscriptionPanel({ locale }: { locale: Locale }) {
  const api = await serverApi(locale);
  const s: OrgSubscription = await api
    .request("orgSubscription", {})
    .then((r) => r.data.subscription)
    .catch(() => null);
  if (!s) return null;
  const t = await getTranslations({ locale, namespace: "subscription" });
  const day = (iso: string | null) => formatDay(locale, iso) ?? "—";
  const lines: string[] = [];
  if (s.state === "requested") lines.push(t("panel.requested"));
  if (s.state === "trial") lines.push(t("panel.trialUntil", { date: day(s.trialEndsAt) }));
  if (s.state === "active") {
    lines.push(t("panel.activeUntil", { date: day(s.activeUntil) }));
    if (s.paidMonths !== null)
      lines.push(t("panel.paidPlusFree", { paid: s.paidMonths, free: s.freeMonths ?? 0 }));
  }
  if (s.state === "lapsed") lines.push(t("panel.lapsed", { date: day(s.lapsedAt) }));
  return (
    <section
      aria-labelledby="company-subscription"
      className="space-y-2 rounded-card border border-line p-4"
      data-testid="company-subscription"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="company-subscription" className="text-lg font-bold text-ink">
          {t("panel.title")}
        </h2>
        <StateBadge state={s.state} label={t(`staff.states.${s.state}`)} />
      </div>
      {lines.map((line) => (
        <p key={line} className="text-ink-muted">
          {line}
        </p>
      ))}
    </section>
  );
}
