import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { memberships, users } from "./accounts";

/**
 * Sessions and the short-lived secrets of sign-in. Every token is random (256 bits) and only its sha256 is
 * stored, so a leaked table cannot be replayed.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the account (membership) chosen at login; null for a person without an organisation */
    membershipId: uuid("membership_id").references(() => memberships.id, { onDelete: "cascade" }),
    /** the site (tenant slug) the session was opened on; decides the idle timeout */
    site: text("site").notNull().default("general"),
    /** 0 = no idle timeout */
    idleTimeoutSeconds: integer("idle_timeout_seconds").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** absolute end: 7 days after creation, matching the cookie */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Single-use tokens: password reset links, account-chooser tickets and the mailed confirmations that link a
 * Google account to an existing one (that token carries the Google subject, so its hash binds the two), and
 * the mailed confirmation with which an account that has no password asks for its deletion.
 */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose", {
      enum: ["password-reset", "account-chooser", "google-link", "account-delete"],
    }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    site: text("site").notNull().default("general"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("one_time_tokens_user_idx").on(t.userId, t.purpose)],
);

/** LMS login nonces: a nonce seen once is refused again (replay protection). */
export const lmsNonces = pgTable(
  "lms_nonces",
  {
    site: text("site").notNull(),
    nonce: text("nonce").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site, t.nonce] })],
);

/**
 * Failed sign-in attempts per key (account + client address). Kept in the database so every API replica
 * sees the same counts.
 */
export const authThrottle = pgTable("auth_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Session = typeof sessions.$inferSelect;
