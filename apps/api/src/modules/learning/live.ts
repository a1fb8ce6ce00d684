import {
  LIVE_JOIN_OPENS_MINUTES,
  localePath,
  type LiveClass,
  type LiveClassState,
  type Locale,
} from "@gk/contracts";
import { feedback, type Db, type Lesson } from "@gk/db";
import { and, desc, eq } from "drizzle-orm";
import { t } from "../../i18n";

/**
 * Live classes as the server's clock sees them: the schedule (upcoming, live, ended), the join link, the
 * recording and the learner's survey answer. A live lesson without a conferencing address of its own is held in
 * the product's live room page, so a seeded or not yet configured class never links to a made-up host.
 */

const MINUTE = 60_000;

export interface Schedule {
  state: LiveClassState;
  startsAt: Date | null;
  endsAt: Date | null;
  joinOpensAt: Date | null;
  joinable: boolean;
}

/** Where a live lesson stands at `now`: joining opens shortly before the start and closes at the end. */
export function liveSchedule(lesson: Pick<Lesson, "liveStartsAt" | "durationMinutes">, now: Date): Schedule {
  const startsAt = lesson.liveStartsAt;
  if (!startsAt)
    return { state: "unscheduled", startsAt: null, endsAt: null, joinOpensAt: null, joinable: false };
  const endsAt = new Date(startsAt.getTime() + lesson.durationMinutes * MINUTE);
  const joinOpensAt = new Date(startsAt.getTime() - LIVE_JOIN_OPENS_MINUTES * MINUTE);
  const state: LiveClassState = now < startsAt ? "upcoming" : now < endsAt ? "live" : "ended";
  return { state, startsAt, endsAt, joinOpensAt, joinable: now >= joinOpensAt && now < endsAt };
}

/** The product's own live room of a class (a web path without the language prefix). */
export const liveRoomPath = (courseSlug: string, lessonId: string) =>
  `/course/${courseSlug}/learn/${lessonId}/live-room`;

/** The player page of a lesson's video, where an ended class's recording plays. */
export const recordingPath = (courseSlug: string, lessonId: string) =>
  `/course/${courseSlug}/learn/${lessonId}/video`;

/** The join link: the class's conferencing address, or the product's live room. */
export const joinUrl = (lesson: Pick<Lesson, "id" | "liveUrl">, courseSlug: string) =>
  lesson.liveUrl ?? liveRoomPath(courseSlug, lesson.id);

/** A product path as an absolute address on the visitor's site, in their language (calendar files, mail). */
export function absoluteUrl(base: string, locale: Locale, url: string): string {
  return url.startsWith("/") ? `${base.replace(/\/+$/, "")}${localePath(locale, url)}` : url;
}

/** The learner's answer to a class's survey (the newest, should two ever exist). */
export async function ownSurvey(db: Db, lessonId: string, userId: string) {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.lessonId, lessonId), eq(feedback.userId, userId)))
    .orderBy(desc(feedback.createdAt))
    .limit(1);
  return row ?? null;
}

export async function liveView(
  db: Db,
  lesson: Lesson,
  courseSlug: string,
  userId: string,
  locale: Locale,
  now: Date,
): Promise<LiveClass | null> {
  if (lesson.kind !== "live") return null;
  const schedule = liveSchedule(lesson, now);
  const survey = schedule.state === "ended" ? await ownSurvey(db, lesson.id, userId) : null;
  return {
    url: joinUrl(lesson, courseSlug),
    startsAt: schedule.startsAt?.toISOString() ?? null,
    endsAt: schedule.endsAt?.toISOString() ?? null,
    joinOpensAt: schedule.joinOpensAt?.toISOString() ?? null,
    durationMinutes: lesson.durationMinutes,
    state: schedule.state,
    joinable: schedule.joinable,
    serverNow: now.toISOString(),
    opensInNewTab: true,
    calendarPath: schedule.startsAt ? `/lessons/${lesson.id}/calendar.ics` : null,
    recordingUrl: schedule.state === "ended" && lesson.videoUrl ? recordingPath(courseSlug, lesson.id) : null,
    survey: survey
      ? { rating: survey.rating, comment: survey.message, submittedAt: survey.createdAt.toISOString() }
      : null,
    surveyPrompt: t(locale, "learning.live.survey"),
    accessHelpPrompt: t(locale, "learning.live.accessHelp"),
  };
}
