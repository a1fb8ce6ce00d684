import type { Locale } from "@gk/contracts";
import { t } from "../../i18n";
import { jakartaDate } from "../../i18n/dates";
import { actionMail, type MailContent } from "../mail/templates";

/** The admin's results export is ready: the link works for 24 hours. */
export function exportReadyMail(
  locale: Locale,
  m: { name: string; organisation: string; link: string; expiresAt: Date; rows: number },
): MailContent {
  return actionMail(locale, {
    subject: t(locale, "mail.export.subject", { organisation: m.organisation }),
    name: m.name,
    paragraphs: [
      t(locale, "mail.export.body", { organisation: m.organisation, rows: m.rows }),
      t(locale, "mail.export.expiry", { date: jakartaDate(locale, m.expiresAt, true) }),
    ],
    button: t(locale, "mail.export.button"),
    link: m.link,
  });
}

/** A mandatory course's due date is near, or has passed without the course being finished. */
export function assignmentReminderMail(
  locale: Locale,
  m: {
    name: string;
    organisation: string;
    course: string;
    dueAt: Date;
    kind: "before" | "overdue";
    link: string;
  },
): MailContent {
  const params = { organisation: m.organisation, course: m.course, date: jakartaDate(locale, m.dueAt) };
  return actionMail(locale, {
    subject: t(
      locale,
      m.kind === "before" ? "mail.reminder.before.subject" : "mail.reminder.overdue.subject",
      params,
    ),
    name: m.name,
    paragraphs: [
      t(locale, m.kind === "before" ? "mail.reminder.before.body" : "mail.reminder.overdue.body", params),
    ],
    button: t(locale, "mail.reminder.button"),
    link: m.link,
  });
}
