import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { createDatabase, type Database } from "./client";

/**
 * Test support shared by every package whose integration tests run on both drivers: each call gives a fresh,
 * migrated database (PGlite in memory, or a new PostgreSQL database dropped on close) so test files can run
 * in parallel without seeing each other's rows.
 */
export const DRIVERS = ["pglite", "postgres"] as const;
export type Driver = (typeof DRIVERS)[number];

export async function createTestDatabase(driver: Driver, postgresUrl: string | undefined): Promise<Database> {
  if (driver === "pglite") {
    const database = await createDatabase({ url: "memory://" });
    await database.migrate();
    return database;
  }
  if (!postgresUrl) throw new Error("TEST_POSTGRES_URL is not set (the vitest globalSetup provides it)");
  const name = `gk_t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), max: 5 });
  await database.migrate();
  const close = database.close;
  database.close = async () => {
    await close();
    const drop = postgres(postgresUrl, { max: 1, onnotice: () => {} });
    try {
      await dropForce(drop, name);
    } finally {
      await drop.end();
    }
  };
  return database;
}

/**
 * `drop database … with (force)` ends the other sessions of that database, but a role without
 * pg_signal_backend may not end an autovacuum worker (it has no role of its own), and PostgreSQL refuses the
 * whole drop with "must be a member of the role whose process is being terminated". A worker that has just
 * started on the tables a test wrote is gone within moments, so the drop is tried again for a few seconds.
 */
async function dropForce(sql: postgres.Sql, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql.unsafe(`drop database if exists ${name} with (force)`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== "42501" || attempt >= 25) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
