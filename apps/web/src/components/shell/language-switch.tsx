"use client";

import { LOCALES, type Locale } from "@gk/contracts";
import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { Suspense } from "react";
import { switchLocalePath, unprefixed } from "@/lib/paths";

const linkClass = "inline-flex min-h-11 items-center rounded-lg px-3 font-semibold";

function Links({ locale }: { locale: Locale }) {
  const t = useTranslations("common");
  const { path } = unprefixed(usePathname() ?? "/");
  const search = useSearchParams()?.toString();
  const q = search ? `?${search}` : "";
  return (
    <ul className="flex gap-1">
      {LOCALES.map((l) => (
        <li key={l}>
          <a
            href={switchLocalePath(l, path, q)}
            hrefLang={l}
            lang={l}
            aria-current={l === locale ? "true" : undefined}
            className={`${linkClass} ${l === locale ? "bg-brand-soft text-brand-ink" : "text-ink-muted hover:bg-surface"}`}
          >
            {t(`language.${l}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The language switch: same page, other language; a full navigation so the server renders it. */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const t = useTranslations("common");
  return (
    <nav aria-label={t("language.label")}>
      <p className="mb-1 text-sm font-semibold text-ink-muted">{t("language.label")}</p>
      <Suspense fallback={<span className={linkClass}>{t(`language.${locale}`)}</span>}>
        <Links locale={locale} />
      </Suspense>
    </nav>
  );
}
