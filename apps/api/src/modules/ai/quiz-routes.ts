import {
  AI_QUIZ_DRAFTS_STREAM_PATH,
  aiQuizDraftsGenerateRequestSchema,
  endpoints,
  type AiQuizDraftsProgressLine,
} from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireAuth } from "../../http/auth";
import { defineRoute } from "../../http/define-route";
import { localised } from "../../http/localised";
import { route } from "../../http/route-path";
import { t } from "../../i18n";
import { generateDrafts, listDrafts, setDraftStatus, updateDraft, type DraftProgress } from "./quiz-drafts";
import { publishQuiz } from "./quiz-publish";

/**
 * AI-written quizzes with human review, for the provider's staff: generate drafts (one request that answers when
 * the writer is done, or the same answered step by step for the "AI writing" screen), list, edit, approve or discard the author's own drafts, and publish approved ones as a
 * quiz marked AI-generated. Anyone else gets 403; someone else's draft is not found.
 */
export async function aiQuizRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, endpoints.aiQuizDraftsGenerate, async (request, reply) => {
    localised(request, reply);
    return { data: await generateDrafts(ctx, request, request.body) };
  });

  // Not a call of the contract table: the answer is newline-delimited JSON, a line per step, not one document.
  app.withTypeProvider<ZodTypeProvider>().post(route(AI_QUIZ_DRAFTS_STREAM_PATH), {
    schema: {
      tags: ["ai"],
      summary:
        "Generate drafts, answered as it goes: a progress line per step, then the drafts (newline-delimited JSON)",
      security: [{ bearer: [] }],
      body: aiQuizDraftsGenerateRequestSchema,
    },
    preHandler: requireAuth(ctx),
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      let out!: ReadableStreamDefaultController<string>;
      const lines = new ReadableStream<string>({ start: (c) => void (out = c) });
      const write = (line: AiQuizDraftsProgressLine) => out.enqueue(`${JSON.stringify(line)}\n`);
      const stepMessage = (step: DraftProgress) =>
        step.stage === "reading"
          ? t(locale, "aiQuiz.progress.reading", { passages: step.passages })
          : step.stage === "writing"
            ? t(locale, "aiQuiz.progress.writing", { count: step.count })
            : t(locale, "aiQuiz.progress.saved", { done: step.done, total: step.total });
      let firstStep!: () => void;
      const started = new Promise<void>((resolve) => (firstStep = resolve));
      const work = generateDrafts(ctx, request, request.body, (step) => {
        write({
          type: "progress",
          stage: step.stage,
          ...(step.stage === "saved" ? { done: step.done, total: step.total } : {}),
          message: stepMessage(step),
        });
        firstStep();
      });
      // a refusal before the first step (not staff, an unknown course, no pretest yet) answers as any call does
      await Promise.race([started, work]);
      work.then(
        (data) => {
          write({ type: "done", data });
          out.close();
        },
        (err: unknown) => {
          if (!(err instanceof ApiError)) request.log.error({ err }, "writing AI drafts failed");
          write({
            type: "error",
            message:
              err instanceof ApiError
                ? t(locale, err.messageKey, err.options.params)
                : t(locale, "error.server"),
          });
          out.close();
        },
      );
      reply.header("content-type", "application/x-ndjson; charset=utf-8");
      reply.header("cache-control", "no-cache, no-transform");
      return reply.send(lines.pipeThrough(new TextEncoderStream()));
    },
  });

  defineRoute(app, endpoints.aiQuizDrafts, async (request, reply) => {
    localised(request, reply);
    return { data: await listDrafts(ctx, request, request.query) };
  });

  defineRoute(app, endpoints.aiQuizDraftUpdate, async (request, reply) => {
    localised(request, reply);
    return { data: await updateDraft(ctx, request, { ...request.body, ...request.params }) };
  });

  defineRoute(app, endpoints.aiQuizDraftApprove, async (request, reply) => {
    localised(request, reply);
    return { data: await setDraftStatus(ctx, request, request.params.draftId, "approved") };
  });

  defineRoute(app, endpoints.aiQuizDraftDiscard, async (request, reply) => {
    localised(request, reply);
    return { data: await setDraftStatus(ctx, request, request.params.draftId, "discarded") };
  });

  defineRoute(app, endpoints.aiQuizPublish, async (request, reply) => {
    localised(request, reply);
    return { data: await publishQuiz(ctx, request, request.body) };
  });
}
