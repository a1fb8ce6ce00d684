import type { CourseCard, Locale, ResponseOf } from "@gk/contracts";
import { EmptyState } from "@gk/ui/empty-state";
import { IntentLink } from "../intent-link";
import type { ReactNode } from "react";
import type { CardLabels } from "@/lib/course-card";
import { localePath } from "@/lib/paths";
import { CourseGridView } from "../course-grid-view";

export type HomeSectionData = ResponseOf<"homeRecommended">["data"];

/**
 * One home section as shown: heading, "explore" link, cards or the empty state with a way forward. No hooks
 * and no server calls, so the server's sections and the browser's live "recommendations for you" render it
 * alike.
 */
export function HomeSectionView({
  section,
  locale,
  labels,
  exploreLabel,
  emptyTitle,
  emptyAction,
  seeAll,
  eager = 0,
  footer,
}: {
  section: HomeSectionData;
  locale: Locale;
  labels: CardLabels;
  exploreLabel: string;
  /** the empty state's title when the API gave no reason */
  emptyTitle: string;
  /** the empty state's way forward (default: explore the catalogue) */
  emptyAction?: { href: string; label: string };
  /** the heading's link to the whole list (default: explore the catalogue); `name` tells the links apart */
  seeAll?: { href: string; label: string; name?: string };
  eager?: number;
  footer?: (c: CourseCard) => ReactNode;
}) {
  const headingId = `home-${section.key}`;
  const explore = { href: localePath(locale, "/explore"), label: exploreLabel };
  const action = emptyAction ?? explore;
  const more = seeAll ?? explore;
  return (
    <section
      aria-labelledby={headingId}
      // a section that starts off screen is laid out and painted only when it nears the screen: a phone's
      // main thread is not spent on the lower sections' cards while the page loads
      className={
        eager > 0 ? "space-y-3" : "space-y-3 [content-visibility:auto] [contain-intrinsic-size:auto_24rem]"
      }
      data-section={section.key}
    >
      <div className="flex items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {section.title}
        </h2>
        {/* "continue" has a whole list only when one is given (the learner's classes) */}
        {section.items.length > 0 && (seeAll || section.key !== "continue") ? (
          <IntentLink
            href={more.href}
            aria-label={seeAll?.name}
            className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 font-semibold text-brand-ink"
          >
            {more.label}
          </IntentLink>
        ) : null}
      </div>
      {section.items.length > 0 ? (
        <CourseGridView
          courses={section.items}
          locale={locale}
          labels={labels}
          eager={eager}
          footer={footer}
          // phones: one sideways row per section, so the home page is a few screens, not dozens
          phoneRow
        />
      ) : (
        <EmptyState
          headingLevel={3}
          title={section.reason?.message ?? emptyTitle}
          action={
            <IntentLink
              href={action.href}
              className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
            >
              {action.label}
            </IntentLink>
          }
        />
      )}
    </section>
  );
}
