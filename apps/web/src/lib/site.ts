import { canonicalUrl, getSite, isNoindexPath, resolveSite, type Locale, type Site } from "@gk/tenancy";
import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { env } from "@/env";
import { localePath } from "./paths";
import { linkReferral } from "./referral-url";
import { parseSiteKey } from "./site-key";

export interface SiteParams {
  site: string;
  locale: string;
}

export interface SiteContext {
  site: Site;
  referral: string | null;
  locale: Locale;
}

/** The site and locale of a page from its route params; unknown values are a 404, never a crash. */
export async function siteFromParams(params: Promise<SiteParams>): Promise<SiteContext> {
  const { site: key, locale } = await params;
  const { slug, referral } = parseSiteKey(key);
  const site = getSite(slug);
  if (!site || !(site.locales as string[]).includes(locale)) notFound();
  return { site, referral, locale: locale as Locale };
}

/**
 * Default page metadata: title, description, share tags, theme colour, canonical, icons, manifest. The
 * canonical URL carries the signed-in `viewer`'s referral code when they have one, else the host's (a village
 * site's), so a link copied from the page credits the person sharing it.
 */
export function siteMetadata(
  { site, referral, locale }: SiteContext,
  visited: { host: string; path: string },
  viewer?: { referral: string | null } | null,
): Metadata {
  const { metadata: m } = site;
  const path = visited.path || "/";
  const subdomain = resolveSite(visited.host, { env: "development" }).subdomain;
  const canonical = canonicalUrl({
    rootDomain: env.PUBLIC_ROOT_DOMAIN,
    subdomain,
    referral: linkReferral(viewer, referral),
    path,
  });
  const title = m.title[locale];
  return {
    title: { default: title, template: `%s · ${m.appTitle}` },
    description: m.description[locale],
    applicationName: m.appTitle,
    metadataBase: new URL(m.url),
    alternates: { canonical, languages: { id: localePath("id", path), en: localePath("en", path) } },
    manifest: localePath(locale, "/manifest.webmanifest"),
    icons: { icon: site.manifest.icons[0]?.src, apple: site.manifest.icons[0]?.src },
    openGraph: {
      title,
      description: m.description[locale],
      url: localePath(locale, path),
      siteName: m.appTitle,
      images: [m.image],
      type: m.type,
      locale: locale === "id" ? "id_ID" : "en_US",
    },
    twitter: { card: "summary_large_image", title, description: m.description[locale], images: [m.image] },
    robots: isNoindexPath(path) ? { index: false, follow: false } : { index: true, follow: true },
    appleWebApp: { title: site.manifest.shortName, capable: true, statusBarStyle: "default" },
  };
}

export function siteViewport(site: Site): Viewport {
  return { themeColor: site.metadata.themeColor, width: "device-width", initialScale: 1 };
}
