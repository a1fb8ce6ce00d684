import { endpoints } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { t } from "../../i18n";
import { requireAuth } from "../../plugins/auth";
import { authRateLimit, errorResponses } from "../auth/routes";
import { deleteAccount } from "./delete";

/** The account itself (issue 8 item 4): deleting it. */
export async function accountRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(endpoints.accountDelete.path, {
    // a password check: it draws on the same per-address budget as sign-in, so it cannot be used to guess
    config: authRateLimit(ctx),
    preHandler: requireAuth(ctx, { allowInitialPassword: true }),
    schema: { tags: ["account"], summary: "Delete the signed-in account, confirmed with the password; certificates stay verifiable", security: [{ bearer: [] }], body: endpoints.accountDelete.request, response: { 200: endpoints.accountDelete.response, ...errorResponses } },
    handler: async (request) => {
      await deleteAccount(ctx, request.auth!.user, request.body.password);
      return { data: { message: t(request.locale, "account.deleted") } };
    },
  });
}
