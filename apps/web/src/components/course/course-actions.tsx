"use client";

import type { Locale } from "@gk/tenancy";
import { EVENTS } from "@gk/analytics/constants";
import { Button, buttonVariants } from "@gk/ui/button";
import { toast } from "@gk/ui/toast-store";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { useEffect, useState } from "react";
import { signInPath } from "@/lib/paths";
import { learnPaths } from "../learning/paths";
import { useApp, useSession } from "../providers";

/**
 * Where the visitor stands with a course: not enrolled (or signed out), enrolled with nothing done yet,
 * enrolled with progress, or finished. The course page works it out on the server.
 */
export type CourseStanding = "new" | "enrolled" | "inProgress" | "finished";

/**
 * The course's main action. A visitor goes to /login with the course as `url`; a signed-in learner who is
 * not enrolled starts with one click (enrol, then straight into the lesson to take); an enrolled learner
 * continues, and one who finished reviews the course.
 */
export function EnrolButton({
  locale,
  slug,
  standing,
}: {
  locale: Locale;
  slug: string;
  standing: CourseStanding;
}) {
  const t = useTranslations("course");
  const { state } = useSession();
  const { api, analytics } = useApp();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  // a press before the sign-in state is known (the start-up flow is still running) waits for it, so a
  // signed-in learner is not sent to the sign-in page
  const [pressed, setPressed] = useState(false);
  const learnPath = learnPaths.start(locale, slug);
  const known = state === "LOGIN" || state === "NOT_LOGIN";
  useEffect(() => {
    if (!pressed || !known) return;
    setPressed(false);
    void start();
    // start() is this render's, which already sees the known state; it changes every render by design
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pressed, known]);
  async function start() {
    if (state !== "LOGIN") return router.push(signInPath(locale, learnPaths.course(locale, slug)));
    setBusy(true);
    try {
      await api.request("enrol", { courseSlug: slug });
      analytics.track(EVENTS.beginCourse, { course: slug });
      toast.show({ look: "success", message: t("enrolled") });
      // the learn route opens the lesson to take next; it stays busy until that page arrives
      router.push(learnPath);
    } catch (err) {
      // 404: the course is gone; 409: outside its enrolment window (the API's message says which)
      toast.show({ look: "danger", message: err instanceof Error ? err.message : t("notFound") });
      setBusy(false);
    }
  }
  if (standing !== "new") {
    const label =
      standing === "finished"
        ? t("journey.reviewCourse")
        : standing === "inProgress"
          ? t("continueLearning")
          : t("enroll");
    // a link, not a button: it goes somewhere, and works before JavaScript arrives
    return (
      <Link href={learnPath} className={buttonVariants({ size: "lg", block: true })}>
        {label}
      </Link>
    );
  }
  return (
    <Button
      size="lg"
      block
      loading={busy || pressed}
      onClick={() => (known ? void start() : setPressed(true))}
    >
      {state === "LOGIN" ? t("enroll") : t("signInToEnroll")}
    </Button>
  );
}
