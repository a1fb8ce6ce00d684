import { headers } from "next/headers";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { localePath } from "@/lib/paths";

/**
 * The not-found route. It renders inside the site layout, so it carries the site's colours. Next does not
 * pass route params to not-found files, so the language comes from the header the proxy sets, and the page
 * speaks that language only (the footer's language switch offers the other one).
 */
export default async function NotFound() {
  const locale = (await headers()).get("x-gk-locale") === "en" ? "en" : "id";
  const t = await getTranslations({ locale, namespace: "common" });
  return (
    <main
      lang={locale}
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="text-2xl font-semibold text-ink">{t("notFound.title")}</h1>
      <p className="text-ink-muted">{t("notFound.body")}</p>
      <Link
        href={localePath(locale, "/")}
        className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink"
      >
        {t("notFound.backHome")}
      </Link>
    </main>
  );
}
