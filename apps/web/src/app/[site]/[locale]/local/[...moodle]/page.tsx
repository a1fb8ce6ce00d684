import { setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { LmsLogin } from "@/components/auth/lms-login";
import { siteFromParams, type SiteParams } from "@/lib/site";

export const metadata = { robots: { index: false, follow: false } };

/** `/local/{moodle-path}/index.php?type=course&slug=…`: sign in through the API's LMS login, then the course. */
export default async function LmsLinkPage({
  params,
}: {
  params: Promise<SiteParams & { moodle: string[] }>;
}) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { moodle } = await params;
  if (moodle[moodle.length - 1] !== "index.php") {
    const { notFound } = await import("next/navigation");
    notFound();
  }
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <Suspense>
        <LmsLogin locale={locale} />
      </Suspense>
    </main>
  );
}
