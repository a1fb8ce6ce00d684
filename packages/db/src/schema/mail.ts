import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Mail written to the outbox when no SMTP server is configured (development, demos). */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  /** the .eml file under data/outbox, when written */
  emlPath: text("eml_path"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type OutboxMail = typeof mailOutbox.$inferSelect;
