import type { CourseCard as Course, Locale } from "@gk/contracts";
import type { ReactNode } from "react";
import type { CardLabels } from "@/lib/course-card";
import { CourseCardFor } from "./course-card-for";

/**
 * Course cards in a responsive grid (1 column at 360 px, up to 4 on desktop; 3 when `narrow`, beside the
 * search filters). The first `eager` pictures (the first row of a list at the top of a page) load at once with
 * high priority, so the largest paint is not held back by lazy loading; the rest load lazily. No server calls:
 * the server's lists (course-grid.tsx) and the browser's live search both render it. With `phoneRow` a phone
 * (below `sm`) gets one row that scrolls sideways instead of a column of full-width cards, so a page of
 * several lists (home) stays a few screens long; from `sm` up it is the same grid. Focus moving through the
 * cards' links scrolls the row, so it needs no keyboard handling of its own.
 */
export function CourseGridView({
  courses,
  locale,
  labels,
  footer,
  narrow = false,
  eager = 0,
  phoneRow = false,
}: {
  courses: readonly Course[];
  locale: Locale;
  labels: CardLabels;
  footer?: (c: Course) => ReactNode;
  narrow?: boolean;
  eager?: number;
  phoneRow?: boolean;
}) {
  const columns = narrow ? "xl:grid-cols-3" : "lg:grid-cols-4";
  return (
    <ul
      className={
        phoneRow
          ? `-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 ${columns}`
          : `grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 ${columns}`
      }
    >
      {courses.map((c, i) => (
        <li key={c.id} className={phoneRow ? "flex w-64 shrink-0 snap-start sm:w-auto" : "flex"}>
          <CourseCardFor
            course={c}
            locale={locale}
            labels={labels}
            footer={footer?.(c)}
            priority={i < eager}
          />
        </li>
      ))}
    </ul>
  );
}
