import { mapEmbedUrl, type Locale, type MapSettings } from "@gk/tenancy";
import { APP_VERSION } from "@gk/analytics";
import { IntentLink } from "../intent-link";
import { getTranslations } from "next-intl/server";
import { localePath } from "@/lib/paths";
import { Appearance } from "./appearance";
import { LanguageSwitch } from "./language-switch";
import { mapProviderName, OfficeMap } from "./office-map";
import { RotatingQuote } from "./rotating-quote";
import { MAP_PIN_ICON } from "./shell-icons";

/**
 * Footer: the four rotating quotes, the language switch (id default, en), the appearance setting, and the
 * release the site runs (so a learner reporting a problem, or support, can name the version), with links to
 * the terms of use, the privacy policy and, only where the site's blog is on, the blog. A site that configures
 * its office (tenant.json `map`) shows its address and a map that loads only after the visitor agrees.
 */
export async function SiteFooter({
  locale,
  siteName,
  blog,
  map,
}: {
  locale: Locale;
  siteName: string;
  blog: boolean;
  map?: MapSettings;
}) {
  const t = await getTranslations({ locale, namespace: "common" });
  const embedUrl = map ? mapEmbedUrl(map) : null;
  const links = [
    ...(blog ? [{ href: "/blog", label: t("footer.blog") }] : []),
    { href: "/terms", label: t("footer.terms") },
    { href: "/privacy", label: t("footer.privacy") },
  ];
  return (
    <footer className="border-t border-line bg-surface-muted pb-24 lg:pb-0">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[1fr_auto]">
        <div className="space-y-3">
          <RotatingQuote />
          <nav aria-label={t("footer.linksLabel")}>
            <ul className="flex flex-wrap gap-x-4 text-sm">
              {links.map((l) => (
                <li key={l.href}>
                  <IntentLink
                    href={localePath(locale, l.href)}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline-offset-4 hover:underline"
                  >
                    {l.label}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-ink-muted">
            {siteName} · {t("footer.copyright", { year: new Date().getFullYear() })}
          </p>
          <p className="text-xs text-ink-muted" data-testid="release-version">
            {t("footer.version", { version: APP_VERSION.replace(/^v/, "") })}
          </p>
          {map && embedUrl ? (
            <section aria-labelledby="office-location" className="space-y-2 pt-2">
              <h2 id="office-location" className="text-sm font-bold text-ink">
                {t("maps.title")}
              </h2>
              <address className="text-sm not-italic text-ink-muted">{map.address[locale]}</address>
              <OfficeMap
                embedUrl={embedUrl}
                labels={{
                  consent: t("maps.consent", { provider: mapProviderName(embedUrl) }),
                  show: t("maps.show"),
                  frameTitle: t("maps.frameTitle", { address: map.address[locale] }),
                }}
                icon={MAP_PIN_ICON}
              />
            </section>
          ) : null}
        </div>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <LanguageSwitch locale={locale} />
          <Appearance locale={locale} />
        </div>
      </div>
    </footer>
  );
}
