import type { Site } from "@gk/tenancy";
import type { AppContext } from "../../../context";
import { midtransProvider } from "./midtrans";
import { sandboxProvider } from "./sandbox";
import type { PaymentProvider, ProviderName } from "./types";
import { xenditProvider } from "./xendit";

export * from "./types";

export const PROVIDER_NAMES: readonly ProviderName[] = ["sandbox", "midtrans", "xendit"];

export function isProviderName(name: string): name is ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(name);
}

/** The provider of a site: the one its tenant.json names, else the API's PAYMENT_PROVIDER (default sandbox). */
export function providerNameFor(ctx: AppContext, site: Site): ProviderName {
  return site.commerce?.provider ?? ctx.config.payments.provider;
}

export function providerFor(ctx: AppContext, site: Site): PaymentProvider {
  return providerByName(ctx, providerNameFor(ctx, site));
}

/**
 * A provider by name, configured from the API's settings. A provider without its key still answers: its
 * checkouts throw ProviderUnavailable (503 for the learner) and its notifications are refused (401).
 */
export function providerByName(ctx: AppContext, name: ProviderName): PaymentProvider {
  const p = ctx.config.payments;
  switch (name) {
    case "sandbox":
      return sandboxProvider(p.sandbox);
    case "midtrans":
      return midtransProvider(p.midtrans);
    case "xendit":
      return xenditProvider(p.xendit);
  }
}
