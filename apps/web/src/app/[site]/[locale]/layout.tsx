import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { headers } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import type { CSSProperties, ReactNode } from "react";
import { themeInitScript } from "@gk/ui/theme";
import { MessagesProvider } from "@gk/i18n/client";
import { pickNamespaces } from "@gk/i18n/messages";
import { Providers } from "@/components/providers";
import { AppShell } from "@/components/shell/app-shell";
import { NONCE_HEADER } from "@/lib/security-headers";
import { siteFromParams, siteMetadata, siteViewport, type SiteParams } from "@/lib/site";
import { tenantData } from "@/lib/tenant-data";
import { viewerReferral } from "@/lib/viewer.server";
import "../../globals.css";

// Self-hosted Plus Jakarta Sans: never next/font/google, since builds have no internet.
const jakarta = localFont({
  src: "../../../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  variable: "--font-jakarta",
  display: "swap",
  weight: "200 800",
});

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const ctx = await siteFromParams(params);
  const h = await headers();
  return siteMetadata(
    ctx,
    { host: h.get("x-gk-host") ?? "", path: h.get("x-gk-path") ?? "/" },
    await viewerReferral(ctx.locale),
  );
}

export async function generateViewport({ params }: { params: Promise<SiteParams> }): Promise<Viewport> {
  const { site } = await siteFromParams(params);
  return siteViewport(site);
}

/** Namespaces the client components of the shell and the pages read (the rest stays on the server). */
const CLIENT_NAMESPACES = ["common", "auth", "search", "course", "errors"] as const;

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  const { site, referral, locale } = await siteFromParams(params);
  setRequestLocale(locale);
  // the page's CSP runs only scripts carrying this request's nonce (src/proxy.ts)
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  // The site's own colours override the brand tokens; everything else stays one family.
  const theme = {
    "--color-brand": site.theme.primary,
    "--color-brand-strong": site.theme.primaryStrong,
    "--color-brand-soft": site.theme.primarySoft,
  } as CSSProperties;
  return (
    <html
      lang={locale}
      className={jakarta.variable}
      style={theme}
      data-site={site.slug}
      suppressHydrationWarning
    >
      <head>
        {/* a stored dark choice paints dark at once, before any JavaScript bundle */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body className="min-h-dvh font-sans">
        {/* client components read these through @gk/i18n/client (no ICU runtime in the browser) */}
        <MessagesProvider locale={locale} messages={pickNamespaces(locale, [...CLIENT_NAMESPACES])}>
          <Providers
            locale={locale}
            tenant={tenantData({ site, referral }, (await headers()).get("x-gk-host"))}
            site={{
              isGate: site.type === "gate",
              referral: referral ?? site.referral ?? null,
              tagManagerId: site.tagManager?.containerId ?? null,
              sessionRecording: site.analytics?.sessionRecording,
            }}
          >
            <AppShell site={site} locale={locale}>
              {children}
            </AppShell>
          </Providers>
        </MessagesProvider>
      </body>
    </html>
  );
}
