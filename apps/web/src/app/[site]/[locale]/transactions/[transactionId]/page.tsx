import { isApiError } from "@gk/api-client";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BusyState } from "@/components/busy-state";
import { TransactionView } from "@/components/commerce/transaction-view";
import { serverApi } from "@/lib/api.server";
import { siteFromParams, type SiteParams } from "@/lib/site";
import { QueryProvider } from "@/components/query-provider";

type Props = { params: Promise<SiteParams & { transactionId: string }> };

export const metadata: Metadata = { robots: { index: false } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One transaction of the signed-in learner (the guard sends a visitor to sign in first). Only its owner may
 * see it: the API answers anyone else with 404, and so does this page.
 */
export default async function TransactionPage({ params }: Props) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { transactionId } = await params;
  if (!UUID.test(transactionId)) notFound();
  const [t, api] = await Promise.all([getTranslations({ locale, namespace: "course" }), serverApi(locale)]);
  let tx;
  try {
    tx = (await api.request("transaction", { transactionId })).data;
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 422)) notFound();
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="sr-only">{t("transaction.title")}</h1>
        <BusyState locale={locale} />
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <QueryProvider>
        <TransactionView locale={locale} initial={tx} />
      </QueryProvider>
    </main>
  );
}
