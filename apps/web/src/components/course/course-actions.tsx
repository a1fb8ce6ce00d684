"use client";

import type { Locale } from "@gk/tenancy";
import { isApiError } from "@gk/api-client";
import { loginStateAtom } from "@gk/auth";
import { Button } from "@gk/ui/button";
import { toast } from "@gk/ui/toast-store";
import { useAtomValue } from "jotai";
import { useRouter } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { useState } from "react";
import { localePath } from "@/lib/paths";
import { useApp } from "../providers";

/**
 * Enrol / continue: a visitor goes to /login with the course as `url`; a signed-in learner enrols and
 * the button becomes "continue learning".
 */
export function EnrolButton({
  locale,
  slug,
  enrolledHint,
}: {
  locale: Locale;
  slug: string;
  enrolledHint: boolean;
}) {
  const t = useTranslations("course");
  const state = useAtomValue(loginStateAtom);
  const { api } = useApp();
  const router = useRouter();
  const [enrolled, setEnrolled] = useState(enrolledHint);
  const [busy, setBusy] = useState(false);
  const coursePath = localePath(locale, `/course/${slug}`);
  if (enrolled) {
    return (
      <Button size="lg" block onClick={() => router.push(localePath(locale, `/course/${slug}/learn`))}>
        {t("continueLearning")}
      </Button>
    );
  }
  return (
    <Button
      size="lg"
      block
      loading={busy}
      onClick={async () => {
        if (state !== "LOGIN")
          return router.push(`${localePath(locale, "/login")}?url=${encodeURIComponent(coursePath)}`);
        setBusy(true);
        try {
          await api.request("enrol", { courseSlug: slug });
          setEnrolled(true);
          toast.show({ look: "success", message: t("enrolled") });
        } catch (err) {
          if (!(isApiError(err) && err.status === 409))
            toast.show({ look: "danger", message: err instanceof Error ? err.message : t("notFound") });
        } finally {
          setBusy(false);
        }
      }}
    >
      {state === "LOGIN" ? t("enroll") : t("signInToEnroll")}
    </Button>
  );
}

export { ShareButton } from "./share-button";
