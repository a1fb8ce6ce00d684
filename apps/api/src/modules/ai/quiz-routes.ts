import { endpoints } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { defineRoute } from "../../http/define-route";
import { localised } from "../../http/localised";
import { generateDrafts, listDrafts, setDraftStatus, updateDraft } from "./quiz-drafts";
import { publishQuiz } from "./quiz-publish";

/**
 * AI-written quizzes with human review, for the provider's staff: generate drafts (one request that answers when
 * the writer is done), list, edit, approve or discard the author's own drafts, and publish approved ones as a
 * quiz marked AI-generated. Anyone else gets 403; someone else's draft is not found.
 */
export async function aiQuizRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, endpoints.aiQuizDraftsGenerate, async (request, reply) => {
    localised(request, reply);
    return { data: await generateDrafts(ctx, request, request.body) };
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
