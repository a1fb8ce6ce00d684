import type { Locale } from "@gk/tenancy";
import { Lock } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { learnPaths } from "./paths";

/**
 * What a learner sees instead of a lesson or quiz beyond a paid course's free preview (the API answered 402):
 * why it is closed and the way to the course page's upgrade panel. Where the site sells no upgrade, it says so
 * and leads back to the course instead.
 */
export async function LockedPanel({
  locale,
  slug,
  upgradeForSale,
}: {
  locale: Locale;
  slug: string;
  upgradeForSale: boolean;
}) {
  const t = await getTranslations({ locale, namespace: "learning" });
  const btn = "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 font-semibold";
  return (
    <section
      aria-labelledby="lesson-locked"
      data-testid="lesson-locked"
      className="space-y-3 rounded-card border border-line-strong bg-surface-muted p-4 sm:p-6"
    >
      <h2 id="lesson-locked" className="flex items-center gap-2 text-xl font-bold text-ink">
        <Lock aria-hidden className="size-6 text-ink-muted" />
        {t("locked.title")}
      </h2>
      <p className="text-ink">{upgradeForSale ? t("locked.body") : t("locked.bodyNoSale")}</p>
      {upgradeForSale ? (
        <Link
          href={`${learnPaths.course(locale, slug)}#upgrade`}
          className={`${btn} bg-brand text-white hover:bg-brand-strong`}
        >
          {t("locked.cta")}
        </Link>
      ) : (
        <Link
          href={learnPaths.course(locale, slug)}
          className={`${btn} border border-line-strong text-ink hover:bg-surface`}
        >
          {t("backToCourse")}
        </Link>
      )}
    </section>
  );
}
