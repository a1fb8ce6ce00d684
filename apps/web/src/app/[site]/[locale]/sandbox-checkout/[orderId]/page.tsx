import { isApiError } from "@gk/api-client";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BusyState } from "@/components/busy-state";
import { SandboxCheckout } from "@/components/commerce/sandbox-checkout";
import { serverApi } from "@/lib/api.server";
import { siteFromParams, type SiteParams } from "@/lib/site";
import { QueryProvider } from "@/components/query-provider";

type Props = { params: Promise<SiteParams & { orderId: string }> };

export const metadata: Metadata = { robots: { index: false } };

/**
 * The built-in sandbox provider's hosted payment page: the order its signed-in payer is asked to pay, and the
 * three outcomes a real provider could report (paid, failed, expired). Anyone else's order is not found.
 */
export default async function SandboxCheckoutPage({ params }: Props) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { orderId } = await params;
  const [t, api] = await Promise.all([getTranslations({ locale, namespace: "course" }), serverApi(locale)]);
  let order;
  try {
    order = (await api.request("sandboxOrder", { orderId: decodeURIComponent(orderId) })).data;
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 422)) notFound();
    return (
      <main className="mx-auto max-w-xl px-4 py-8">
        <h1 className="sr-only">{t("sandbox.title")}</h1>
        <BusyState locale={locale} />
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <QueryProvider>
        <SandboxCheckout locale={locale} order={order} />
      </QueryProvider>
    </main>
  );
}
