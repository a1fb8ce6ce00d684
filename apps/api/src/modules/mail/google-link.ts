import type { Locale } from "@gk/contracts";
import { t } from "../../i18n";
import { actionMail, type MailContent } from "./templates";

/**
 * The confirmation that lets a Google account sign in to an existing account, sent to that account's address
 * in the language of the sign-in that asked for it: who asked (the Google address), the one button, and what
 * happens when the reader ignores it (nothing).
 */
export function googleLinkMail(
  locale: Locale,
  { name, email, link }: { name: string; email: string; link: string },
): MailContent {
  return actionMail(locale, {
    subject: t(locale, "mail.googleLink.subject"),
    name,
    paragraphs: [t(locale, "mail.googleLink.body", { email })],
    button: t(locale, "mail.googleLink.button"),
    link,
    closing: t(locale, "mail.googleLink.ignore"),
  });
}
