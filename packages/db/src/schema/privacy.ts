import { customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** Raw bytes (PostgreSQL bytea), read and written as a Node Buffer by both drivers. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * "Download my data": one row per request. The job queue builds the ZIP into `archive` (kept in the database,
 * not on one replica's disk, so any replica can hand it out) and mails a link naming the token; only the
 * token's hash is stored. The archive is erased when the link expires (24 h) or the account is deleted.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** set by the job with the archive: the SHA-256 of the mailed link's token */
    tokenHash: text("token_hash"),
    status: text("status", { enum: ["building", "ready", "failed"] })
      .notNull()
      .default("building"),
    locale: text("locale").notNull(),
    site: text("site").notNull(),
    archive: bytes("archive"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("data_exports_token_key").on(t.tokenHash),
    index("data_exports_user_idx").on(t.userId, t.createdAt),
  ],
);
export type DataExport = typeof dataExports.$inferSelect;
