import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Seed steps that have run on this database, so `db:setup` runs each step once and new steps later. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});
