import type { CourseCard as Course, Locale } from "@gk/contracts";
import type { ReactNode } from "react";
import { cardProps, type CardLabels } from "@/lib/course-card";
import { LinkedCourseCard } from "./linked-course-card";

/**
 * The one card of a course in the web app, for the server's lists (home, course page, my class, search) and
 * the browser's live search alike: no hooks and no server calls, so both can render it, and every prop comes
 * from `cardProps` (lib/course-card), worked out where the list is rendered.
 */
export function CourseCardFor({
  course,
  locale,
  labels,
  footer,
  priority = false,
}: {
  course: Course;
  locale: Locale;
  labels: CardLabels;
  footer?: ReactNode;
  priority?: boolean;
}) {
  return <LinkedCourseCard {...cardProps(course, locale, labels)} footer={footer} priority={priority} />;
}
