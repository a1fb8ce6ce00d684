import type { Locale } from "@gk/contracts";
import { t } from "../../i18n";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password reset mail, in the language of the request that asked for it. */
export function passwordResetMail(
  locale: Locale,
  { name, link }: { name: string; link: string },
): MailContent {
  const greeting = t(locale, "mail.reset.greeting", { name });
  const signature = t(locale, "mail.signature");
  const text = [
    greeting,
    "",
    t(locale, "mail.reset.body"),
    link,
    "",
    t(locale, "mail.reset.ignore"),
    "",
    signature,
  ].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1f2937">
<p>${escape(greeting)}</p><p>${escape(t(locale, "mail.reset.body"))}</p>
<p><a href="${escape(link)}" style="background:#883CFF;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escape(t(locale, "mail.reset.button"))}</a></p>
<p style="font-size:12px;word-break:break-all">${escape(link)}</p>
<p>${escape(t(locale, "mail.reset.ignore"))}</p><p>${escape(signature).replace("\n", "<br>")}</p></body></html>`;
  return { subject: t(locale, "mail.reset.subject"), text, html };
}
