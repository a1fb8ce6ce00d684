import type { CategorySlug } from "@gk/contracts";
import { and, eq, inArray, like } from "drizzle-orm";
import type { Db } from "../../client";
import { courses, lessons } from "../../schema/catalogue";

/**
 * The product's own lesson videos (packages/media): a short narrated clip per topic family, reused by every
 * video lesson of the family's categories, so a fresh machine plays video without any external host. A video
 * lesson stores the clip's stable path on the API (`/media/videos/<family>`); the API adds the language.
 */
export const VIDEO_FAMILIES = {
  digital: ["digital-it", "ai-machine-learning", "data-analytics-science", "latest-industry-trends"],
  business: [
    "entrepreneurship",
    "economics-finance",
    "marketing-branding",
    "sales-excellence",
    "strategic-growth-thinking",
    "customer-excellence",
  ],
  people: [
    "communication-public-speaking",
    "leadership-management",
    "people-team-development",
    "soft-competencies",
    "personal-development",
    "performance-productivity",
  ],
  operations: [
    "problem-solving-decision-making",
    "administrative-operations",
    "product-design-management",
    "design-creativity",
  ],
  environment: ["agriculture", "sustainability"],
} as const satisfies Record<string, readonly CategorySlug[]>;

export type VideoFamily = keyof typeof VIDEO_FAMILIES;

export function videoFamilyOf(category: string): VideoFamily {
  for (const [family, categories] of Object.entries(VIDEO_FAMILIES))
    if ((categories as readonly string[]).includes(category)) return family as VideoFamily;
  return "people";
}

/** The stable path a video lesson of this category stores in `lessons.video_url`. */
export const lessonVideoPath = (category: string) => `/media/videos/${videoFamilyOf(category)}`;

/** Paths the seed wrote before the product shipped its own clips (a made-up host that never played). */
export const LEGACY_VIDEO_PREFIX = "https://video.gurukita.id/embed/";

/**
 * Databases seeded before the clips existed point their video lessons at the made-up host: move each to its
 * family's clip. Lessons someone set to another address are left alone. Returns the lessons changed.
 */
export async function pointVideoLessonsAtMedia(db: Db): Promise<number> {
  let changed = 0;
  for (const [family, categories] of Object.entries(VIDEO_FAMILIES)) {
    const rows = await db
      .update(lessons)
      .set({ videoUrl: `/media/videos/${family}` })
      .where(
        and(
          eq(lessons.kind, "video"),
          like(lessons.videoUrl, `${LEGACY_VIDEO_PREFIX}%`),
          inArray(
            lessons.courseId,
            db
              .select({ id: courses.id })
              .from(courses)
              .where(inArray(courses.categorySlug, [...categories])),
          ),
        ),
      )
      .returning({ id: lessons.id });
    changed += rows.length;
  }
  // categories outside every family (added later) get the default family's clip
  const rest = await db
    .update(lessons)
    .set({ videoUrl: lessonVideoPath("") })
    .where(and(eq(lessons.kind, "video"), like(lessons.videoUrl, `${LEGACY_VIDEO_PREFIX}%`)))
    .returning({ id: lessons.id });
  return changed + rest.length;
}
