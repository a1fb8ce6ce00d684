import type { TransactionStatusName } from "@gk/contracts";
import { createAtProvider, header, objectBody, optionalText, sameSecret, text } from "./shared";
import {
  BadNotification,
  type Checkout,
  type CheckoutOrder,
  type Notification,
  type PaymentProvider,
  ProviderUnavailable,
} from "./types";

export const XENDIT_TOKEN_HEADER = "x-callback-token";

/** Xendit's invoice status in our terms: PAID and SETTLED are both paid (SETTLED: the funds have settled). */
export function xenditStatus(status: string): TransactionStatusName | null {
  switch (status.toUpperCase()) {
    case "PENDING":
      return "pending";
    case "PAID":
    case "SETTLED":
      return "paid";
    case "EXPIRED":
      return "expired";
    default:
      return null;
  }
}

/**
 * Xendit Invoices: one authenticated POST creates the hosted invoice; callbacks carry the dashboard's
 * verification token in `x-callback-token`, compared in constant time.
 */
export function xenditProvider(opts: {
  secretKey: string | undefined;
  callbackToken: string | undefined;
  apiUrl: string;
  fetch?: typeof fetch;
}): PaymentProvider {
  const doFetch = opts.fetch ?? fetch;
  return {
    name: "xendit",
    async createCheckout(order: CheckoutOrder): Promise<Checkout> {
      const key = opts.secretKey;
      if (!key) throw new ProviderUnavailable("xendit", "XENDIT_SECRET_KEY is not set");
      const seconds = Math.max(60, Math.ceil((order.expiresAt.getTime() - Date.now()) / 1000));
      const body = {
        external_id: order.orderId,
        amount: order.amount,
        ...(order.payer.email ? { payer_email: order.payer.email } : {}),
        description: order.description,
        invoice_duration: seconds,
        success_redirect_url: order.returnUrl,
        failure_redirect_url: order.returnUrl,
        currency: "IDR",
        locale: order.locale,
        items: [{ name: order.description, quantity: 1, price: order.amount, reference_id: order.courseId }],
      };
      const answer = await createAtProvider("xendit", doFetch, `${opts.apiUrl}/v2/invoices`, key, body);
      if (typeof answer.invoice_url !== "string")
        throw new ProviderUnavailable("xendit", "create answered without a payment URL");
      return {
        paymentUrl: answer.invoice_url,
        providerRef: typeof answer.id === "string" ? answer.id : null,
      };
    },
    readNotification({ headers, body: input }): Notification {
      const expected = opts.callbackToken;
      if (!expected) throw new BadNotification("XENDIT_CALLBACK_TOKEN is not set");
      const token = header(headers, XENDIT_TOKEN_HEADER);
      if (!token || !sameSecret(token, expected)) throw new BadNotification("wrong Xendit callback token");
      const body = objectBody(input);
      const amount = body.amount;
      if (typeof amount !== "number" && typeof amount !== "string") throw new BadNotification("no amount");
      return {
        orderId: text(body, "external_id"),
        status: xenditStatus(text(body, "status")),
        amount: String(amount),
        providerRef: optionalText(body, "id"),
        paymentMethod: optionalText(body, "payment_channel") ?? optionalText(body, "payment_method"),
        raw: body,
      };
    },
  };
}
