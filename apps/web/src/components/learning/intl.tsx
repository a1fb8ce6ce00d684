import type { Locale } from "@gk/tenancy";
import { pickNamespaces } from "@gk/i18n/messages";
import { MessagesProvider } from "@gk/i18n/client";
import type { ReactNode } from "react";

/**
 * The learning and profile screens' client components read the `learning` and `profile` namespaces, which
 * the site layout does not send to every page; this nested provider adds them (with the shell's own
 * namespaces, since a nested provider replaces the messages) only on these routes.
 */
const NAMESPACES = ["common", "auth", "course", "errors", "learning", "profile"] as const;

export function LearningIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <MessagesProvider locale={locale} messages={pickNamespaces(locale, [...NAMESPACES])}>
      {children}
    </MessagesProvider>
  );
}
