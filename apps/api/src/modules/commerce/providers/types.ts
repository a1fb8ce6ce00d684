import type { TransactionStatusName } from "@gk/contracts";

/**
 * One interface over every payment provider (the built-in sandbox, Midtrans Snap, Xendit Invoices). The
 * commerce service owns the transaction and its state machine; a provider only opens a checkout for an order and
 * reads the provider's notifications about it. Adapters are thin `fetch` calls: no SDK.
 */
export type ProviderName = "sandbox" | "midtrans" | "xendit";

export interface CheckoutOrder {
  /** our order id: unique, `[A-Za-z0-9-]`, at most 50 characters */
  orderId: string;
  /** whole rupiah, > 0 */
  amount: number;
  /** the item's name in the payer's language ("Upgrade: <course>") */
  description: string;
  courseId: string;
  payer: { name: string; email: string | null; phone: string | null };
  locale: "id" | "en";
  /** where the provider sends the payer back (our transaction page) */
  returnUrl: string;
  expiresAt: Date;
}

export interface Checkout {
  /** the hosted payment page the payer is sent to ("Proceed to Payment") */
  paymentUrl: string;
  /** the provider's own id of the checkout, when it gives one (Xendit invoice id, Midtrans token) */
  providerRef: string | null;
}

/** A provider's notification, verified and read into our terms. */
export interface Notification {
  orderId: string;
  /** our status it maps to; null when it says nothing we act on (e.g. Midtrans `authorize`) */
  status: TransactionStatusName | null;
  /** the amount as the provider wrote it: compared with ours exactly (never trusted) */
  amount: string;
  providerRef: string | null;
  paymentMethod: string | null;
  /** the body as received, stored in the transaction's events */
  raw: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** opens the provider's checkout; throws ProviderUnavailable when the provider cannot be reached or refuses */
  createCheckout(order: CheckoutOrder): Promise<Checkout>;
  /**
   * Verifies a notification (signature or callback token, compared in constant time) and reads it. Throws
   * BadNotification when it is not authentic or cannot be read: the webhook answers 401 and changes nothing.
   */
  readNotification(input: {
    headers: Record<string, string | string[] | undefined>;
    body: unknown;
    /** the body exactly as received, for providers that sign the bytes (the sandbox) */
    rawBody?: string;
  }): Notification;
}

/** The provider could not open the checkout (down, refused, not configured): the learner is told to try later. */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: ProviderName,
    reason: string,
  ) {
    super(`${provider}: ${reason}`);
  }
}

/** A notification that is not authentic or not readable. */
export class BadNotification extends Error {}
