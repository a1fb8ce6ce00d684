import { EmptyState } from "@gk/ui/empty-state";
import { getTranslations, setRequestLocale } from "next-intl/server";
import Link from "next/link";
import { BusyState } from "@/components/busy-state";
import { CourseGrid } from "@/components/course-grid";
import { serverApi } from "@/lib/api.server";
import { localePath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";

/** My Learning (guarded): the enrolled courses in progress, not started and completed. */
export default async function MyClassPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "course" });
  const ts = await getTranslations({ locale, namespace: "search" });
  const api = await serverApi(locale);
  const answer = await api.request("myClasses", {}).catch(() => null);
  const groups = answer
    ? ([
        [t("myClass.inProgress"), answer.data.inProgress],
        [t("myClass.title"), answer.data.notStarted],
        [t("myClass.completed"), answer.data.completed],
      ] as const)
    : [];
  const empty = answer && groups.every(([, list]) => list.length === 0);
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">{t("myClass.title")}</h1>
      {!answer ? <BusyState locale={locale} /> : null}
      {empty ? (
        <EmptyState
          title={t("myClass.empty")}
          action={
            <Link
              href={localePath(locale, "/explore")}
              className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
            >
              {ts("explore")}
            </Link>
          }
        />
      ) : (
        groups
          .filter(([, list]) => list.length > 0)
          .map(([title, list]) => (
            <section key={title} className="space-y-3">
              <h2 className="text-xl font-bold">{title}</h2>
              <CourseGrid courses={list} locale={locale} />
            </section>
          ))
      )}
    </main>
  );
}
