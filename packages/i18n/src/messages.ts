/**
 * Messages per namespace (every page loads common and tags; / adds home and course; the course,
 * my-class and transaction routes add course). Imported statically so both bundles are checked by tsc and the
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
import enCommon from "../messages/en/common.json";
import enTags from "../messages/en/tags.json";
import enHome from "../messages/en/home.json";
import enCourse from "../messages/en/course.json";
import enAuth from "../messages/en/auth.json";
import enSearch from "../messages/en/search.json";
import enErrors from "../messages/en/errors.json";
import enLearning from "../messages/en/learning.json";
import enProfile from "../messages/en/profile.json";
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
