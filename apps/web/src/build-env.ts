import { z } from "zod";
import { envError } from "./env-error";

/**
 * Settings read when the web app is built (next.config.ts). NEXT_PUBLIC_* values are inlined into the
 * browser's code at build time, so a wrong one must stop the build, not ship; the GK_* switches shape the
 * output (a tenant group's deployable, source maps, the output folder).
 */
const blankIsUnset = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), inner.optional());
const flag = blankIsUnset(z.enum(["0", "1"], { message: 'must be "1" (on) or "0" (off)' }));

const schema = z.object({
  /** Builds only this tenant group's sites; unset builds every site. */
  TENANT_GROUP: blankIsUnset(z.enum(["core", "regional", "government", "company"])),
  /** 1: a standalone (self-contained) output even for an all-sites build. */
  GK_STANDALONE: flag,
  /** 1: browser source maps, to see which modules make up each chunk. */
  GK_SOURCEMAPS: flag,
  /** The build's output folder, relative to apps/web (scripts/build-groups.mjs sets it). */
  GK_DIST_DIR: blankIsUnset(z.string().regex(/^[\w./-]+$/, "must be a relative folder name")),
  /** Server-side error reporting; without it nothing of Sentry is bundled. */
  SENTRY_DSN: blankIsUnset(z.url()),
  /** Analytics key of the browser; without it analytics does nothing. */
  NEXT_PUBLIC_AMPLITUDE_KEY: blankIsUnset(z.string().min(8)),
  /** Browser-side error reporting. */
  NEXT_PUBLIC_SENTRY_DSN: blankIsUnset(z.url()),
  /** The domain of the sign-in cookie when several sites share it (e.g. .gurukita.id). */
  NEXT_PUBLIC_COOKIE_DOMAIN: blankIsUnset(
    z.string().regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be a domain such as .gurukita.id"),
  ),
});

export type BuildEnv = z.infer<typeof schema>;

export function parseBuildEnv(source: Record<string, string | undefined>): BuildEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) throw envError("build environment of the web app", parsed.error);
  return parsed.data;
}
