import { coachMessages, courses } from "@gk/db";
import { eq } from "drizzle-orm";
import type { CallContext, Entry } from "./calls";

/**
 * The coach's calls in the isolation matrix. Each victim has a conversation with the coach about their own course
 * holding their markers (planted once per call, inserted directly); the viewer reads, clears and asks about the
 * victims' courses and a course of their own catalogue: the answer is only ever the viewer's own conversation,
 * and the chat answers from the course text only.
 */
async function plantConversations(c: CallContext) {
  for (const v of c.victims) {
    if (!v.user || !v.planted) continue;
    const [course] = await c.world.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, v.planted.courseSlug));
    await c.world.db.insert(coachMessages).values([
      {
        userId: v.user.id,
        courseId: course!.id,
        role: "user",
        text: `Saya ${v.user.firstName} ${v.user.lastName} (${v.user.email}, ${v.user.phone}): apa itu kerahasiaan?`,
      },
      {
        userId: v.user.id,
        courseId: course!.id,
        role: "assistant",
        text: `Halo ${v.user.firstName}, ${v.planted.feedbackText}`,
      },
    ]);
  }
}

/** the victims' courses, and one the viewer may see on this site (so the call succeeds for its owner) */
async function slugsFor(c: CallContext): Promise<string[]> {
  await plantConversations(c);
  const visible = c.world.visibleSlugs(c.me, c.site);
  const mine = c.world.courses.find((course) => visible.has(course.slug)) ?? c.world.courses[0]!;
  return [mine.slug, ...c.victims.flatMap((v) => (v.planted ? [v.planted.courseSlug] : []))];
}

export const AI_CALLS: Record<string, Entry> = {
  "GET /ai/coach/{courseSlug}/conversation": {
    calls: async (c) =>
      (await slugsFor(c)).map((slug) => ({
        method: "GET" as const,
        url: `/ai/coach/${slug}/conversation?userId=${c.victims[0]?.user?.id ?? ""}`,
      })),
  },
  "DELETE /ai/coach/{courseSlug}/conversation": {
    calls: async (c) =>
      (await slugsFor(c)).map((slug) => ({
        method: "DELETE" as const,
        url: `/ai/coach/${slug}/conversation`,
      })),
  },
  "POST /ai/coach/{courseSlug}/chat": {
    calls: async (c) =>
      (await slugsFor(c)).map((slug) => ({
        method: "POST" as const,
        url: `/ai/coach/${slug}/chat`,
        body: {
          id: "chat",
          messages: [
            { id: "m1", role: "user", parts: [{ type: "text", text: "Apa itu kerahasiaan data?" }] },
          ],
          userId: c.victims[0]?.user?.id,
        },
      })),
  },
};
