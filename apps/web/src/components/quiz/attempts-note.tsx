"use client";

import type { AttemptAllowance, Locale } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";

/** The server's time of the next allowed attempt, in Jakarta time so server and browser render the same text. */
export function attemptTime(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Jakarta",
  }).format(new Date(iso));
}

/** How many attempts are left and when the next one may start (the quiz's limit and cooldown). */
export function AttemptsNote({ locale, attempts }: { locale: Locale; attempts: AttemptAllowance }) {
  const t = useTranslations("learning");
  if (attempts.limit === null && !attempts.nextAttemptAt) return null;
  return (
    <div className="space-y-1 text-ink-muted" data-testid="quiz-attempts">
      {attempts.limit !== null && attempts.remaining !== null ? (
        <p>
          {attempts.remaining === 0
            ? t("attempts.none", { limit: attempts.limit })
            : t("attempts.left", { remaining: attempts.remaining, limit: attempts.limit })}
        </p>
      ) : null}
      {attempts.nextAttemptAt ? (
        <p className="font-semibold text-ink" data-testid="quiz-next-attempt">
          {t("attempts.nextAt", { time: attemptTime(locale, attempts.nextAttemptAt) })}
        </p>
      ) : null}
    </div>
  );
}
