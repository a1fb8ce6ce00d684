import type { EndpointName, Locale } from "@gk/contracts";
import { EmptyState } from "@gk/ui/empty-state";
import { CourseCardSkeleton } from "@gk/ui/skeleton";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { serverApi } from "@/lib/api.server";
import { localePath } from "@/lib/paths";
import { BusyState } from "../busy-state";
import { CourseGrid } from "../course-grid";

export type HomeEndpoint = Extract<EndpointName, `home${string}`> &
  Exclude<EndpointName, "homeTrendingSearches">;

/** Reasons that mean "this section is not for you" rather than "nothing here yet": the section is left out. */
const HIDDEN_WHEN = new Set(["NOT_SIGNED_IN", "NOT_COMPANY_PLAN"]);

/** One home section from its own endpoint: cards, or its empty state with a way forward, or "server busy". */
export async function HomeSection({
  endpoint,
  locale,
  limit = 8,
  eager = 0,
}: {
  endpoint: HomeEndpoint;
  locale: Locale;
  limit?: number;
  eager?: number;
}) {
  const api = await serverApi(locale);
  const t = await getTranslations({ locale, namespace: "search" });
  let section;
  try {
    section = (await api.request(endpoint, { limit })).data;
  } catch {
    return (
      <section className="space-y-3">
        <BusyState />
      </section>
    );
  }
  if (section.reason && HIDDEN_WHEN.has(section.reason.code)) return null;
  const headingId = `home-${section.key}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-section={section.key}>
      <div className="flex items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {section.title}
        </h2>
        {section.items.length > 0 && section.key !== "continue" ? (
          <Link
            href={localePath(locale, "/explore")}
            className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-ink"
          >
            {t("explore")}
          </Link>
        ) : null}
      </div>
      {section.items.length > 0 ? (
        <CourseGrid
          courses={section.items}
          locale={locale}
          eager={eager}
          footer={section.key === "mandatory" ? await dueDateFooter(locale) : undefined}
        />
      ) : (
        <EmptyState
          headingLevel={3}
          title={section.reason?.message ?? t("empty.title")}
          action={
            <Link
              href={localePath(locale, "/explore")}
              className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
            >
              {t("explore")}
            </Link>
          }
        />
      )}
    </section>
  );
}

export function HomeSectionSkeleton() {
  return (
    <div className="space-y-3" aria-hidden>
      <div className="h-7 w-56 animate-pulse rounded bg-surface-muted" />
      <div className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <CourseCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

/** Under a mandatory course: the date its company wants it finished by, when it set one. */
async function dueDateFooter(locale: Locale) {
  const t = await getTranslations({ locale, namespace: "admin" });
  const df = new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
    dateStyle: "long",
    timeZone: "Asia/Jakarta",
  });
  return (c: { dueAt?: string | null }) =>
    c.dueAt ? (
      <p className="text-sm font-semibold text-danger-ink" data-due-at={c.dueAt}>
        {t("mandatory.dueBy", { date: df.format(new Date(c.dueAt)) })}
      </p>
    ) : null;
}
