/**
 * Messages that both the web pages and the API say (the API's answers are shown on those pages): written once,
 * in the web's catalogue (packages/i18n/messages), and taken from there, so a learner never reads two wordings
 * of one thing. `one-source.test.ts` fails when a message of the API repeats a web message under its own words.
 */
import type { Locale } from "@gk/contracts";
import { messages, type Messages } from "@gk/i18n/messages";

/** The API's key → the web message's path (namespace.key…). */
const FROM_WEB = {
  "error.validation": "auth.validation.checkData",
  "error.unauthenticated": "errors.sessionExpired",
  "error.server": "errors.serverBusy",
  "auth.invalidCredentials": "auth.signIn.wrongCredentials",
  "auth.notRegistered": "auth.register.notRegistered",
  "auth.loggedOut": "auth.signedOut",
  "auth.passwordChanged": "auth.passwordChanged",
  "auth.socialInvalid": "auth.googleFailed",
  "auth.googleLinkSent": "auth.googleLinkSent",
  "org.invitationInvalid": "auth.invitation.invalid",
  "mail.invitation.expiry": "auth.invitation.validUntil",
  "mail.domainJoin.subject": "auth.domainJoin.title",
  "mail.reset.button": "auth.resetPassword.title",
  "field.invalidEmail": "auth.validation.invalidEmail",
  "catalogue.courseNotFound": "errors.courseNotFound",
  "catalogue.reason.NO_TRENDING_SEARCHES": "home.trendingEmpty",
  "certificate.notFound": "learning.certificate.notFound",
  "certificate.code": "learning.certificate.code",
  "learning.attemptLimitReached": "learning.attempts.none",
  "learning.notEnrolled": "learning.notEnrolled",
  "learning.live.survey": "learning.live.survey",
  "learning.live.accessHelp": "learning.live.accessHelp",
  "home.section.continue": "home.sections.continueCourse",
  "home.section.work-performance": "home.sections.workPerformance",
  "home.section.technology-career": "home.sections.technologyCareer",
  "home.section.self-management": "home.sections.selfManagement",
  "home.section.popular": "home.sections.popularCourses",
  "home.section.popular-picks": "home.sections.popularPicks",
  "home.section.recommended": "home.sections.recommendations",
  "home.section.mandatory": "home.sections.mandatoryCourses",
  "home.section.trending-searches": "home.sections.trendingSearches",
  "commerce.receipt.provider": "course.transaction.provider",
  "commerce.receipt.method": "course.transaction.method",
  "home.section.new-releases": "home.sections.newReleases",
  "commerce.receipt.orderId": "course.sandbox.orderId",
  "field.emailOrPhone": "profile.edit.contactRequired",
  "account.profileSaved": "profile.saved",
  "interests.saved": "profile.interests.saved",
  "interests.unknown": "profile.interests.unknown",
  "mail.deleteLink.button": "profile.deleteAccount.confirmTitle",
  "mail.dataExport.button": "profile.myData.download",
} as const;
export type SharedKey = keyof typeof FROM_WEB;
export const SHARED_PATHS: Readonly<Record<SharedKey, string>> = FROM_WEB;

function webMessage(catalogue: Messages, path: string): string {
  let node: unknown = catalogue;
  for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`no web message at ${path}`);
  return node;
}

function shared(locale: Locale): Record<SharedKey, string> {
  const out = {} as Record<SharedKey, string>;
  for (const [key, path] of Object.entries(FROM_WEB) as [SharedKey, string][])
    out[key] = webMessage(messages[locale], path);
  return out;
}

export const sharedId = shared("id");
export const sharedEn = shared("en");
