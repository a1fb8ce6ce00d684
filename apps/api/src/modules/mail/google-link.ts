import type { Locale } from "@gk/contracts";
import { t } from "../../i18n";
import type { MailContent } from "./templates";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The confirmation that lets a Google account sign in to an existing account, sent to that account's address
 * in the language of the sign-in that asked for it: who asked (the Google address), the one button, the link
 * written out for readers that hide buttons, and what happens when the reader ignores it (nothing).
 */
export function googleLinkMail(
  locale: Locale,
  { name, email, link }: { name: string; email: string; link: string },
): MailContent {
  const greeting = t(locale, "mail.googleLink.greeting", { name });
  const body = t(locale, "mail.googleLink.body", { email });
  const ignore = t(locale, "mail.googleLink.ignore");
  const signature = t(locale, "mail.signature");
  const text = [greeting, "", body, link, "", ignore, "", signature].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1f2937">
<p>${escape(greeting)}</p><p>${escape(body)}</p>
<p><a href="${escape(link)}" style="background:#883CFF;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escape(t(locale, "mail.googleLink.button"))}</a></p>
<p style="font-size:12px;word-break:break-all">${escape(link)}</p>
<p>${escape(ignore)}</p><p>${escape(signature).replace("\n", "<br>")}</p></body></html>`;
  return { subject: t(locale, "mail.googleLink.subject"), text, html };
}
