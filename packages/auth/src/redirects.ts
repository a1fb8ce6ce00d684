import { localePath, unprefixed } from "@gk/i18n/paths";
import { safeReturnPath } from "./return-address";

export { safeReturnPath };

/**
 * Guard and post-login redirects as pure functions, so apps/web's proxy.ts and the login form share them.
 * Paths may carry a non-default locale prefix (`/en/login`, localePrefix "as-needed"); the answer keeps it.
 */
export const LOGIN_PATH = "/login";
export const HOME_PATH = "/";
/** Pages a token holder has no business on (a visitor holding a token who opens /login goes to /). */
export const GUEST_ONLY_PATHS = ["/login", "/register", "/forgot-password", "/reset-password"] as const;
/**
 * Pages that need a token (my classes, transactions, the profile area of the navigation, and a company's
 * invitation, which only the invited account's owner, signed in, may accept).
 */
export const GUARDED_PREFIXES = [
  "/my-class",
  "/invitations",
  // the company admin console (the pages and the API refuse everyone but a company's admins)
  "/admin",
  "/transactions",
  // the sandbox provider's hosted checkout shows only its signed-in payer's order
  "/sandbox-checkout",
  "/profile",
  "/dashboard",
  "/change-password",
  "/delete-account",
  // the provider's staff console (the API refuses everyone but staff)
  "/staff",
] as const;

function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] || "/";
}

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isGuardedPath(path: string): boolean {
  const pathname = pathnameOf(unprefixed(path).path);
  return GUARDED_PREFIXES.some((p) => startsWithSegment(pathname, p));
}

export function isGuestOnlyPath(path: string): boolean {
  const pathname = pathnameOf(unprefixed(path).path);
  return GUEST_ONLY_PATHS.some((p) => pathname === p || pathname === `${p}/`);
}

export function isCoursePath(path: string): boolean {
  return startsWithSegment(pathnameOf(unprefixed(path).path), "/course");
}

/**
 * Where a request must go instead, or null to let it through.
 * - no token on a guarded page → `/login?url=<encoded path with query>`
 * - a token on a guest-only page (login, register, …) → `/`
 * `path` is the pathname plus search of the request; `guarded` defaults to isGuardedPath(path).
 */
export function guardRedirect({
  path,
  hasToken,
  guarded = isGuardedPath(path),
}: {
  path: string;
  hasToken: boolean;
  guarded?: boolean;
}): string | null {
  const { locale } = unprefixed(path);
  if (!hasToken && guarded) return `${localePath(locale, LOGIN_PATH)}?url=${encodeURIComponent(path)}`;
  if (hasToken && isGuestOnlyPath(path)) return localePath(locale, HOME_PATH);
  return null;
}

/**
 * After login: go back to the previous path (the `url` query parameter of
 * /login, only when it is a same-site path, normalised) unless the login happened on a course page; then, and when there is no usable previous path, go to
 * the target (the course page, or home).
 */
export function postLoginRedirect({
  currentPath,
  previousPath,
  target,
}: {
  currentPath: string;
  previousPath?: string | null;
  target?: string | null;
}): string {
  // Every address followed goes through the one same-site rule (safeReturnPath), the target too.
  const course = isCoursePath(currentPath) ? safeReturnPath(pathnameOf(currentPath)) : null;
  const fallback = safeReturnPath(target) ?? course ?? HOME_PATH;
  if (isCoursePath(currentPath)) return fallback;
  const previous = safeReturnPath(previousPath);
  if (previous && !isGuestOnlyPath(previous)) return previous;
  return fallback;
}
