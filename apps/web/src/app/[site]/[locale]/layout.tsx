import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { headers } from "next/headers";
import type { CSSProperties, ReactNode } from "react";
import { siteFromParams, siteMetadata, siteViewport, type SiteParams } from "@/lib/site";
import "../../globals.css";

// Self-hosted Plus Jakarta Sans (UI-GUIDE: never next/font/google, builds have no internet).
const jakarta = localFont({
  src: "../../../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  variable: "--font-jakarta",
  display: "swap",
  weight: "200 800",
});

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const ctx = await siteFromParams(params);
  const h = await headers();
  return siteMetadata(ctx, { host: h.get("x-gk-host") ?? "", path: h.get("x-gk-path") ?? "/" });
}

export async function generateViewport({ params }: { params: Promise<SiteParams> }): Promise<Viewport> {
  const { site } = await siteFromParams(params);
  return siteViewport(site);
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { site, locale } = await siteFromParams(params);
  // The site's own colours override the brand tokens; everything else stays one family (UI-GUIDE).
  const theme = {
    "--color-brand": site.theme.primary,
    "--color-brand-strong": site.theme.primaryStrong,
    "--color-brand-soft": site.theme.primarySoft,
  } as CSSProperties;
  return (
    <html lang={locale} className={jakarta.variable} style={theme} data-site={site.slug}>
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
