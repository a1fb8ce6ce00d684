import type { Locale } from "@gk/contracts";
import { t } from "../../i18n";
import { actionMail, type MailContent } from "../mail/templates";

const day = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "id-ID", {
    dateStyle: "long",
    timeZone: "Asia/Jakarta",
  }).format(at);

/** To the provider's team: a company asks for the free trial; they contact it for payment. */
export function requestMail(
  locale: Locale,
  m: {
    company: string;
    size: string;
    contact: string;
    email: string;
    phone: string;
    site: string;
    link: string;
  },
): MailContent {
  return actionMail(locale, {
    subject: t(locale, "mail.subscriptionRequest.subject", { company: m.company }),
    name: "GuruKita",
    paragraphs: [
      t(locale, "mail.subscriptionRequest.body", { company: m.company, size: m.size, contact: m.contact }),
      t(locale, "mail.subscriptionRequest.contact", { email: m.email, phone: m.phone, site: m.site }),
    ],
    button: t(locale, "mail.subscriptionRequest.button"),
    link: m.link,
  });
}

/** To the company admin: the free trial started, and until when. */
export function trialMail(
  locale: Locale,
  m: { name: string; company: string; days: number; endsAt: Date; link: string },
): MailContent {
  return actionMail(locale, {
    subject: t(locale, "mail.subscriptionTrial.subject", { company: m.company }),
    name: m.name,
    paragraphs: [
      t(locale, "mail.subscriptionTrial.body", {
        company: m.company,
        days: m.days,
        date: day(locale, m.endsAt),
      }),
    ],
    button: t(locale, "mail.subscription.button"),
    link: m.link,
  });
}

/** To the company admin: confirmed, the paid months plus the free month, and the period's end. */
export function confirmedMail(
  locale: Locale,
  m: { name: string; company: string; paid: number; free: number; until: Date; link: string },
): MailContent {
  return actionMail(locale, {
    subject: t(locale, "mail.subscriptionConfirmed.subject", { company: m.company }),
    name: m.name,
    paragraphs: [
      t(locale, "mail.subscriptionConfirmed.body", {
        company: m.company,
        paid: m.paid,
        free: m.free,
        date: day(locale, m.until),
      }),
    ],
    button: t(locale, "mail.subscription.button"),
    link: m.link,
  });
}

/** To the company admin: the trial or the paid period ended unconfirmed. */
export function lapsedMail(
  locale: Locale,
  m: { name: string; company: string; at: Date; link: string },
): MailContent {
  return actionMail(locale, {
    subject: t(locale, "mail.subscriptionLapsed.subject", { company: m.company }),
    name: m.name,
    paragraphs: [t(locale, "mail.subscriptionLapsed.body", { company: m.company, date: day(locale, m.at) })],
    button: t(locale, "mail.subscription.button"),
    link: m.link,
  });
}
