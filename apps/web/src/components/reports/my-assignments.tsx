import type { Locale } from "@gk/contracts";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { serverApi, settle } from "@/lib/api.server";
import { localePath } from "@/lib/paths";

/**
 * A company member's mandatory courses (the company's and those assigned to their groups) with their due
 * dates, on the learner's dashboard. Nothing is shown to people outside a company or without any.
 */
export async function MyAssignments({ locale }: { locale: Locale }) {
  const answer = await settle((await serverApi(locale)).request("myAssignments", {}));
  const items = answer?.data.items ?? [];
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "reports" });
  const df = new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
    dateStyle: "long",
    timeZone: "UTC",
  });
  return (
    <section aria-labelledby="my-assignments" className="space-y-3" data-testid="my-assignments">
      <h2 id="my-assignments" className="text-xl font-bold">
        {t("mine.title")}
      </h2>
      <ul className="divide-y divide-line rounded-card border border-line">
        {items.map((a) => (
          <li
            key={a.courseId}
            className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <Link href={localePath(locale, `/course/${a.slug}`)} className="font-semibold text-brand-ink">
              {a.name}
            </Link>
            <span
              className={`text-sm ${a.overdue ? "font-semibold text-danger-ink" : a.completed ? "text-success-ink" : "text-ink-muted"}`}
            >
              {a.completed
                ? t("mine.done")
                : a.dueDate
                  ? t(a.overdue ? "mine.overdue" : "mine.due", {
                      date: df.format(new Date(`${a.dueDate}T00:00:00Z`)),
                    })
                  : t("mine.noDate")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
