import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { withGkSentry } from "@gk/analytics/sentry/config";
import { fileURLToPath } from "node:url";
import { relative } from "node:path";
import { parseBuildEnv } from "./src/build-env";
import {
  ASSET_SECURITY_HEADERS,
  HSTS,
  NON_PAGE_CSP,
  SCRIPT_SECURITY_HEADERS,
  STATIC_SECURITY_HEADERS,
} from "./src/lib/security-headers";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

/** Every build-time setting, validated: a wrong one stops the build with the variable named. */
const buildEnv = parseBuildEnv(process.env);
type Group = NonNullable<typeof buildEnv.TENANT_GROUP>;

/**
 * TENANT_GROUP=<group> next build: a build of one tenant group. The tenant registry's data module is swapped
 * for the group's generated one, so other groups' sites (their metadata, manifests, icons, themes) are not in
 * the bundle at all, and the build goes to its own folder so the all-sites `.next` that `next start`, npm
 * start and the journeys use is left alone. A misspelt group fails the build rather than building every site.
 */
const group = buildEnv.TENANT_GROUP;
const appDir = fileURLToPath(new URL(".", import.meta.url));
/** The monorepo root: traced for the standalone output so the workspace packages and pnpm's store are in it. */
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const groupRegistry = (g: Group) =>
  `./${relative(appDir, fileURLToPath(new URL(`../../packages/tenancy/src/generated/registry.${g}.ts`, import.meta.url)))}`;

const config: NextConfig = {
  // Internal packages are consumed from source (their exports maps point at ./src).
  transpilePackages: [
    "@gk/tenancy",
    "@gk/contracts",
    "@gk/i18n",
    "@gk/auth",
    "@gk/api-client",
    "@gk/analytics",
    "@gk/ui",
    "@gk/search",
  ],
  poweredByHeader: false,
  // GK_SOURCEMAPS=1 next build: browser source maps, to see which modules make up each chunk (bench/web)
  productionBrowserSourceMaps: buildEnv.GK_SOURCEMAPS === "1",
  reactStrictMode: true,
  typedRoutes: false,
  experimental: {
    optimizePackageImports: ["lucide-react"],
    // Next's data cache stays in memory (cacheMaxMemorySize, 50 MB, least recently used first): the page
    // cache's entries are keyed by a placeholder made per process (src/lib/page-cache), so entries on disk
    // could never be read again after a restart, and without this they would pile up there with every one.
    isrFlushToDisk: false,
  },
  // Security headers on every response: static files, route handlers, redirects and errors get these; pages
  // get their own nonce-based Content-Security-Policy from src/proxy.ts, which replaces the one here.
  async headers() {
    return [
      {
        // everything but the build's hashed files
        source: "/:path((?!_next/static/).*)",
        headers: [...STATIC_SECURITY_HEADERS, { key: "content-security-policy", value: NON_PAGE_CSP }],
      },
      {
        // the build's styles, fonts and images
        source: "/_next/static/:path((?!.+\\.js$).+)",
        headers: [...ASSET_SECURITY_HEADERS, { key: "content-security-policy", value: NON_PAGE_CSP }],
      },
      {
        // the build's scripts
        source: "/_next/static/:path(.+\\.js)",
        headers: SCRIPT_SECURITY_HEADERS,
      },
      {
        // https visits only (the front proxy says so; browsers ignore HSTS over http anyway)
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https(?:\\s*,.*)?" }],
        headers: [{ key: "strict-transport-security", value: HSTS }],
      },
    ];
  },
  // A group build (or GK_STANDALONE=1) is a deployable: `standalone` copies the server and only the traced
  // files into <distDir>/standalone. The all-sites build that `next start` serves stays a plain build.
  ...(group || buildEnv.GK_STANDALONE === "1" ? { output: "standalone" as const } : {}),
  // GK_DIST_DIR wins (scripts/build-groups.mjs sets it); a group build otherwise has its own folder.
  distDir: buildEnv.GK_DIST_DIR || (group ? `.next-groups/${group}` : ".next"),
  outputFileTracingRoot: repoRoot,
  turbopack: {
    root: repoRoot,
    // The registry reads its data through the "#registry-data" import (packages/tenancy package.json).
    ...(group ? { resolveAlias: { "#registry-data": groupRegistry(group) } } : {}),
  },
};

// No DSN: next.config is returned unwrapped and nothing of Sentry is bundled (a no-op without keys).
export default withGkSentry(withNextIntl(config), { dsn: buildEnv.SENTRY_DSN, tunnelRoute: "/monitoring" });
