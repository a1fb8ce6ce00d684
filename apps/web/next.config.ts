import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { withGkSentry } from "@gk/analytics/sentry/config";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const config: NextConfig = {
  // Internal packages are consumed from source (ARCHITECTURE: exports maps to ./src).
  transpilePackages: ["@gk/tenancy", "@gk/contracts", "@gk/i18n", "@gk/auth", "@gk/api-client", "@gk/analytics", "@gk/ui", "@gk/search"],
  poweredByHeader: false,
  // GK_SOURCEMAPS=1 next build: browser source maps, to see which modules make up each chunk (bench/web)
  productionBrowserSourceMaps: process.env.GK_SOURCEMAPS === "1",
  reactStrictMode: true,
  typedRoutes: false,
  experimental: { optimizePackageImports: ["lucide-react"] },
};

// No DSN: next.config is returned unwrapped and nothing of Sentry is bundled (spec §8: no-op without keys).
export default withGkSentry(withNextIntl(config), { dsn: process.env.SENTRY_DSN || undefined, tunnelRoute: "/monitoring" });
