import { aiQuestionDrafts } from "@gk/db";
import type { CallContext, Entry } from "./calls";

/** a draft question written by each victim (inserted directly: only staff write drafts through the API) */
async function victimDrafts(c: CallContext): Promise<string[]> {
  const ids: string[] = [];
  for (const v of c.victims) {
    if (!v.user) continue;
    const [row] = await c.world.db
      .insert(aiQuestionDrafts)
      .values({
        courseId: c.world.courses[0]!.id,
        authorId: v.user.id,
        kind: "single",
        difficulty: "easy",
        locale: "id",
        purpose: "quiz",
        stem: "Soal uji?",
        options: [
          { text: "Ya", correct: true },
          { text: "Tidak", correct: false },
        ],
        sourcePassageId: "uji:id:0",
        sourceText: "Teks uji.",
        rationale: "Alasan uji.",
        providerMode: "offline",
        status: "approved",
      })
      .returning({ id: aiQuestionDrafts.id });
    ids.push(row!.id);
  }
  return ids;
}

/** a course the viewer sees on this site (staff write drafts for it; everyone else is refused first) */
const visibleCourse = (c: CallContext) => {
  const visible = c.world.visibleSlugs(c.me, c.site);
  return (c.world.courses.find((course) => visible.has(course.slug)) ?? c.world.courses[0]!).slug;
};

/** Asking for drafts (answered whole, or step by step), with someone else's ids in the body. */
const generateEntry = (url: string): Entry => ({
  calls: (c) => [
    {
      method: "POST",
      url,
      body: {
        courseSlug: visibleCourse(c),
        count: 2,
        difficulty: "easy",
        kind: "single",
        locale: "id",
        purpose: "quiz",
        userId: c.victims[0]?.user?.id,
        authorId: c.victims[0]?.user?.id,
      },
    },
  ],
});

/**
 * AI-written quizzes in the isolation matrix: only the provider's staff write drafts (everyone else 403), and
 * a draft is its author's own: someone else's draft id is not found, even to other staff, when it is edited,
 * approved, discarded or published.
 */
export const AI_QUIZ_CALLS: Record<string, Entry> = {
  "POST /ai/quiz-drafts": generateEntry("/ai/quiz-drafts"),
  "POST /ai/quiz-drafts/stream": generateEntry("/ai/quiz-drafts/stream"),
  "GET /ai/quiz-drafts": {
    calls: async (c) => {
      await victimDrafts(c);
      return [
        {
          method: "GET",
          url: `/ai/quiz-drafts?courseSlug=${c.world.courses[0]!.slug}&authorId=${c.victims[0]?.user?.id ?? ""}`,
        },
      ];
    },
  },
  "PATCH /ai/quiz-drafts/{draftId}": {
    refusedOnly: true,
    calls: async (c) =>
      (await victimDrafts(c)).map((id) => ({
        method: "PATCH" as const,
        url: `/ai/quiz-drafts/${id}`,
        body: { stem: "Diubah?" },
      })),
  },
  "POST /ai/quiz-drafts/{draftId}/approve": {
    refusedOnly: true,
    calls: async (c) =>
      (await victimDrafts(c)).map((id) => ({
        method: "POST" as const,
        url: `/ai/quiz-drafts/${id}/approve`,
        body: {},
      })),
  },
  "POST /ai/quiz-drafts/{draftId}/discard": {
    refusedOnly: true,
    calls: async (c) =>
      (await victimDrafts(c)).map((id) => ({
        method: "POST" as const,
        url: `/ai/quiz-drafts/${id}/discard`,
        body: {},
      })),
  },
  "POST /ai/quizzes": {
    refusedOnly: true,
    calls: async (c) => [
      {
        method: "POST",
        url: "/ai/quizzes",
        body: {
          courseSlug: c.world.courses[0]!.slug,
          title: "Kuis uji",
          draftIds: await victimDrafts(c),
          durationMinutes: 10,
          kind: "practice",
        },
      },
    ],
  },
};
