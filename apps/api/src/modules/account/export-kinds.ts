/** The kinds of data in the archive, a JSON file each, in the order the summary lists them. */
export const EXPORT_KINDS = [
  "profile",
  "accounts",
  "enrolments",
  "progress",
  "quiz-attempts",
  "certificates",
  "reviews",
  "feedback",
  "transactions",
  "points",
  "paid-upgrades",
  "coach-conversations",
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
