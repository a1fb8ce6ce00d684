import { Award, BookOpen, CheckCircle2, Clock, GraduationCap, Star, Zap } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { formatThousands } from "@gk/i18n/numbers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BusyState } from "@/components/busy-state";
import { learnPaths } from "@/components/learning/paths";
import { MyAssignments } from "@/components/reports/my-assignments";
import { serverApi, settle } from "@/lib/api.server";
import { siteFromParams, type SiteParams } from "@/lib/site";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "profile" });
  return { title: t("dashboard.title"), robots: { index: false } };
}

/** The learner's dashboard (guarded): totals from the API and the certificates to download or share. */
export default async function DashboardPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "profile" });
  const tl = await getTranslations({ locale, namespace: "learning" });
  const api = await serverApi(locale);
  const [dash, certs] = await Promise.all([
    settle(api.request("dashboard", {})),
    settle(api.request("myCertificates", {})),
  ]);
  const df = new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
    dateStyle: "medium",
    timeZone: "Asia/Jakarta",
  });
  const d = dash?.data;
  // written as every count in the product: comma thousands in both languages, hours to one decimal
  const stats = d
    ? ([
        [
          Clock,
          t("dashboard.hours"),
          t("dashboard.hoursValue", { hours: formatThousands(Math.round(d.hoursLearned * 10) / 10) }),
        ],
        [BookOpen, t("dashboard.lessons"), formatThousands(d.lessonsCompleted)],
        [GraduationCap, t("dashboard.enrolled"), formatThousands(d.coursesEnrolled)],
        [CheckCircle2, t("dashboard.completed"), formatThousands(d.coursesCompleted)],
        [Award, t("dashboard.certificates"), formatThousands(d.certificates)],
        [Star, t("dashboard.pointsAll"), formatThousands(d.points.all)],
        [Zap, t("dashboard.pointsWeek"), formatThousands(d.points.week)],
      ] as const)
    : [];
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">{t("dashboard.title")}</h1>
      {!d ? (
        <BusyState locale={locale} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="dashboard-stats">
          {stats.map(([Icon, label, value]) => (
            <div key={label} className="space-y-1 rounded-card border border-line p-4">
              <dt className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
                <Icon aria-hidden className="size-4 text-brand-ink" />
                {label}
              </dt>
              <dd className="text-2xl font-extrabold tabular-nums text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <MyAssignments locale={locale} />
      <section aria-labelledby="my-certificates" className="space-y-3">
        <h2 id="my-certificates" className="text-xl font-bold">
          {t("dashboard.myCertificates")}
        </h2>
        {!certs ? (
          <BusyState locale={locale} />
        ) : certs.data.items.length === 0 ? (
          <p className="text-ink-muted">{t("dashboard.noCertificates")}</p>
        ) : (
          <ul className="divide-y divide-line rounded-card border border-line">
            {certs.data.items.map((c) => (
              <li key={c.code} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{c.course}</p>
                  <p className="text-sm text-ink-muted">
                    {c.institution} · {df.format(new Date(c.issuedAt))} ·{" "}
                    <span className="font-mono whitespace-nowrap">{c.code}</span>
                  </p>
                </div>
                <a
                  href={learnPaths.certificatePdf(c.code)}
                  download={`${c.code}.pdf`}
                  className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong"
                >
                  {tl("certificate.download")}
                </a>
                <Link
                  href={learnPaths.certificate(locale, c.code)}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-ink hover:bg-surface-muted"
                >
                  {tl("certificate.verify")}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
