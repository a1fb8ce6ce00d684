"use client";

import type { Locale } from "@gk/tenancy";
import { Button } from "@gk/ui/button";
import { toast } from "@gk/ui/toast-store";
import { useTranslations } from "@gk/i18n/client";
import { useState } from "react";
import { localePath } from "@/lib/paths";
import { useApp } from "../providers";

/** Logout: the API session ends, the token goes, every tab learns it, and home reloads signed out. */
export function LogoutButton({ locale }: { locale: Locale }) {
  const t = useTranslations("common");
  const ta = useTranslations("auth");
  const { auth } = useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="danger"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        await auth.logout();
        toast.show({ look: "info", message: ta("signedOut") });
        window.location.assign(localePath(locale, "/"));
      }}
    >
      {t("nav.logout")}
    </Button>
  );
}
