import { createHmac } from "node:crypto";
import { localePath, type TransactionStatusName } from "@gk/contracts";
import { header, objectBody, optionalText, sameSecret, text } from "./shared";
import {
  BadNotification,
  type Checkout,
  type CheckoutOrder,
  type Notification,
  type PaymentProvider,
  ProviderUnavailable,
} from "./types";

/** The header that carries the sandbox notification's signature: hex HMAC-SHA256 of the raw body. */
export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

export type SandboxStatus = "paid" | "failed" | "expired";

/** What the sandbox's notification says, as sent. */
export interface SandboxNotificationBody {
  order_id: string;
  status: SandboxStatus;
  /** whole rupiah written like a real provider's amount, e.g. "149000.00" */
  gross_amount: string;
  transaction_id: string;
  payment_type: "sandbox";
  sent_at: string;
}

export function signSandboxBody(rawBody: string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("hex");
}

/** The sandbox's notification for an order: its exact raw body and the signature header. */
export function sandboxNotification(
  secret: string,
  input: { orderId: string; status: SandboxStatus; amount: number; transactionId: string; at?: Date },
): { rawBody: string; headers: Record<string, string> } {
  const body: SandboxNotificationBody = {
    order_id: input.orderId,
    status: input.status,
    gross_amount: `${input.amount}.00`,
    transaction_id: input.transactionId,
    payment_type: "sandbox",
    sent_at: (input.at ?? new Date()).toISOString(),
  };
  const rawBody = JSON.stringify(body);
  return {
    rawBody,
    headers: {
      "content-type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(rawBody, secret),
    },
  };
}

/** The web's own hosted sandbox page of an order, on the site the payer bought on (English under /en). */
export function sandboxCheckoutUrl(returnUrl: string, locale: "id" | "en", orderId: string): string {
  const origin = new URL(returnUrl).origin;
  return `${origin}${localePath(locale, `/sandbox-checkout/${encodeURIComponent(orderId)}`)}`;
}

const STATUSES: Record<string, TransactionStatusName> = {
  paid: "paid",
  failed: "failed",
  expired: "expired",
};

/**
 * The built-in checkout: works offline. The payer is sent to the web's own sandbox page, where pressing pay,
 * fail or expire makes the sandbox send a notification signed like a real provider's (HMAC-SHA256 of the exact
 * raw body with the sandbox secret), verified by the same webhook path as the real providers.
 */
export function sandboxProvider(opts: { enabled: boolean; secret: string }): PaymentProvider {
  return {
    name: "sandbox",
    async createCheckout(order: CheckoutOrder): Promise<Checkout> {
      if (!opts.enabled || !opts.secret)
        throw new ProviderUnavailable("sandbox", "the sandbox checkout is off in production");
      return {
        paymentUrl: sandboxCheckoutUrl(order.returnUrl, order.locale, order.orderId),
        providerRef: null,
      };
    },
    readNotification({ headers, rawBody }): Notification {
      if (!opts.enabled || !opts.secret) throw new BadNotification("the sandbox checkout is off");
      const signature = header(headers, SANDBOX_SIGNATURE_HEADER);
      if (!signature || rawBody === undefined) throw new BadNotification("unsigned sandbox notification");
      if (!sameSecret(signature.toLowerCase(), signSandboxBody(rawBody, opts.secret)))
        throw new BadNotification("wrong sandbox signature");
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new BadNotification("the sandbox notification is not JSON");
      }
      const body = objectBody(parsed);
      const status = STATUSES[text(body, "status")];
      if (!status) throw new BadNotification("unknown sandbox status");
      return {
        orderId: text(body, "order_id"),
        status,
        amount: text(body, "gross_amount"),
        providerRef: optionalText(body, "transaction_id"),
        paymentMethod: "sandbox",
        raw: body,
      };
    },
  };
}
