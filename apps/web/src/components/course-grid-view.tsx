import type { CourseCard as Course, Locale } from "@gk/contracts";
import type { ReactNode } from "react";
import type { CardLabels } from "@/lib/course-card";
import { CourseCardFor } from "./course-card-for";

/**
 * Course cards in a responsive grid (1 column at 360 px, up to 4 on desktop; 3 when `narrow`, beside the
 * search filters). The first `eager` pictures (the first row of a list at the top of a page) load at once with
 * high priority, so the largest paint is not held back by lazy loading; the rest load lazily. No server calls:
 * the server's lists (course-grid.tsx) and the browser's live search both render it.
 */
export function CourseGridView({
  courses,
  locale,
  labels,
  footer,
  narrow = false,
  eager = 0,
}: {
  courses: readonly Course[];
  locale: Locale;
  labels: CardLabels;
  footer?: (c: Course) => ReactNode;
  narrow?: boolean;
  eager?: number;
}) {
  return (
    <ul
      className={`grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 ${narrow ? "xl:grid-cols-3" : "lg:grid-cols-4"}`}
    >
      {courses.map((c, i) => (
        <li key={c.id} className="flex">
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
