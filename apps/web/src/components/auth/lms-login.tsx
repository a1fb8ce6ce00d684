"use client";

import type { Locale } from "@gk/tenancy";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { useEffect, useRef, useState } from "react";
import { localePath } from "@/lib/paths";
import { useApp } from "../providers";

/**
 * The LMS special link: `/local/{moodle-path}/index.php?type=course&slug=…` plus the LMS's signed
 * identity (site, email, fullName, timestamp, nonce, signature). The API's LMS login checks the signature
 * and refuses replays; the visitor is then signed in and lands on the course.
 */
export function LmsLogin({ locale }: { locale: Locale }) {
  const t = useTranslations("auth");
  const q = useSearchParams();
  const { api, auth } = useApp();
  const [failed, setFailed] = useState(false);
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const slug = q.get("slug") ?? "";
    const target =
      q.get("type") === "course" && slug ? localePath(locale, `/course/${slug}`) : localePath(locale, "/");
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
      .catch(() => setFailed(true));
  }, [api, auth, locale, q]);
  return (
    <p role="status" className={failed ? "text-danger-ink" : "text-ink-muted"}>
      {failed ? t("lmsFailed") : t("lmsSigningIn")}
    </p>
  );
}
