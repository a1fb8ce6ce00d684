"use client";

import type { Locale } from "@gk/tenancy";
import { useTranslations } from "@gk/i18n/client";
import { Button } from "@gk/ui/button";
import { toast } from "@gk/ui/toast-store";
import { Download } from "lucide-react";
import { useState } from "react";
import { saveOwnFile } from "@/lib/own-file";
import { useHydrated } from "../hydrated";

/**
 * The receipt PDF of a paid transaction. Only its owner may have it, so the API asks for the session token,
 * which a plain link through /api/gk does not send: the PDF is fetched with it and handed to the browser as a
 * download named after the order.
 */
export function ReceiptButton({
  locale,
  transactionId,
  orderId,
}: {
  locale: Locale;
  transactionId: string;
  orderId: string;
}) {
  const t = useTranslations("course");
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const download = async () => {
    setBusy(true);
    try {
      await saveOwnFile(`/transactions/${encodeURIComponent(transactionId)}/receipt`, {
        locale,
        fileName: `${orderId}.pdf`,
      });
    } catch {
      toast.show({ look: "danger", message: t("transaction.receiptError") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="lg"
      variant="secondary"
      loading={busy}
      disabled={!hydrated}
      onClick={download}
      data-testid="receipt-download"
    >
      <Download aria-hidden className="size-4" />
      {t("transaction.receipt")}
    </Button>
  );
}
