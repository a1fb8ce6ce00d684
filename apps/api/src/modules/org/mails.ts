import type { Locale } from "@gk/contracts";
import { t } from "../../i18n";
import { actionMail, type MailContent } from "../mail/templates";

const day = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "id-ID", {
    dateStyle: "long",
    timeZone: "Asia/Jakarta",
  }).format(at);

/** The mail with a new employee account's first password: it works once and expires. */
export function firstPasswordMail(
  locale: Locale,
  m: {
    name: string;
    organisation: string;
    username: string;
    password: string;
    link: string;
    expiresAt: Date;
  },
): MailContent {
  return actionMail(locale, {
    subject: t(locale, "mail.firstPassword.subject", { organisation: m.organisation }),
    name: m.name,
    paragraphs: [
      t(locale, "mail.firstPassword.body", { organisation: m.organisation }),
      t(locale, "mail.firstPassword.credentials", { username: m.username, password: m.password }),
      t(locale, "mail.firstPassword.expiry", { date: day(locale, m.expiresAt) }),
    ],
    button: t(locale, "mail.firstPassword.button"),
    link: m.link,
  });
}

/** The invitation of an existing account: the person joins only by opening the link and accepting. */
export function invitationMail(
  locale: Locale,
  m: { name: string; organisation: string; link: string; expiresAt: Date },
): MailContent {
  return actionMail(locale, {
    subject: t(locale, "mail.invitation.subject", { organisation: m.organisation }),
    name: m.name,
    paragraphs: [
      t(locale, "mail.invitation.body", { organisation: m.organisation }),
      t(locale, "mail.invitation.expiry", { date: day(locale, m.expiresAt) }),
    ],
    button: t(locale, "mail.invitation.button"),
    link: m.link,
    closing: t(locale, "mail.invitation.ignore"),
  });
}

/** The link a person asked for to join the company of their verified email domain. */
export function domainJoinMail(
  locale: Locale,
  m: { name: string; organisation: string; link: string; expiresAt: Date },
): MailContent {
  return actionMail(locale, {
    subject: t(locale, "mail.domainJoin.subject", { organisation: m.organisation }),
    name: m.name,
    paragraphs: [
      t(locale, "mail.domainJoin.body", { organisation: m.organisation }),
      t(locale, "mail.invitation.expiry", { date: day(locale, m.expiresAt) }),
    ],
    button: t(locale, "mail.invitation.button"),
    link: m.link,
    closing: t(locale, "mail.domainJoin.ignore"),
  });
}
