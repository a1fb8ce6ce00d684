"use client";

import { createTokenStore } from "@gk/auth";
import { useTranslations } from "@gk/i18n/client";
import type { Locale } from "@gk/tenancy";
import { Button } from "@gk/ui/button";
import { toast } from "@gk/ui/toast-store";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "../../commerce/hydrated";

/**
 * "Add to calendar": the class's .ics file in the page's language. The API gives it only to learners of the
 * course, so it is fetched with the session token (a plain link through /api/gk would not send it) and handed to
 * the browser as a download, which the phone or computer opens in its calendar.
 */
export function CalendarButton({
  locale,
  path,
  fileName,
}: {
  locale: Locale;
  path: string;
  fileName: string;
}) {
  const t = useTranslations("learning");
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const download = async () => {
    setBusy(true);
    try {
      const token = createTokenStore().get();
      const res = await fetch(`/api/gk${path}`, {
        headers: { "Accept-Language": locale, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      if (!res.ok) throw new Error(String(res.status));
      const blob = new Blob([await res.arrayBuffer()], { type: "text/calendar" });
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = fileName;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast.show({ look: "danger", message: t("liveClass.calendarError") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      loading={busy}
      disabled={!hydrated}
      onClick={download}
      data-testid="live-calendar"
    >
      <CalendarPlus aria-hidden className="size-4" />
      {t("liveClass.addToCalendar")}
    </Button>
  );
}
