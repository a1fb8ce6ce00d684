import { getTranslations } from "next-intl/server";
import { Appearance } from "./appearance";
import { LanguageSwitch } from "./language-switch";
import { RotatingQuote } from "./rotating-quote";

/** Footer: the four rotating quotes (§2/§9), the language switch (id default, en) and the appearance setting. */
export async function SiteFooter({ locale, siteName }: { locale: "id" | "en"; siteName: string }) {
  const t = await getTranslations({ locale, namespace: "common" });
  return (
    <footer className="border-t border-line bg-surface-muted pb-24 lg:pb-0">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[1fr_auto]">
        <div className="space-y-3">
          <RotatingQuote />
          <p className="text-sm text-ink-muted">
            {siteName} · {t("footer.copyright", { year: new Date().getFullYear() })}
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
