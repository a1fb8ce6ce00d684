import { endpoints, transactionIdParams } from "@gk/contracts";
import { users } from "@gk/db";
import { getSite } from "@gk/tenancy";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireAuth } from "../../http/auth";
import { defineRoute } from "../../http/define-route";
import { localised } from "../../http/localised";
import { route } from "../../http/route-path";
import { renderReceiptPdf } from "./receipt";
import {
  createTransaction,
  EXPIRE_JOB,
  expireIfDue,
  listTransactions,
  ownTransaction,
  quote,
  transactionDetail,
  type ExpireJob,
} from "./service";

/**
 * The learner's side of the paid upgrade: the quote with a promo code, buying (a transaction with the provider's
 * checkout), the transaction history, one transaction with its history (its owner only: 404 for anyone else)
 * and its receipt; and the job that expires transactions left unpaid.
 */
export async function commerceRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  ctx.jobs.define<ExpireJob>(EXPIRE_JOB, async (job) => {
    await expireIfDue(ctx, job);
  });

  defineRoute(app, endpoints.commerceQuote, async (request, reply) => {
    localised(request, reply);
    return { data: await quote(ctx, request, request.body) };
  });

  // a repeated "Pay" with the same key answers the same transaction, 200 instead of 201
  defineRoute(app, endpoints.transactionCreate, async (request, reply) => {
    const locale = localised(request, reply);
    const { id, created } = await createTransaction(ctx, request, request.body);
    const data = await transactionDetail(ctx, request.auth!.user.id, id, locale);
    if (!created) reply.status(200);
    return { data };
  });

  defineRoute(app, endpoints.transactions, async (request, reply) => {
    const locale = localised(request, reply);
    return { data: await listTransactions(ctx, request.auth!.user.id, request.query.page, locale) };
  });

  defineRoute(app, endpoints.transaction, async (request, reply) => {
    const locale = localised(request, reply);
    return {
      data: await transactionDetail(ctx, request.auth!.user.id, request.params.transactionId, locale),
    };
  });

  // Not a call of the contract table: the answer is a PDF the browser opens by its link, like the certificate's.
  app.withTypeProvider<ZodTypeProvider>().get(`${route(endpoints.transaction.path)}/receipt`, {
    schema: {
      tags: [endpoints.transaction.tag],
      summary: "The receipt of one of the learner's paid transactions, as a PDF; 404 for anyone else's",
      security: [{ bearer: [] }],
      params: transactionIdParams,
    },
    preHandler: requireAuth(ctx),
    handler: async (request, reply) => {
      localised(request, reply);
      const { tx } = await ownTransaction(ctx, request.auth!.user.id, request.params.transactionId);
      if (tx.status !== "paid" && tx.status !== "refunded")
        throw new ApiError("CONFLICT", "commerce.receipt.notPaid");
      // the receipt speaks the language the learner bought in (a receipt does not change with the screen's)
      const locale = tx.locale === "en" || tx.locale === "id" ? tx.locale : request.locale;
      reply.header("content-language", locale);
      const [learner] = await db
        .select({ fullName: users.fullName })
        .from(users)
        .where(eq(users.id, request.auth!.user.id));
      const pdf = await renderReceiptPdf(
        {
          siteName: getSite(tx.site)?.metadata.appTitle ?? "GuruKita",
          learnerName: learner?.fullName ?? "",
          tx,
        },
        locale,
      );
      reply.header("content-type", "application/pdf");
      reply.header("content-disposition", `inline; filename="gurukita-${tx.orderId}.pdf"`);
      return reply.send(Buffer.from(pdf));
    },
  });
}
