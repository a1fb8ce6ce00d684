import { randomUUID } from "node:crypto";
import { endpoints } from "@gk/contracts";
import { transactions, type Transaction } from "@gk/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { defineRoute } from "../../http/define-route";
import { BadNotification, PROVIDER_NAMES, providerByName, type ProviderName } from "./providers";
import { sandboxNotification, type SandboxStatus } from "./providers/sandbox";
import { applyNotification, type NotificationResult } from "./service";

declare module "fastify" {
  interface FastifyRequest {
    /** the body exactly as received (the notification route only): some providers sign the bytes */
    rawBody?: string;
  }
}

/**
 * A provider's notification, verified by the provider (signature or callback token, in constant time) and only
 * then applied to the transaction. Not authentic: 401 and nothing changes, nothing is stored. An amount that
 * differs from ours: 400 and nothing changes (the provider keeps retrying, and someone looks). Applied,
 * a duplicate that changes nothing, or an order we do not know: 200, so the provider stops retrying.
 */
export async function receiveNotification(
  ctx: AppContext,
  name: ProviderName,
  input: { headers: Record<string, string | string[] | undefined>; body: unknown; rawBody?: string },
): Promise<NotificationResult> {
  let notification;
  try {
    notification = providerByName(ctx, name).readNotification(input);
  } catch (e) {
    if (e instanceof BadNotification)
      throw new ApiError("UNAUTHENTICATED", "commerce.notification.badSignature");
    throw e;
  }
  const result = await applyNotification(ctx, name, notification);
  if (result.outcome === "amount_mismatch")
    throw new ApiError("BAD_REQUEST", "commerce.notification.amountMismatch");
  return result;
}

const OUTCOME_STATUS: Record<"pay" | "fail" | "expire", SandboxStatus> = {
  pay: "paid",
  fail: "failed",
  expire: "expired",
};

/**
 * The payment webhooks and the built-in sandbox checkout.
 *
 * `POST /payments/notifications/{provider}` is a plain route, not a contract call: its bodies are shaped by each
 * provider. It keeps the body exactly as received (the sandbox signs the bytes). It has no per-client rate limit:
 * providers retry from a few addresses, and a throttled retry would be a lost payment; a request that is not
 * authentic costs one hash and writes nothing.
 *
 * The sandbox checkout's page reads the order (its payer only: 404 for anyone else, and for an order the sandbox
 * is not the provider of) and lets the payer pay, fail or let it expire while it is pending: the sandbox then
 * signs its notification and hands it to the same verify-then-apply path as a real provider's webhook.
 */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (request, raw, done) => {
      const text = typeof raw === "string" ? raw : raw.toString("utf8");
      request.rawBody = text;
      try {
        done(null, text.length === 0 ? {} : JSON.parse(text));
      } catch {
        done(new ApiError("BAD_REQUEST"), undefined);
      }
    });
    scope.post(
      "/payments/notifications/:provider",
      {
        schema: {
          tags: ["commerce"],
          summary:
            "A payment provider's notification (Midtrans, Xendit, the sandbox): verified, then applied once; 401 when not authentic, 400 when the amount differs",
          params: z.object({ provider: z.enum(PROVIDER_NAMES as [ProviderName, ...ProviderName[]]) }),
        },
      },
      async (request: FastifyRequest<{ Params: { provider: ProviderName } }>) => {
        const { outcome } = await receiveNotification(ctx, request.params.provider, {
          headers: request.headers,
          body: request.body,
          rawBody: request.rawBody,
        });
        return { data: { outcome } };
      },
    );
  });

  /** The payer's own sandbox order; anyone else, or an order of another provider, is 404. */
  const sandboxOrderOf = async (request: FastifyRequest, orderId: string): Promise<Transaction> => {
    const [tx] = await ctx.db.select().from(transactions).where(eq(transactions.orderId, orderId)).limit(1);
    if (
      !tx ||
      tx.provider !== "sandbox" ||
      tx.userId !== request.auth!.user.id ||
      !ctx.config.payments.sandbox.enabled
    )
      throw new ApiError("NOT_FOUND", "commerce.transactionNotFound");
    return tx;
  };

  defineRoute(app, endpoints.sandboxOrder, async (request) => {
    const tx = await sandboxOrderOf(request, request.params.orderId);
    return {
      data: {
        orderId: tx.orderId,
        status: tx.status,
        amount: tx.total,
        description: request.locale === "en" ? tx.itemNameEn : tx.itemNameId,
        expiresAt: tx.expiresAt.toISOString(),
        transactionId: tx.id,
      },
    };
  });

  defineRoute(app, endpoints.sandboxOutcome, async (request) => {
    const tx = await sandboxOrderOf(request, request.params.orderId);
    if (tx.status !== "pending") throw new ApiError("CONFLICT", "commerce.sandbox.notPending");
    const sent = sandboxNotification(ctx.config.payments.sandbox.secret, {
      orderId: tx.orderId,
      status: OUTCOME_STATUS[request.params.outcome],
      amount: tx.total,
      transactionId: `sbx-${randomUUID()}`,
    });
    const result = await receiveNotification(ctx, "sandbox", {
      headers: sent.headers,
      body: JSON.parse(sent.rawBody) as unknown,
      rawBody: sent.rawBody,
    });
    return { data: { orderId: tx.orderId, transactionId: tx.id, status: result.status ?? tx.status } };
  });
}
