import { isApiError } from "@gk/api-client";
import type { Locale } from "@gk/tenancy";
import { localePath, signInPath } from "./paths";

/** Where an LMS link leads: the course it names (`type=course&slug=…`), else the home page. */
export interface LmsTarget {
  path: string;
  courseSlug: string | null;
  /** the sign-in page, coming back to `path` afterwards */
  signInPath: string;
}

export function lmsLinkTarget(locale: Locale, query: URLSearchParams): LmsTarget {
  const slug = query.get("slug")?.trim() || null;
  const courseSlug = query.get("type") === "course" ? slug : null;
  const path = localePath(locale, courseSlug ? `/course/${encodeURIComponent(courseSlug)}` : "/");
  return { path, courseSlug, signInPath: signInPath(locale, path) };
}

/**
 * Where an unsigned LMS link goes: the course. A visitor whose course is not open to visitors (a site or a
 * company that shows only its chosen courses answers 404 until its member signs in) signs in first and comes
 * back to it. `readCourse` asks the API for the course as this visitor; an API that cannot say sends the
 * visitor to the course page, which says so itself.
 */
export async function unsignedLmsDestination(
  target: LmsTarget,
  { signedIn, readCourse }: { signedIn: boolean; readCourse: (slug: string) => Promise<unknown> },
): Promise<string> {
  if (signedIn || !target.courseSlug) return target.path;
  try {
    await readCourse(target.courseSlug);
    return target.path;
  } catch (err) {
    return isApiError(err) && err.status === 404 ? target.signInPath : target.path;
  }
}
