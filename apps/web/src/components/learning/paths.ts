import type { Locale } from "@gk/tenancy";
import { localePath } from "@/lib/paths";

/** The learning routes: one place that spells them, for links, redirects and the e2e tests. */
export const learnPaths = {
  course: (l: Locale, slug: string) => localePath(l, `/course/${slug}`),
  start: (l: Locale, slug: string) => localePath(l, `/course/${slug}/learn`),
  lesson: (l: Locale, slug: string, lessonId: string) => localePath(l, `/course/${slug}/learn/${lessonId}`),
  quiz: (l: Locale, slug: string, lessonId: string) =>
    localePath(l, `/course/${slug}/learn/${lessonId}/quiz`),
  result: (l: Locale, slug: string, lessonId: string, attemptId: string) =>
    localePath(l, `/course/${slug}/learn/${lessonId}/result/${attemptId}`),
  certificate: (l: Locale, code: string) => localePath(l, `/certificates/${code}`),
  /** the PDF through the same-origin API proxy: no sign-in, the code is what a holder has */
  certificatePdf: (code: string) => `/api/gk/certificates/${encodeURIComponent(code)}/pdf`,
};
