import { courses, lessons } from "@gk/db";
import { and, asc, eq, ne } from "drizzle-orm";
import type { CallContext, Entry } from "./calls";
import type { Actor } from "./world";

const uuidZero = "00000000-0000-4000-8000-000000000000";

/**
 * A video lesson in this person's course (made from one of its lessons other than the one the world completed),
 * so the calls below can succeed for the people enrolled in that course and be refused for others.
 */
async function videoLessonOf(c: CallContext, who: Actor): Promise<string> {
  const db = c.world.db;
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, who.planted!.courseSlug));
  const rows = await db
    .select({ id: lessons.id, kind: lessons.kind })
    .from(lessons)
    .where(and(eq(lessons.courseId, course!.id), ne(lessons.id, who.planted!.lessonId)))
    .orderBy(asc(lessons.position));
  const lesson = rows.find((l) => l.kind === "video") ?? rows.find((l) => l.kind === "article")!;
  await db
    .update(lessons)
    .set({ kind: "video", videoUrl: "/media/videos/digital" })
    .where(eq(lessons.id, lesson.id));
  return lesson.id;
}

/** the viewer's own video lesson first (when they have one), then the victims' */
async function videosToReach(c: CallContext): Promise<string[]> {
  const people = [...(c.me.planted ? [c.me] : []), ...c.victims.filter((v) => v.planted)];
  const out: string[] = [];
  for (const p of people) out.push(await videoLessonOf(c, p));
  return [...out, uuidZero];
}

/**
 * Lesson videos in the isolation matrix: the saved position and the survey of the viewer's own video lesson and
 * of other people's (404 for a course the viewer cannot see, 403 when not enrolled), with someone else's ids in
 * the body, which the API must ignore.
 */
export const VIDEO_CALLS: Record<string, Entry> = {
  "PUT /lessons/{lessonId}/video-position": {
    calls: async (c) =>
      (await videosToReach(c)).map((id, i) => ({
        method: "PUT" as const,
        url: `/lessons/${id}/video-position`,
        body: { positionSeconds: 12.5, userId: c.victims[i % c.victims.length]?.user?.id },
      })),
  },
  "PUT /lessons/{lessonId}/video-survey": {
    calls: async (c) =>
      (await videosToReach(c)).map((id, i) => ({
        method: "PUT" as const,
        url: `/lessons/${id}/video-survey`,
        body: {
          helpful: "yes",
          comment: "Videonya jelas",
          userId: c.victims[i % c.victims.length]?.user?.id,
          organisationId: c.world.organisationIds.Y,
        },
      })),
  },
};
