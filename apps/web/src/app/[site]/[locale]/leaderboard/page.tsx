import { Trophy } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { formatThousands } from "@gk/i18n/numbers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BusyState } from "@/components/busy-state";
import { serverApi } from "@/lib/api.server";
import { localePath } from "@/lib/paths";
import { notFound } from "next/navigation";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = { params: Promise<SiteParams>; searchParams: Promise<{ period?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "profile" });
  return { title: t("leaderboard.title") };
}

/** The avatar of a row: the initials of its display name ("Siti A." → "SA"); the board carries no user ids. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.replace(/[^\p{L}\p{N}]/gu, "").charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** The leaderboard: all time and this week (from Monday 00:00 WIB, the API's rule), my rank highlighted. */
export default async function LeaderboardPage({ params, searchParams }: Props) {
  const { site, locale } = await siteFromParams(params);
  // a site that turned the leaderboard off (tenant.json features) has no such page
  if (!site.features.leaderboard) notFound();
  setRequestLocale(locale);
  const period = (await searchParams).period === "week" ? "week" : "all";
  const t = await getTranslations({ locale, namespace: "profile" });
  const api = await serverApi(locale);
  const answer = await api.request("leaderboard", { period, scope: "site", limit: 50 }).catch(() => null);
  const tab = (p: "all" | "week") =>
    `inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 font-semibold sm:flex-none ${p === period ? "bg-brand text-white" : "text-ink hover:bg-surface-muted"}`;
  const me = answer?.data.me ?? null;
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-ink">
        <Trophy aria-hidden className="size-7 text-brand-ink" />
        {t("leaderboard.title")}
      </h1>
      <nav aria-label={t("leaderboard.title")} className="flex gap-2 rounded-xl border border-line p-1">
        <Link
          href={localePath(locale, "/leaderboard")}
          className={tab("all")}
          aria-current={period === "all" ? "page" : undefined}
        >
          {t("leaderboard.allTime")}
        </Link>
        <Link
          href={`${localePath(locale, "/leaderboard")}?period=week`}
          className={tab("week")}
          aria-current={period === "week" ? "page" : undefined}
        >
          {t("leaderboard.thisWeek")}
        </Link>
      </nav>
      {!answer ? <BusyState locale={locale} /> : null}
      {me ? (
        <p
          className="rounded-card bg-brand-soft px-4 py-3 font-semibold text-ink"
          data-testid="leaderboard-me"
        >
          {me.rank
            ? `${t("leaderboard.myRank", { rank: formatThousands(me.rank) })} · ${t("leaderboard.points", { count: me.points, shown: formatThousands(me.points) })}`
            : t("leaderboard.notRanked")}
        </p>
      ) : null}
      {answer && answer.data.items.length === 0 ? (
        <p className="text-ink-muted">{t("leaderboard.empty")}</p>
      ) : null}
      {answer && answer.data.items.length > 0 ? (
        <table className="w-full border-separate border-spacing-y-1">
          <thead>
            <tr className="text-left text-sm text-ink-muted">
              <th scope="col" className="w-16 px-3 py-2">
                {t("leaderboard.rank")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("leaderboard.name")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("leaderboard.pointsHeader")}
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.data.items.map((row) => (
              <tr
                key={row.rank}
                className={row.isMe ? "bg-brand-soft font-bold" : "bg-surface-muted"}
                data-testid={row.isMe ? "leaderboard-row-me" : undefined}
                aria-current={row.isMe ? "true" : undefined}
              >
                <td className="rounded-l-lg px-3 py-3 tabular-nums">{formatThousands(row.rank)}</td>
                <td className="px-3 py-3">
                  <span
                    aria-hidden
                    className="mr-2 inline-flex size-8 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand-ink"
                  >
                    {initials(row.name)}
                  </span>
                  {row.name}{" "}
                  {row.isMe ? <span className="text-brand-ink">{t("leaderboard.youSuffix")}</span> : null}
                </td>
                <td className="rounded-r-lg px-3 py-3 text-right tabular-nums">
                  {formatThousands(row.points)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </main>
  );
}
