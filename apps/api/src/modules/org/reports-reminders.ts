import { localePath } from "@gk/contracts";
import { assignmentReminders, orgExports } from "@gk/db";
import { and, isNotNull, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../context";
import { assignedPairs } from "./reports-groups";
import { assignmentReminderMail } from "./reports-mails";

export const REMINDERS_JOB = "org.assignment-reminders";
const DAY = 24 * 3600 * 1000;

/** The next 08:00 in Jakarta after `now`: the daily round runs at the start of the working day. */
export function nextRound(now: Date): Date {
  const eight = new Date(now);
  eight.setUTCHours(1, 0, 0, 0); // 08:00 WIB is 01:00 UTC
  return eight > now ? eight : new Date(eight.getTime() + DAY);
}

/**
 * One round of reminders, for every company: each member with an unfinished mandatory course gets one mail
 * when the due date is `daysBefore` days away or less, and one when it has passed. Each is recorded before it
 * is queued, so a second round (another replica, a retried job) sends nothing again; a new due date earns new
 * reminders. Members without an email get none. The round also drops the files of expired exports.
 */
export async function sendAssignmentReminders(ctx: AppContext, now = new Date()) {
  const daysBefore = ctx.config.org.reminderDaysBefore;
  const companies = await ctx.database.executeSql(
    `select distinct o.id, o.name from organisations o
     where o.kind = 'company' and (
       exists (select 1 from organisation_course_picks p
               where p.organisation_id = o.id and p.mandatory and p.due_at is not null)
       or exists (select 1 from org_groups g join org_group_courses gc on gc.group_id = g.id
                  where g.organisation_id = o.id))`,
    [],
  );
  let sent = 0;
  for (const company of companies.rows) {
    const pairs = await assignedPairs(ctx.database, String(company.id));
    for (const p of pairs) {
      if (p.completed || !p.dueAt || !p.email) continue;
      const kind =
        p.dueAt <= now
          ? "overdue"
          : daysBefore > 0 && p.dueAt.getTime() - now.getTime() <= daysBefore * DAY
            ? "before"
            : null;
      if (!kind) continue;
      const recorded = await ctx.db
        .insert(assignmentReminders)
        .values({ membershipId: p.membershipId, courseId: p.courseId, kind, dueAt: p.dueAt, sentAt: now })
        .onConflictDoNothing()
        .returning({ kind: assignmentReminders.kind });
      if (recorded.length === 0) continue;
      const mail = assignmentReminderMail(p.locale, {
        name: p.fullName,
        organisation: String(company.name),
        course: p.locale === "en" ? p.nameEn : p.nameId,
        dueAt: p.dueAt,
        kind,
        link: `${ctx.config.publicWebUrl.replace(/\/$/, "")}${localePath(p.locale, `/course/${p.slug}`)}`,
      });
      await ctx.jobs.send("mail.send", { to: p.email, ...mail });
      sent++;
    }
  }
  await ctx.db
    .update(orgExports)
    .set({ content: null, tokenHash: null })
    .where(and(isNotNull(orgExports.content), lt(orgExports.expiresAt, now)));
  return { sent };
}

/**
 * The daily chain: each round queues the next for the following 08:00 Jakarta time. The API starts the chain
 * when none is waiting (a second replica's extra chain would send nothing twice: reminders are recorded).
 */
export function defineReminderJob(ctx: AppContext, log: FastifyBaseLogger) {
  const scheduleNext = (now: Date) =>
    ctx.jobs.boss.send(REMINDERS_JOB, {}, { startAfter: nextRound(now), retryLimit: 1_000, retryDelay: 600 });
  ctx.jobs.define(REMINDERS_JOB, async () => {
    try {
      const { sent } = await sendAssignmentReminders(ctx);
      if (sent > 0) log.info({ sent }, "assignment reminders queued");
    } catch (err) {
      log.warn({ err }, "assignment reminders failed; trying again in the next round");
    }
    await scheduleNext(new Date());
  });
  return async () => {
    if ((await ctx.jobs.boss.getQueueSize(REMINDERS_JOB, { before: "completed" })) === 0)
      await scheduleNext(new Date());
  };
}
