"use client";

import { isApiError } from "@gk/api-client";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { useEffect, useRef, useState } from "react";
import { useApp } from "../providers";

/**
 * The signed LMS link: `/local/{moodle-path}/index.php?type=course&slug=…` plus the LMS's signed identity
 * (site, email, fullName, timestamp, nonce, signature). The API's LMS login checks the signature and refuses
 * replays; the visitor is then signed in and lands on `target` (the course). A link the API refuses says why in
 * the page's language and still offers the course, where the learner can sign in on GuruKita itself.
 */
export function LmsLogin({
  target,
  toCourse,
}: {
  target: string;
  /** the link names a course (else it leads home) */
  toCourse: boolean;
}) {
  const t = useTranslations("auth");
  const q = useSearchParams();
  const { api, auth } = useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const slug = q.get("slug") ?? "";
    api
      .request("lmsLoginRegister", {
        site: q.get("site") ?? "",
        email: q.get("email") ?? "",
        fullName: q.get("fullName") ?? q.get("fullname") ?? "",
        timestamp: Number(q.get("timestamp")),
        nonce: q.get("nonce") ?? "",
        signature: q.get("signature") ?? "",
        ...(slug ? { courseSlug: slug } : {}),
      })
      .then(({ data }) => auth.login({ token: data.token, method: "lms", currentPath: target, target }))
      .catch((err: unknown) => {
        // a refused signature (401) or a malformed link (422) is "invalid or expired"; a person the partner may
        // not sign in (403: another organisation's account, an admin) gets the API's own words
        const message =
          (isApiError(err) && err.status === 403 && (err.data as { message?: string } | null)?.message) ||
          null;
        setFailure(message ?? t("lmsLink.invalid"));
      });
  }, [api, auth, q, t, target]);
  if (!failure)
    return (
      <p role="status" className="text-ink-muted">
        {t("lmsSigningIn")}
      </p>
    );
  return (
    <div className="space-y-4">
      <p role="alert" className="text-danger-ink">
        {failure}
      </p>
      <Link
        href={target}
        className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
      >
        {toCourse ? t("lmsLink.openCourse") : t("lmsLink.openHome")}
      </Link>
    </div>
  );
}
