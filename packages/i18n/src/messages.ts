/**
 * Messages per namespace (every page loads common and tags; / adds home and course; the course,
 * my-class and transaction routes add course; the company admin console uses admin and reports, the
 * company subscription and the staff console use subscription). Imported statically so both bundles are checked by tsc and the
 * parity test, and so `Messages` below types every key.
 */
import idCommon from "../messages/id/common.json";
import idTags from "../messages/id/tags.json";
import idHome from "../messages/id/home.json";
import idCourse from "../messages/id/course.json";
import idAuth from "../messages/id/auth.json";
import idSearch from "../messages/id/search.json";
import idErrors from "../messages/id/errors.json";
import idLearning from "../messages/id/learning.json";
import idProfile from "../messages/id/profile.json";
import idSubscription from "../messages/id/subscription.json";
import idReports from "../messages/id/reports.json";
import idAdmin from "../messages/id/admin.json";
import idLegal from "../messages/id/legal.json";
import enCommon from "../messages/en/common.json";
import enTags from "../messages/en/tags.json";
import enHome from "../messages/en/home.json";
import enCourse from "../messages/en/course.json";
import enAuth from "../messages/en/auth.json";
import enSearch from "../messages/en/search.json";
import enErrors from "../messages/en/errors.json";
import enLearning from "../messages/en/learning.json";
import enProfile from "../messages/en/profile.json";
import enSubscription from "../messages/en/subscription.json";
import enReports from "../messages/en/reports.json";
import enAdmin from "../messages/en/admin.json";
import enLegal from "../messages/en/legal.json";
import type { Locale } from "@gk/contracts";

export const NAMESPACES = [
  "common",
  "tags",
  "home",
  "course",
  "auth",
  "search",
  "errors",
  "learning",
  "profile",
  "admin",
  "reports",
  "subscription",
  "legal",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Indonesian is the source of truth for the key set; English must have exactly the same keys (tested). */
const id = {
  common: idCommon,
  tags: idTags,
  home: idHome,
  course: idCourse,
  auth: idAuth,
  search: idSearch,
  errors: idErrors,
  learning: idLearning,
  profile: idProfile,
  admin: idAdmin,
  reports: idReports,
  subscription: idSubscription,
  // the terms and privacy texts: read on the server only, so they are not in every page's client messages
  legal: idLegal,
};
export type Messages = typeof id;

const en: Messages = {
  common: enCommon,
  tags: enTags,
  home: enHome,
  course: enCourse,
  auth: enAuth,
  search: enSearch,
  errors: enErrors,
  learning: enLearning,
  profile: enProfile,
  admin: enAdmin,
  reports: enReports,
  subscription: enSubscription,
  legal: enLegal,
};

export const messages: Record<Locale, Messages> = { id, en };

/** All namespaces, for `getRequestConfig` (the messages are small enough to send whole). */
export function getMessages(locale: Locale): Messages {
  return messages[locale];
}

/** Only the namespaces a page needs, for a client provider that should not receive everything. */
export function pickNamespaces<N extends Namespace>(
  locale: Locale,
  namespaces: readonly N[],
): Pick<Messages, N> {
  const all = messages[locale];
  return Object.fromEntries(namespaces.map((n) => [n, all[n]])) as Pick<Messages, N>;
}

/** The namespaces each kind of route hands to the client provider. */
export const ROUTE_NAMESPACES = {
  shared: ["common", "tags", "errors"],
  home: ["common", "tags", "errors", "home", "course"],
  course: ["common", "tags", "errors", "course"],
} as const satisfies Record<string, readonly Namespace[]>;
