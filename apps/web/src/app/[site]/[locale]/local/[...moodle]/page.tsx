import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { LmsLogin } from "@/components/auth/lms-login";
import { lmsLinkTarget, unsignedLmsDestination } from "@/lib/lms-link";
import { hasTokenCookie, serverApi } from "@/lib/api.server";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = {
  params: Promise<SiteParams & { moodle: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "auth" });
  return { title: t("lmsLink.title"), robots: { index: false, follow: false } };
}

/**
 * `/local/{moodle-path}/index.php?type=course&slug=…`, the link a company's Moodle sends its learners along.
 * Signed by the LMS (site, email, fullName, timestamp, nonce, signature): the API's LMS login signs the
 * learner in, then the course. Unsigned (the link as the share menu copies it, opened directly): straight to
 * the course, through the sign-in first when the course is not open to visitors.
 */
export default async function LmsLinkPage({ params, searchParams }: Props) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { moodle } = await params;
  if (moodle[moodle.length - 1] !== "index.php") notFound();
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(await searchParams)) if (typeof v === "string") query.set(k, v);
  const target = lmsLinkTarget(locale, query);
  if (!query.get("signature")) {
    redirect(
      await unsignedLmsDestination(target, {
        signedIn: await hasTokenCookie(),
        readCourse: async (slug) => (await serverApi(locale)).request("course", { courseSlug: slug }),
      }),
    );
  }
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <Suspense>
        <LmsLogin target={target.path} toCourse={target.courseSlug !== null} />
      </Suspense>
    </main>
  );
}
