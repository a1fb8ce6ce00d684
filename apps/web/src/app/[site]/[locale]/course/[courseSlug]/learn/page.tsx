import { isApiError } from "@gk/api-client";
import { notFound, redirect } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { BusyState } from "@/components/busy-state";
import { learnPaths } from "@/components/learning/paths";
import { serverApi } from "@/lib/api.server";
import { signInPath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";

/** "Continue learning": the lesson the API says comes next (the first not done), or the first lesson. */
export default async function LearnStartPage({
  params,
}: {
  params: Promise<SiteParams & { courseSlug: string }>;
}) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { courseSlug } = await params;
  const api = await serverApi(locale);
  let target: string | null;
  try {
    const { data } = await api.request("courseLearning", { courseSlug });
    target = data.enrolment.nextLessonId ?? data.sections[0]?.lessons[0]?.id ?? null;
  } catch (err) {
    if (isApiError(err) && err.status === 401)
      redirect(signInPath(locale, learnPaths.start(locale, courseSlug)));
    // not enrolled yet: the course page has the enrol button
    if (isApiError(err) && err.status === 403) redirect(learnPaths.course(locale, courseSlug));
    if (isApiError(err) && (err.status === 404 || err.status === 422)) notFound();
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <BusyState locale={locale} />
      </main>
    );
  }
  if (!target) redirect(learnPaths.course(locale, courseSlug));
  redirect(learnPaths.lesson(locale, courseSlug, target));
}
