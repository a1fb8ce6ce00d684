import type { CourseCard as Course, Locale } from "@gk/contracts";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { CardLabels } from "@/lib/course-card";
import { CourseGridView } from "./course-grid-view";

/** The card words of a locale, read on the server (the browser's search gets them as data). */
export async function cardLabels(locale: Locale): Promise<CardLabels> {
  const t = await getTranslations({ locale, namespace: "course" });
  return {
    ratingOf: t.raw("ratingOf") as string,
    learnersWord: t("learnersWord"),
    free: t("free"),
    certificateBadge: t("certificateBadge"),
  };
}

/** Course cards on a server page (home, course page, my class): the grid of course-grid-view with its words. */
export async function CourseGrid(props: {
  courses: readonly Course[];
  locale: Locale;
  footer?: (c: Course) => ReactNode;
  narrow?: boolean;
  eager?: number;
  phoneRow?: boolean;
}) {
  return <CourseGridView {...props} labels={await cardLabels(props.locale)} />;
}
