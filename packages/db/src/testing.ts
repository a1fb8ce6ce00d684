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
    await drop.unsafe(`drop database if exists ${name} with (force)`);
    await drop.end();
  };
  return database;
}
