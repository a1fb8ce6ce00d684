"use client";

import { useTranslations } from "@gk/i18n/client";
import { InterestsPicker } from "../profile/interests-picker";

/** The welcome step itself: a heading, a line of text and the picker, which can be skipped. */
export default function WelcomeInterestsStep({
  interests,
  onDone,
}: {
  interests: readonly string[];
  onDone: () => void;
}) {
  const t = useTranslations("profile");
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
      <InterestsPicker initial={interests} skippable onDone={onDone} />
    </section>
  );
}
