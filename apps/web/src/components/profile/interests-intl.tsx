import type { Locale } from "@gk/contracts";
import { MessagesProvider } from "@gk/i18n/client";
import { messages, type Messages } from "@gk/i18n/messages";
import type { ReactNode } from "react";

/**
 * The interests picker's texts for a page that does not send the profile namespace (the home page's welcome
 * step): only `profile.interests`, not the whole namespace, since every signed-in home view carries them.
 */
export function InterestsIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const only = { profile: { interests: messages[locale].profile.interests } } as Pick<Messages, "profile">;
  return (
    <MessagesProvider locale={locale} messages={only}>
      {children}
    </MessagesProvider>
  );
}
