import { endpoints } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { defineRoute } from "../../http/define-route";
import { authRateLimit } from "../../http/rate-limit";
import { t } from "../../i18n";
import { deleteAccount } from "./delete";

/** The account itself: deleting it. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  // a password check: it draws on the same per-address budget as sign-in, so it cannot be used to guess; an
  // account still on its initial company password may leave too
  defineRoute(
    app,
    endpoints.accountDelete,
    { config: authRateLimit, allowInitialPassword: true },
    async (request) => {
      await deleteAccount(ctx, request.auth!.user, request.body.password);
      return { data: { message: t(request.locale, "account.deleted") } };
    },
  );
}
