import { answerUIMessageStream, message } from "@gk/ai";
import {
  COACH_CHAT_PATH,
  COACH_QUESTION_MAX,
  coachChatRequestSchema,
  endpoints,
  courseSlugParams,
  type CoachChatRequest,
} from "@gk/contracts";
import { JsonToSseTransformStream, UI_MESSAGE_STREAM_HEADERS } from "ai";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireAuth } from "../../http/auth";
import { defineRoute } from "../../http/define-route";
import { localised } from "../../http/localised";
import { route } from "../../http/route-path";
import { siteOffers } from "../../http/site-features";
import { courseBySlug } from "../learning/access";
import { passagesFor } from "./coach-passages";
import { drainAnswer } from "./coach-stream";
import { clearConversation, conversation, recentTurns, saveTurn, spendQuestion } from "./coach-store";
import { aiFor, aiSettingsFor, recordAiUsage } from "./provider";

/** The site's switch: a site without the coach refuses its calls, in the learner's language. */
function requireCoach(request: FastifyRequest) {
  if (!siteOffers(request, "aiCoach")) throw new ApiError("FORBIDDEN", "ai.coachOff");
}

/** The learner's question: the text of the last user message `useChat` sent. */
function questionOf(body: CoachChatRequest): string {
  const last = [...body.messages].reverse().find((m) => m.role === "user");
  const text = (last?.parts ?? [])
    .filter((p) => p.type === "text" && typeof p.text === "string")
    .map((p) => p.text)
    .join("\n")
    .trim();
  if (!text) throw new ApiError("VALIDATION_FAILED", "ai.questionEmpty");
  if (text.length > COACH_QUESTION_MAX)
    throw new ApiError("VALIDATION_FAILED", "ai.questionTooLong", { params: { max: COACH_QUESTION_MAX } });
  return text;
}

/**
 * The AI coach of a course, for signed-in learners on sites that offer it: the conversation (read and clear) and
 * the chat, which answers as the ai SDK's UI message stream `useChat` reads. The answer is grounded in the
 * passages of the course the learner may read, cites them, and is kept with the question once it has ended
 * (even when the learner left mid-answer).
 */
export async function coachRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  defineRoute(app, endpoints.coachConversation, async (request, reply) => {
    localised(request, reply);
    requireCoach(request);
    const course = await courseBySlug(db, request, request.params.courseSlug);
    const messages = await conversation(db, request.auth!.user.id, course.id);
    return { data: { messages, questionMax: COACH_QUESTION_MAX } };
  });

  defineRoute(app, endpoints.coachConversationClear, async (request, reply) => {
    localised(request, reply);
    requireCoach(request);
    const course = await courseBySlug(db, request, request.params.courseSlug);
    await clearConversation(db, request.auth!.user.id, course.id);
    return { data: { messages: [], questionMax: COACH_QUESTION_MAX } };
  });

  // Not a call of the contract table: the answer is a stream of server-sent events, not one JSON document.
  app.withTypeProvider<ZodTypeProvider>().post(route(COACH_CHAT_PATH), {
    schema: {
      tags: ["ai"],
      summary:
        "Ask the coach about a course: the answer streams as the ai SDK's UI message stream (useChat), citing the course's passages",
      security: [{ bearer: [] }],
      params: courseSlugParams,
      body: coachChatRequestSchema,
    },
    preHandler: requireAuth(ctx),
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      requireCoach(request);
      const course = await courseBySlug(db, request, request.params.courseSlug);
      const question = questionOf(request.body);
      const userId = request.auth!.user.id;
      const site = request.site.slug;
      const settings = aiSettingsFor(ctx, site);
      await spendQuestion(db, userId, settings.userRequestsPerHour);

      const [passages, history] = await Promise.all([
        passagesFor(db, request, course, question, request.body.lessonId),
        recentTurns(db, userId, course.id),
      ]);
      const answer = await aiFor(ctx, site).answer({ question, locale, passages, history });
      const { forLearner, done } = drainAnswer(answer);
      const saved = done
        .then(async (produced) => {
          const usage = produced.usage.inputTokens + produced.usage.outputTokens;
          if (answer.mode === "hosted" && !answer.fallback) await recordAiUsage(ctx, site, produced.usage);
          await saveTurn(db, userId, course.id, {
            question,
            answer: produced.interrupted
              ? `${produced.text}\n\n${message("interrupted", locale)}`.trim()
              : produced.text,
            citations: produced.citations,
            outcome: produced.outcome,
            note: answer.fallback?.note ?? null,
            mode: answer.fallback ? "offline" : answer.mode,
            tokens: answer.fallback ? 0 : usage,
          });
        })
        .catch((e: unknown) => request.log.error({ err: e }, "the coach's answer could not be kept"));

      // the stream ends only once the turn is kept, so a learner who reloads finds it in the conversation
      const keepFirst = new TransformStream<string, string>({ flush: () => saved });
      const body = answerUIMessageStream(forLearner, locale)
        .pipeThrough(new JsonToSseTransformStream())
        .pipeThrough(keepFirst)
        .pipeThrough(new TextEncoderStream());
      for (const [name, value] of Object.entries(UI_MESSAGE_STREAM_HEADERS))
        if (name !== "connection") reply.header(name, value);
      // no-transform: a compressing hop (the web's server) would hold the events back to fill its window
      reply.header("cache-control", "no-cache, no-transform");
      return reply.send(body);
    },
  });
}
