"use client";

import { useTranslations } from "@gk/i18n/client";
import type { Locale } from "@gk/tenancy";
import { Button } from "@gk/ui/button";
import { toast } from "@gk/ui/toast-store";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { saveOwnFile } from "@/lib/own-file";
import { useHydrated } from "../../hydrated";

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
      await saveOwnFile(path, { locale, fileName, type: "text/calendar" });
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
