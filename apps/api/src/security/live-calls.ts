import { courses, lessons } from "@gk/db";
import { and, asc, eq, ne } from "drizzle-orm";
import type { CallContext, Entry } from "./calls";
import type { Actor, World } from "./world";

const uuidZero = "00000000-0000-4000-8000-000000000000";

/** the class made for each person, per world: made once, then reused by every role and site */
const made = new WeakMap<World, Map<string, string>>();

/**
 * A live class that has ended in this person's course (made from one of its lessons other than the one the world
 * completed), so the calls below can succeed for the people enrolled in that course and be refused for others.
 */
async function endedClassOf(c: CallContext, who: Actor): Promise<string> {
  const known = made.get(c.world)?.get(who.user!.id);
  if (known) return known;
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
  const lesson = rows.find((l) => l.kind === "live") ?? rows.find((l) => l.kind === "article")!;
  await db
    .update(lessons)
    .set({ kind: "live", liveStartsAt: new Date(Date.now() - 2 * 86_400_000), durationMinutes: 60 })
    .where(eq(lessons.id, lesson.id));
  made.set(c.world, (made.get(c.world) ?? new Map<string, string>()).set(who.user!.id, lesson.id));
  return lesson.id;
}

/** the viewer's own class first (when they have one), then the victims' */
async function classesToReach(c: CallContext): Promise<string[]> {
  const people = [...(c.me.planted ? [c.me] : []), ...c.victims.filter((v) => v.planted)];
  const out: string[] = [];
  for (const p of people) out.push(await endedClassOf(c, p));
  return [...out, uuidZero];
}

/**
 * Live classes in the isolation matrix: the calendar file and the after-class survey of the viewer's own class
 * and of other people's (404 for a course the viewer cannot see, 403 when not enrolled), with someone else's ids
 * in the survey's body, which the API must ignore.
 */
export const LIVE_CALLS: Record<string, Entry> = {
  "GET /lessons/{lessonId}/calendar.ics": {
    calls: async (c) =>
      (await classesToReach(c)).map((id) => ({ method: "GET" as const, url: `/lessons/${id}/calendar.ics` })),
  },
  "PUT /lessons/{lessonId}/live-survey": {
    calls: async (c) =>
      (await classesToReach(c)).map((id, i) => ({
        method: "PUT" as const,
        url: `/lessons/${id}/live-survey`,
        body: {
          rating: 4,
          comment: "Kelasnya jelas",
          userId: c.victims[i % c.victims.length]?.user?.id,
          organisationId: c.world.organisationIds.Y,
        },
      })),
  },
};
