"use client";

import { CourseCard, type CourseCardProps } from "@gk/ui/course-card";
import { IntentLink } from "./intent-link";

/**
 * The course card with the app's link, as a client component on purpose. A server list (home, search, a course
 * page's related courses) then sends each card to the browser as its few props, not as the card's whole element
 * tree in the page's React payload: the home's sixty cards had carried every class list and element twice, once
 * in the HTML and once in that payload.
 */
export function LinkedCourseCard(props: Omit<CourseCardProps, "linkAs" | "className">) {
  return <CourseCard className="w-full" linkAs={IntentLink} {...props} />;
}
