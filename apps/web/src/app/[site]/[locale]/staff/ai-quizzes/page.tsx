import { isApiError } from "@gk/api-client";
import type { AiQuestionDraft, CourseCard, ResponseOf } from "@gk/contracts";
import { MessagesProvider } from "@gk/i18n/client";
import { pickNamespaces } from "@gk/i18n/messages";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import Link from "next/link";
import { AiQuizConsole } from "@/components/ai-quiz/ai-quiz-console";
import { CoursePicker } from "@/components/ai-quiz/course-picker";
import { learnPaths } from "@/components/learning/paths";
import { serverApi } from "@/lib/api.server";
import { localePath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";
import { QueryProvider } from "@/components/query-provider";

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  return {
    title: (await getTranslations({ locale, namespace: "subscription" }))("aiQuiz.title"),
    robots: { index: false },
  };
}

const SLUG = /^[a-z0-9-]{1,200}$/;
/** lessons that carry material to write questions from (a quiz lesson only holds its instructions) */
const MATERIAL = new Set(["article", "video", "live"]);
type Search = { q?: string | string[]; course?: string | string[] };
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/**
 * AI-written quizzes with human review, in the provider's staff console (guarded; the API answers 403 to anyone
 * but staff, which the page shows up front by asking for the drafts of the chosen or first listed course).
 * Step 1 is rendered here; steps 2–4 (write, review, publish) are the client console of the chosen course.
 */
export default async function StaffAiQuizzesPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Search>;
}) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "subscription" });
  const query = await searchParams;
  const q = (one(query.q) ?? "").trim().slice(0, 200);
  const wanted = one(query.course);
  const chosen = wanted && SLUG.test(wanted) ? wanted : null;
  const api = await serverApi(locale);

  let status = 0;
  let courses: CourseCard[] = [];
  let course: ResponseOf<"course">["data"] | null = null;
  let drafts: AiQuestionDraft[] | null = null;
  try {
    // the choices: the staff's words through the catalogue search, else the most popular courses
    courses = q
      ? (await api.request("searchCourses", { q, perPage: 30 })).data.items
      : (await api.request("courses", { sort: "popular", perPage: 30 })).data.items;
    const gate = chosen ?? courses[0]?.slug;
    if (gate) {
      const [list, detail] = await Promise.all([
        api.request("aiQuizDrafts", { courseSlug: gate }),
        chosen ? api.request("course", { courseSlug: chosen }) : null,
      ]);
      if (detail) {
        course = detail.data;
        drafts = list.data.drafts;
      }
    }
  } catch (err) {
    status = isApiError(err) ? err.status : 0;
  }

  const action = localePath(locale, "/staff/ai-quizzes");
  // the chosen course stays a choice even when the current search does not list it
  const choices =
    course && !courses.some((c) => c.slug === course.slug)
      ? [{ slug: course.slug, name: course.name }, ...courses]
      : courses;
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-ink">{t("aiQuiz.title")}</h1>
        <p className="text-ink-muted">{t("aiQuiz.intro")}</p>
      </header>
      {status !== 0 && status !== 404 ? (
        <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
          {status === 403 ? t("staff.forbidden") : t("staff.unavailable")}
        </p>
      ) : (
        <>
          <section aria-labelledby="ai-course" className="space-y-4">
            <h2 id="ai-course" className="text-xl font-bold text-ink">
              {t("aiQuiz.courseStep")}
            </h2>
            <CoursePicker
              action={action}
              q={q}
              chosen={course?.slug ?? null}
              courses={choices}
              labels={{
                search: t("aiQuiz.searchLabel"),
                searchButton: t("aiQuiz.searchButton"),
                course: t("aiQuiz.courseLabel"),
                open: t("aiQuiz.openCourse"),
                none: t("aiQuiz.noCourses"),
              }}
            />
            {status === 404 ? (
              <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
                {(await getTranslations({ locale, namespace: "errors" }))("notFound")}
              </p>
            ) : null}
            {course ? (
              <p className="text-ink" data-testid="ai-chosen-course">
                {t("aiQuiz.chosenCourse")}:{" "}
                <Link
                  href={learnPaths.course(locale, course.slug)}
                  className="font-semibold text-brand-ink underline"
                >
                  {course.name}
                </Link>
              </p>
            ) : null}
          </section>
          {course && drafts ? (
            <MessagesProvider
              locale={locale}
              messages={pickNamespaces(locale, ["common", "errors", "subscription"])}
            >
              <QueryProvider>
                <AiQuizConsole
                  key={course.slug}
                  locale={locale}
                  course={{
                    slug: course.slug,
                    name: course.name,
                    lessons: course.sections.flatMap((s) =>
                      s.lessons
                        .filter((l) => MATERIAL.has(l.kind))
                        .map((l) => ({ id: l.id, title: l.title })),
                    ),
                  }}
                  initialDrafts={drafts}
                />
              </QueryProvider>
            </MessagesProvider>
          ) : null}
        </>
      )}
    </main>
  );
}
