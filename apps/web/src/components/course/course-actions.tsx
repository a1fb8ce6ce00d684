"use client";

import { isApiError } from "@gk/api-client";
import { loginStateAtom } from "@gk/auth";
import { Button } from "@gk/ui/button";
import { ShareMenu } from "@gk/ui/share-menu";
import { toast } from "@gk/ui/toast";
import { useAtomValue } from "jotai";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { localePath } from "@/lib/paths";
import { useApp } from "../providers";

/**
 * Enrol / continue (§2): a visitor goes to /login with the course as `url`; a signed-in learner enrols and
 * the button becomes "continue learning".
 */
export function EnrolButton({ locale, slug, enrolledHint }: { locale: "id" | "en"; slug: string; enrolledHint: boolean }) {
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
        if (state !== "LOGIN") return router.push(`${localePath(locale, "/login")}?url=${encodeURIComponent(coursePath)}`);
        setBusy(true);
        try {
          await api.request("enrol", { courseSlug: slug });
          setEnrolled(true);
          toast.show({ look: "success", message: t("enrolled") });
        } catch (err) {
          if (!(isApiError(err) && err.status === 409)) toast.show({ look: "danger", message: err instanceof Error ? err.message : t("notFound") });
        } finally {
          setBusy(false);
        }
      }}
    >
      {state === "LOGIN" ? t("enroll") : t("signInToEnroll")}
    </Button>
  );
}

/** Sharing (§2): WhatsApp, LinkedIn, Twitter, Facebook, copy link, copy LMS link, with the UTM parameters. */
export function ShareButton({ url, text, kind, lmsUrl }: { url: string; text: string; kind: "course" | "blog"; lmsUrl?: string }) {
  const t = useTranslations("common");
  const { analytics } = useApp();
  return (
    <ShareMenu
      url={url}
      text={text}
      kind={kind}
      lmsUrl={lmsUrl}
      labels={{
        trigger: t("share.title"),
        whatsapp: t("share.whatsapp"),
        linkedin: t("share.linkedin"),
        twitter: t("share.twitter"),
        facebook: t("share.facebook"),
        copyLink: t("share.copyLink"),
        copyLmsLink: t("share.copyLmsLink"),
      }}
      onShare={(target) => analytics.track("share", { channel: target, kind })}
      onCopied={(_, ok) => ok && toast.show({ look: "success", message: t("share.copied") })}
    />
  );
}
