import type { Locale } from "@gk/contracts";
import { t } from "../../i18n";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Every mail that asks the reader to do one thing: a greeting, paragraphs, one button with its link (also
 * written out, for mail readers that hide buttons), a closing line and the signature; as text and as HTML.
 */
export function actionMail(
  locale: Locale,
  mail: {
    subject: string;
    name: string;
    paragraphs: string[];
    button: string;
    link: string;
    closing?: string;
  },
): MailContent {
  const greeting = t(locale, "mail.greeting", { name: mail.name });
  const signature = t(locale, "mail.signature");
  const closing = mail.closing ? [mail.closing, ""] : [];
  const text = [greeting, "", ...mail.paragraphs, mail.link, "", ...closing, signature].join("\n");
  const paragraphs = mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p>${paragraphs}
<p><a href="${escapeHtml(mail.link)}" style="background:#883CFF;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(mail.button)}</a></p>
<p style="font-size:12px;word-break:break-all">${escapeHtml(mail.link)}</p>
${mail.closing ? `<p>${escapeHtml(mail.closing)}</p>` : ""}<p>${escapeHtml(signature).replace("\n", "<br>")}</p></body></html>`;
  return { subject: mail.subject, text, html };
}

/** The password reset mail, in the language of the request that asked for it. */
export function passwordResetMail(
  locale: Locale,
  { name, link }: { name: string; link: string },
): MailContent {
  return actionMail(locale, {
    subject: t(locale, "mail.reset.subject"),
    name,
    paragraphs: [t(locale, "mail.reset.body")],
    button: t(locale, "mail.reset.button"),
    link,
    closing: t(locale, "mail.reset.ignore"),
  });
}
