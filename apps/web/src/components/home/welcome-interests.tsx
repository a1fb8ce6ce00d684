"use client";

import { currentUserAtom } from "@gk/auth";
import { useTranslations } from "@gk/i18n/client";
import { useAtomValue } from "jotai";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { WELCOME_INTERESTS_KEY } from "@/lib/welcome-interests";

// a chunk of its own, fetched only for the one home view right after registering
const InterestsPicker = dynamic(() => import("../profile/interests-picker").then((m) => m.InterestsPicker), {
  ssr: false,
});

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
      <InterestsPicker initial={user.interests} skippable onDone={done} />
    </section>
  );
}
