"use client";

import { currentUserAtom } from "@gk/auth";
import { useTranslations } from "@gk/i18n/client";
import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { WELCOME_INTERESTS_KEY } from "@/lib/welcome-interests";

// a chunk of its own, fetched only for the one home view right after registering
const InterestsPicker = lazy(() =>
  import("../profile/interests-picker").then((m) => ({ default: m.InterestsPicker })),
);

/**
 * The optional step right after registering: on the first home page of a new account, "what would you like to
 * learn?" with the interests picker and a skip button. Shown once per registration (see lib/welcome-interests),
 * inline above the page rather than as a dialog, so nothing else on the page is blocked.
 */
export function WelcomeInterests() {
  const t = useTranslations("profile");
  const user = useAtomValue(currentUserAtom);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    try {
      setOpen(sessionStorage.getItem(WELCOME_INTERESTS_KEY) === "1");
    } catch {
      setOpen(false);
    }
  }, []);

  if (!open || !user) return null;
  const done = () => {
    try {
      sessionStorage.removeItem(WELCOME_INTERESTS_KEY);
    } catch {
      // nothing to clear
    }
    setOpen(false);
  };
  return (
    <section
      aria-labelledby="welcome-interests"
      className="space-y-4 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="space-y-1">
        <h2 id="welcome-interests" className="text-xl font-bold text-ink">
          {t("interests.welcomeTitle")}
        </h2>
        <p className="text-ink-muted">{t("interests.welcomeText")}</p>
      </div>
      <Suspense>
        <InterestsPicker initial={user.interests} skippable onDone={done} />
      </Suspense>
    </section>
  );
}
