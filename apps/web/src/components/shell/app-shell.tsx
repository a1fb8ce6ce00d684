import type { Locale, Site } from "@gk/tenancy";
import { HeaderNav, SiteHeader } from "@gk/ui/site-header";
import { IntentLink } from "../intent-link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { hasTokenCookie } from "@/lib/api.server";
import { localePath } from "@/lib/paths";
import { AccountActions } from "./account-actions";
import { PhoneNav } from "./phone-nav";
import { SiteFooter } from "./site-footer";

/**
 * The shell around every page: header (logo, main links, account), the phone's bottom
 * navigation, and the footer with language, appearance and the rotating quote. Server-rendered, so the
 * links work before JavaScript arrives.
 */
export async function AppShell({
  site,
  locale,
  children,
}: {
  site: Site;
  locale: Locale;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "common" });
  const p = (path: string) => localePath(locale, path);
  const signedIn = await hasTokenCookie();
  const links = [
    { href: p("/"), label: t("nav.home") },
    { href: p("/search"), label: t("nav.search") },
    { href: p("/explore"), label: t("nav.explore") },
    { href: p("/my-class"), label: t("nav.myLearning") },
  ];
  return (
    <>
      <SiteHeader
        skipLinkLabel={t("skipToContent")}
        logo={
          <IntentLink
            href={p("/")}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg font-extrabold text-brand-ink"
          >
            <span
              aria-hidden
              className="grid size-9 place-items-center rounded-lg bg-brand text-sm text-white"
            >
              {initialsOf(site.theme.logoText)}
            </span>
            <span className="sr-only text-lg sm:not-sr-only">{site.theme.logoText}</span>
          </IntentLink>
        }
        nav={<HeaderNav links={links} label={t("navLabel")} linkAs={IntentLink} />}
        actions={
          <AccountActions locale={locale} signedInHint={signedIn} leaderboard={site.features.leaderboard} />
        }
      />
      {/* at least a whole screen: while a page's sections stream in below their skeletons, the footer stays
          below the first screen instead of being pushed down in view (a layout shift on every search) */}
      <div id="main" className="min-h-dvh pb-24 lg:pb-8">
        {children}
      </div>
      <SiteFooter
        locale={locale}
        siteName={site.metadata.appTitle}
        blog={site.features.blog}
        map={site.map}
      />
      <PhoneNav locale={locale} />
    </>
  );
}

function initialsOf(text: string): string {
  const words = text.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? "GK").slice(0, 2)).toUpperCase();
}
