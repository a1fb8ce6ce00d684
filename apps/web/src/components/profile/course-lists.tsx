import type { ResponseOf, Locale } from "@gk/contracts";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { BusyState } from "../busy-state";
import { learnPaths } from "../learning/paths";
import { serverApi, settle } from "@/lib/api.server";
import { localePath } from "@/lib/paths";

export const PROFILE_LISTS = ["learned", "completed", "enrolled"] as const;
export type ProfileList = (typeof PROFILE_LISTS)[number];

export function profileList(value: string | undefined): ProfileList {
  return (PROFILE_LISTS as readonly string[]).includes(value ?? "") ? (value as ProfileList) : "learned";
}

type Item = ResponseOf<"myCourses">["data"]["items"][number];

/**
 * The profile area's three lists: learned (started, not completed), courses completed, enrolled
 * courses — as tabs that are plain links (`?list=`), so they work before JavaScript and can be shared.
 */
export async function ProfileCourseLists({ locale, list }: { locale: Locale; list: ProfileList }) {
  const t = await getTranslations({ locale, namespace: "profile" });
  const api = await serverApi(locale);
  const answer = await settle(api.request("myCourses", { list, limit: 50 }));
  const labels: Record<ProfileList, string> = {
    learned: t("stats.learned"),
    completed: t("stats.courseCompleted"),
    enrolled: t("stats.enrolledCourses"),
  };
  return (
    <section aria-labelledby="profile-lists" className="space-y-4">
      <h2 id="profile-lists" className="text-xl font-bold">
        {t("lists.title")}
      </h2>
      <nav aria-label={t("lists.title")} className="grid grid-cols-3 gap-1 rounded-xl border border-line p-1">
        {PROFILE_LISTS.map((l) => (
          <Link
            key={l}
            href={`${localePath(locale, "/profile")}?list=${l}`}
            aria-current={l === list ? "page" : undefined}
            className={`inline-flex min-h-11 items-center justify-center rounded-lg px-2 py-1 text-center text-sm font-semibold ${l === list ? "bg-brand text-white" : "text-ink hover:bg-surface-muted"}`}
          >
            {labels[l]}
          </Link>
        ))}
      </nav>
      {!answer ? (
        <BusyState locale={locale} />
      ) : answer.data.items.length === 0 ? (
        <p className="text-ink-muted">{answer.data.empty ?? t("lists.empty")}</p>
      ) : (
        <ul
          className="divide-y divide-line rounded-card border border-line"
          data-testid={`profile-list-${list}`}
        >
          {answer.data.items.map((c) => (
            <CourseRow
              key={c.id}
              c={c}
              locale={locale}
              continueLabel={t("lists.continue")}
              progress={t("lists.progress", { percent: c.progressPercent })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function CourseRow({
  c,
  locale,
  continueLabel,
  progress,
}: {
  c: Item;
  locale: Locale;
  continueLabel: string;
  progress: string;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <div className="min-w-0 flex-1 space-y-1">
        <Link href={learnPaths.course(locale, c.slug)} className="font-semibold text-ink hover:underline">
          {c.name}
        </Link>
        <div className="h-1.5 max-w-xs overflow-hidden rounded-full bg-surface-muted" aria-hidden>
          <div className="h-full bg-brand" style={{ width: `${c.progressPercent}%` }} />
        </div>
        <p className="text-sm text-ink-muted">{progress}</p>
      </div>
      <Link
        href={
          c.nextLessonId
            ? learnPaths.lesson(locale, c.slug, c.nextLessonId)
            : learnPaths.start(locale, c.slug)
        }
        className="inline-flex min-h-11 items-center rounded-lg border border-line-strong px-4 font-semibold text-ink hover:bg-surface-muted"
      >
        {continueLabel}
      </Link>
    </li>
  );
}
