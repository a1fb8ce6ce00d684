import { createHash } from "node:crypto";
import type { TransactionStatusName } from "@gk/contracts";
import { createAtProvider, objectBody, optionalText, sameSecret, text } from "./shared";
import {
  BadNotification,
  type Checkout,
  type CheckoutOrder,
  type Notification,
  type PaymentProvider,
  ProviderUnavailable,
} from "./types";

/** How long a create call may take before the learner is told to try later. */

/** sha512hex(order_id + status_code + gross_amount + server key), over the amount string exactly as received. */
export function midtransSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
) {
  return createHash("sha512")
    .update(`${orderId}${statusCode}${grossAmount}${serverKey}`, "utf8")
    .digest("hex");
}

/**
 * Midtrans's transaction status in our terms: pending stays pending; authorize, or a card capture that the fraud
 * check challenges, is processed; an accepted capture or a settlement is paid; expire is expired; cancel, deny
 * and failure are failed; refunds and chargebacks are refunded. Anything else says nothing we act on (null).
 */
export function midtransStatus(
  transactionStatus: string,
  fraudStatus: string | null,
): TransactionStatusName | null {
  switch (transactionStatus) {
    case "pending":
      return "pending";
    case "authorize":
      return "processed";
    case "capture":
      return fraudStatus === "challenge" ? "processed" : fraudStatus === "deny" ? "failed" : "paid";
    case "settlement":
      return "paid";
    case "expire":
      return "expired";
    case "cancel":
    case "deny":
    case "failure":
      return "failed";
    case "refund":
    case "partial_refund":
    case "chargeback":
    case "partial_chargeback":
      return "refunded";
    default:
      return null;
  }
}

/** Midtrans wants `yyyy-MM-dd HH:mm:ss +0700`: the expiry's start, written in Jakarta time. */
function jakartaTime(d: Date): string {
  const j = new Date(d.getTime() + 7 * 3600_000).toISOString();
  return `${j.slice(0, 10)} ${j.slice(11, 19)} +0700`;
}

/** Midtrans Snap: one authenticated POST opens the hosted checkout; notifications carry a SHA-512 signature. */
export function midtransProvider(opts: {
  serverKey: string | undefined;
  apiUrl: string;
  fetch?: typeof fetch;
}): PaymentProvider {
  const doFetch = opts.fetch ?? fetch;
  return {
    name: "midtrans",
    async createCheckout(order: CheckoutOrder): Promise<Checkout> {
      const key = opts.serverKey;
      if (!key) throw new ProviderUnavailable("midtrans", "MIDTRANS_SERVER_KEY is not set");
      const now = new Date();
      const minutes = Math.max(1, Math.ceil((order.expiresAt.getTime() - now.getTime()) / 60_000));
      const body = {
        transaction_details: { order_id: order.orderId, gross_amount: order.amount },
        item_details: [
          { id: order.courseId, price: order.amount, quantity: 1, name: order.description.slice(0, 50) },
        ],
        customer_details: {
          first_name: order.payer.name.slice(0, 255),
          ...(order.payer.email ? { email: order.payer.email } : {}),
          ...(order.payer.phone ? { phone: order.payer.phone } : {}),
        },
        callbacks: { finish: order.returnUrl },
        expiry: { start_time: jakartaTime(now), unit: "minute", duration: minutes },
      };
      const answer = await createAtProvider(
        "midtrans",
        doFetch,
        `${opts.apiUrl}/snap/v1/transactions`,
        key,
        body,
      );
      if (typeof answer.redirect_url !== "string")
        throw new ProviderUnavailable("midtrans", "create answered without a payment URL");
      return {
        paymentUrl: answer.redirect_url,
        providerRef: typeof answer.token === "string" ? answer.token : null,
      };
    },
    readNotification({ body: input }): Notification {
      const key = opts.serverKey;
      if (!key) throw new BadNotification("MIDTRANS_SERVER_KEY is not set");
      const body = objectBody(input);
      const orderId = text(body, "order_id");
      const statusCode = text(body, "status_code");
      const grossAmount = text(body, "gross_amount");
      const signature = optionalText(body, "signature_key");
      if (
        !signature ||
        !sameSecret(signature.toLowerCase(), midtransSignature(orderId, statusCode, grossAmount, key))
      )
        throw new BadNotification("wrong Midtrans signature");
      return {
        orderId,
        status: midtransStatus(text(body, "transaction_status"), optionalText(body, "fraud_status")),
        amount: grossAmount,
        providerRef: optionalText(body, "transaction_id"),
        paymentMethod: optionalText(body, "payment_type"),
        raw: body,
      };
    },
  };
}
