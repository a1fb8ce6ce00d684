import type { Locale } from "@gk/tenancy";
import { APP_VERSION } from "@gk/analytics";
import { getTranslations } from "next-intl/server";
import { Appearance } from "./appearance";
import { LanguageSwitch } from "./language-switch";
import { RotatingQuote } from "./rotating-quote";

/**
 * Footer: the four rotating quotes, the language switch (id default, en), the appearance setting, and the
 * release the site runs (so a learner reporting a problem, or support, can name the version).
 */
export async function SiteFooter({ locale, siteName }: { locale: Locale; siteName: string }) {
  const t = await getTranslations({ locale, namespace: "common" });
  return (
    <footer className="border-t border-line bg-surface-muted pb-24 lg:pb-0">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[1fr_auto]">
        <div className="space-y-3">
          <RotatingQuote />
          <p className="text-sm text-ink-muted">
            {siteName} · {t("footer.copyright", { year: new Date().getFullYear() })}
          </p>
          <p className="text-xs text-ink-muted" data-testid="release-version">
            {t("footer.version", { version: APP_VERSION.replace(/^v/, "") })}
          </p>
        </div>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <LanguageSwitch locale={locale} />
          <Appearance />
        </div>
      </div>
    </footer>
  );
}
