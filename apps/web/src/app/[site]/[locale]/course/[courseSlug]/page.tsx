import type { Locale } from "@gk/tenancy";
import { isApiError } from "@gk/api-client";
import { bookOpenIcon, checkIcon, clockIcon, share2Icon, usersIcon } from "@gk/ui/icon-shapes";
import { InlineIcon } from "@gk/ui/inline-icons";
import { RatingStars } from "@gk/ui/rating-stars";
import { buttonVariants } from "@gk/ui/button";
import { formatThousands, rupiah } from "@gk/i18n/numbers";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { BusyState } from "@/components/busy-state";
import { CourseGrid } from "@/components/course-grid";
import { CertificateOfferView, UpgradePanelView } from "@/components/commerce/upgrade-panel-view";
import type { CourseStanding } from "@/components/course/course-actions";
import { ShareButton } from "@/components/course/share-button";
import { SignInRefresh } from "@/components/course/sign-in-refresh";
import {
  CertificateOffer,
  CoachLauncher,
  EnrolButton,
  UpgradePanel,
} from "@/components/course/signed-in-panels";
import { learnPaths } from "@/components/learning/paths";
import { hasTokenCookie, serverApi, settle } from "@/lib/api.server";
import { pageOrigin } from "@/lib/origin.server";
import { localePath, signInPath } from "@/lib/paths";
import { linkReferral, withReferral } from "@/lib/referral-url";
import { viewerReferral } from "@/lib/viewer.server";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = { params: Promise<SiteParams & { courseSlug: string }> };

/** The Moodle plugin path of the LMS-integration special link (a partner LMS sends its learners to a course). */
const LMS_PLUGIN_PATH = "/local/gurukita/index.php";

/** The visitor's access to the course (null when the API cannot say: the panel asks again in the browser). */
const loadAccess = cache(async (locale: Locale, slug: string) => {
  const api = await serverApi(locale);
  return (await settle(api.request("courseAccess", { courseSlug: slug })))?.data ?? null;
});

/**
 * Where the visitor stands with the course, for the main action: "new" for a visitor, for someone not enrolled,
 * or when the API cannot say (the button then offers to start, and enrolling again is harmless).
 */
const loadStanding = cache(async (locale: Locale, slug: string): Promise<CourseStanding> => {
  if (!(await hasTokenCookie())) return "new";
  const api = await serverApi(locale);
  const enrolment = (await settle(api.request("courseLearning", { courseSlug: slug })))?.data.enrolment;
  if (!enrolment) return "new";
  if (enrolment.completedAt) return "finished";
  return enrolment.completedLessons > 0 || enrolment.progressPercent > 0 ? "inProgress" : "enrolled";
});

const loadCourse = cache(async (locale: Locale, slug: string) => {
  const api = await serverApi(locale);
  try {
    return (await api.request("course", { courseSlug: slug })).data;
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 422)) notFound();
    return null;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const { courseSlug } = await params;
  const course = await loadCourse(locale, courseSlug);
  return course ? { title: course.name, description: course.description.slice(0, 160) } : {};
}

export default async function CoursePage({ params }: Props) {
  const { site, referral, locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { courseSlug } = await params;
  const [signedIn, course, access, standing, t, tc, origin, viewer] = await Promise.all([
    hasTokenCookie(),
    loadCourse(locale, courseSlug),
    loadAccess(locale, courseSlug),
    loadStanding(locale, courseSlug),
    getTranslations({ locale, namespace: "course" }),
    getTranslations({ locale, namespace: "common" }),
    pageOrigin(),
    viewerReferral(locale),
  ]);
  if (!course)
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <BusyState locale={locale} />
      </main>
    );
  // the share link credits the signed-in sharer's referral code, like the page's canonical link
  const url = withReferral(
    origin + localePath(locale, `/course/${course.slug}`),
    linkReferral(viewer, referral),
  );
  const lmsUrl = `${origin}${LMS_PLUGIN_PATH}?type=course&slug=${encodeURIComponent(course.slug)}`;
  const lessons = course.sections.reduce((n, s) => n + s.lessons.length, 0);
  const level = {
    beginner: t("levelBeginner"),
    intermediate: t("levelIntermediate"),
    advanced: t("levelAdvanced"),
  }[course.level];
  // on a site whose owner pays for its people (tenant.json commerce.freeCourses) every price shows as free
  const price = site.commerce.freeCourses ? 0 : course.priceRupiah;
  // A visitor without a session (the page cache's readers) gets a link to sign in and come back, and the
  // panels as the server renders them: no script of the enrolment or the upgrade is part of their page.
  const mainAction = signedIn ? (
    <EnrolButton locale={locale} slug={course.slug} standing={standing} />
  ) : (
    <Link
      href={signInPath(locale, learnPaths.course(locale, course.slug))}
      className={buttonVariants({ size: "lg", block: true })}
    >
      {t("signInToEnroll")}
    </Link>
  );
  const tab =
    "inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-ink-muted hover:bg-surface-muted hover:text-ink";

  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      {signedIn ? null : <SignInRefresh />}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          <header id="overview" className="space-y-3">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-ink">
              {course.category.name}
            </p>
            <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{course.name}</h1>
            <p className="text-ink-muted">{t("by", { institution: course.institution.name })}</p>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-ink-muted">
              {course.ratingCount > 0 ? (
                <span className="inline-flex items-center gap-1">
                  <RatingStars
                    value={course.ratingAverage}
                    label={t("ratingOf", { rating: course.ratingAverage.toFixed(1) })}
                  />
                  {t("ratingSummary", {
                    rating: course.ratingAverage.toFixed(1),
                    count: course.ratingCount,
                    shown: formatThousands(course.ratingCount),
                  })}
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1">
                <InlineIcon icon={usersIcon} className="size-4" />
                {t("learners", { count: course.popularity, shown: formatThousands(course.popularity) })}
              </span>
              <span className="inline-flex items-center gap-1">
                <InlineIcon icon={bookOpenIcon} className="size-4" />
                {t("lessons", { count: lessons, shown: formatThousands(lessons) })}
              </span>
              <span className="inline-flex items-center gap-1">
                <InlineIcon icon={clockIcon} className="size-4" />
                {t("minutes", {
                  count: course.durationMinutes,
                  shown: formatThousands(course.durationMinutes),
                })}
              </span>
              <span>{level}</span>
            </div>
            {/* phones: price and the main action right under the title; the side panel holds them from lg up */}
            <div className="flex items-center gap-3 lg:hidden">
              <div>
                <p className="text-xl font-extrabold">{price > 0 ? rupiah(price) : t("free")}</p>
                {/* phones: the upgrade panel sits far below, after the reviews */}
                {site.features.payments && price > 0 ? (
                  <a
                    href="#upgrade"
                    className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
                  >
                    {t("upgrade.title")}
                  </a>
                ) : null}
              </div>
              <div className="flex-1">{mainAction}</div>
            </div>
            <ShareButton
              url={url}
              text={tc("share.text", { name: course.name })}
              kind="course"
              icon={<InlineIcon icon={share2Icon} className="size-5" />}
              // the LMS integration link only on sites that offer the integration (tenant.json features)
              lmsUrl={site.features.lmsIntegration ? lmsUrl : undefined}
            />
          </header>

          <nav
            aria-label={t("tabs.overview")}
            className="sticky top-16 z-10 -mx-4 flex gap-1 overflow-x-auto border-b border-line bg-surface px-4"
          >
            <a className={tab} href="#overview">
              {t("tabs.overview")}
            </a>
            <a className={tab} href="#content">
              {t("tabs.classContent")}
            </a>
            <a className={tab} href="#reviews">
              {t("tabs.review")}
            </a>
          </nav>

          <section aria-labelledby="description" className="space-y-2">
            <h2 id="description" className="text-xl font-bold">
              {t("description")}
            </h2>
            <p className="whitespace-pre-line text-ink">{course.description}</p>
          </section>

          {course.skills.length > 0 ? (
            <section aria-labelledby="skills" className="space-y-2">
              <h2 id="skills" className="text-xl font-bold">
                {t("skillsGained")}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {course.skills.map((s) => (
                  <li
                    key={s}
                    className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-ink"
                  >
                    {s}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {course.included.length > 0 ? (
            <section aria-labelledby="included" className="space-y-2">
              <h2 id="included" className="text-xl font-bold">
                {t("included")}
              </h2>
              <ul className="space-y-1">
                {course.included.map((s) => (
                  <li key={s} className="flex gap-2">
                    <InlineIcon icon={checkIcon} className="mt-1 size-4 shrink-0 text-success-ink" />
                    {s}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section id="content" aria-labelledby="content-title" className="scroll-mt-32 space-y-3">
            <h2 id="content-title" className="text-xl font-bold">
              {t("tabs.classContent")}
            </h2>
            <ol className="space-y-2">
              {course.sections.map((s) => (
                <li key={s.id}>
                  <details className="rounded-card border border-line" open={s.position === 1}>
                    <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-4 py-2 font-semibold">
                      <span>{sectionHeading(s.title, t("sectionLessons", { position: s.position }))}</span>
                      <span className="shrink-0 text-sm text-ink-muted">
                        {t("lessons", { count: s.lessons.length, shown: formatThousands(s.lessons.length) })}
                      </span>
                    </summary>
                    <ol className="divide-y divide-line border-t border-line">
                      {s.lessons.map((l) => (
                        <li key={l.id} className="flex justify-between gap-3 px-4 py-2 text-sm">
                          <span>{l.title}</span>
                          <span className="shrink-0 text-ink-muted">
                            {t("minutes", {
                              count: l.durationMinutes,
                              shown: formatThousands(l.durationMinutes),
                            })}
                          </span>
                        </li>
                      ))}
                    </ol>
                  </details>
                </li>
              ))}
            </ol>
            {course.finalQuiz ? (
              <p className="text-ink-muted">
                {t("finalQuiz", {
                  count: course.finalQuiz.questionCount,
                  questions: formatThousands(course.finalQuiz.questionCount),
                  minutes: course.finalQuiz.durationMinutes,
                  duration: formatThousands(course.finalQuiz.durationMinutes),
                  pass: course.finalQuiz.passMarkPercent,
                })}
              </p>
            ) : null}
          </section>

          <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-32 space-y-3">
            <h2 id="reviews-title" className="text-xl font-bold">
              {t("tabs.review")}
            </h2>
            {course.reviews.length === 0 ? (
              <p className="text-ink-muted">{t("noReviews")}</p>
            ) : (
              <ul className="space-y-3">
                {course.reviews.map((r) => (
                  <li key={r.id} className="space-y-1 rounded-card border border-line p-4">
                    <div className="flex items-center gap-2">
                      <RatingStars value={r.rating} label={t("ratingOf", { rating: r.rating })} />
                      <span className="font-semibold">{r.author}</span>
                    </div>
                    {r.body ? <p className="text-ink">{r.body}</p> : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <aside className="space-y-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1 lg:self-start">
          <div className="space-y-4 rounded-card border border-line bg-surface p-5 shadow-sm">
            <p className="text-2xl font-extrabold">{price > 0 ? rupiah(price) : t("free")}</p>
            <div className="hidden lg:block">{mainAction}</div>
          </div>
          {/* the AI coach for the course's learners, on sites that offer it */}
          {site.features.aiCoach && standing !== "new" ? (
            <CoachLauncher locale={locale} courseSlug={course.slug} />
          ) : null}
          {course.certificateOffered ? (
            signedIn ? (
              <CertificateOffer slug={course.slug} initial={access} />
            ) : (
              <CertificateOfferView access={access} t={t} />
            )
          ) : null}
          {/* the upgrade is sold only where the site takes payments (tenant.json features) and the course has a price */}
          {site.features.payments && price > 0 ? (
            signedIn ? (
              <UpgradePanel locale={locale} slug={course.slug} price={price} initial={access} />
            ) : (
              <UpgradePanelView locale={locale} slug={course.slug} price={price} access={access} t={t} />
            )
          ) : null}
        </aside>
      </div>

      {course.related.length > 0 ? (
        <section aria-labelledby="related" className="mt-10 space-y-3">
          <h2 id="related" className="text-xl font-bold">
            {t("otherRecommendations")}
          </h2>
          <CourseGrid courses={course.related.slice(0, 4)} locale={locale} />
        </section>
      ) : null}
    </main>
  );
}

/** A section's heading: its title, after "Section n:" unless the title already opens with its own number ("Module 1: …"). */
function sectionHeading(title: string, label: string): string {
  return /^(modul|module|bagian|section|bab|chapter)\s+\d+/i.test(title) ? title : `${label}: ${title}`;
}
