import type { Locale } from "@gk/contracts";
import { t } from "../../i18n";
import { jakartaDate } from "../../i18n/dates";
import { actionMail, escapeHtml, type MailContent } from "./templates";

const wib = (locale: Locale, d: Date) => `${jakartaDate(locale, d, true)} WIB`;

/** An account without a password asked to be deleted: the one button that confirms it (30 minutes). */
export function deletionLinkMail(
  locale: Locale,
  { name, link }: { name: string; link: string },
): MailContent {
  return actionMail(locale, {
    subject: t(locale, "mail.deleteLink.subject"),
    name,
    paragraphs: [t(locale, "mail.deleteLink.body")],
    button: t(locale, "mail.deleteLink.button"),
    link,
    closing: t(locale, "mail.deleteLink.ignore"),
  });
}

/** The deletion is recorded: the day of erasure, and that signing in before then keeps the account. */
export function deletionScheduledMail(
  locale: Locale,
  { name, eraseAfter }: { name: string; eraseAfter: Date },
): MailContent {
  const greeting = t(locale, "mail.greeting", { name });
  const body = t(locale, "mail.deleteScheduled.body", { date: wib(locale, eraseAfter) });
  const signature = t(locale, "mail.signature");
  return {
    subject: t(locale, "mail.deleteScheduled.subject"),
    text: [greeting, "", body, "", signature].join("\n"),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1f2937"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(signature).replace("\n", "<br>")}</p></body></html>`,
  };
}

/** "Download my data" is ready: the link, and until when it works. */
export function dataExportReadyMail(
  locale: Locale,
  { name, link, expiresAt }: { name: string; link: string; expiresAt: Date },
): MailContent {
  return actionMail(locale, {
    subject: t(locale, "mail.dataExport.subject"),
    name,
    paragraphs: [t(locale, "mail.dataExport.body", { date: wib(locale, expiresAt) })],
    button: t(locale, "mail.dataExport.button"),
    link,
    closing: t(locale, "mail.dataExport.ignore"),
  });
}
