import type { Locale, Site } from "./schema";

/** The Web App Manifest of a site (the manifest is chosen by site type), as served at /manifest.webmanifest. */
export function webManifest(site: Site, locale: Locale = site.defaultLocale) {
  const m = site.manifest;
  return {
    id: `/?manifest=${m.id}`,
    name: m.name,
    short_name: m.shortName,
    description: site.metadata.description[locale],
    lang: locale,
    start_url: "/",
    scope: "/",
    display: "standalone" as const,
    theme_color: m.themeColor,
    background_color: m.backgroundColor,
    icons: m.icons.map((i) => ({
      src: i.src,
      sizes: i.sizes,
      type: i.type,
      ...(i.purpose ? { purpose: i.purpose } : {}),
    })),
  };
}
