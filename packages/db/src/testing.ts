import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { createDatabase, dumpPglite, type Database } from "./client";
import { migrationsFolder } from "./paths";

/**
 * Test support shared by every package whose integration tests run on both drivers: each call gives a fresh,
 * migrated database (PGlite in memory, or a new PostgreSQL database dropped on close) so test files can run
 * in parallel without seeing each other's rows.
 *
 * Migrating costs seconds per database (initdb and every migration on PGlite, every migration on PostgreSQL)
 * and the suites make hundreds, so each driver migrates once per set of migrations: PGlite starts from a
 * dumped data directory kept in the system's temp folder, PostgreSQL copies a template database. Both are
 * named by a hash of the migration files, so a new migration makes a new image and never a stale one.
 */
export const DRIVERS = ["pglite", "postgres"] as const;
export type Driver = (typeof DRIVERS)[number];

export async function createTestDatabase(driver: Driver, postgresUrl: string | undefined): Promise<Database> {
  if (driver === "pglite") return createDatabase({ url: "memory://", pgliteImage: await pgliteImage() });
  if (!postgresUrl) throw new Error("TEST_POSTGRES_URL is not set (the vitest globalSetup provides it)");
  const name = `gk_t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  try {
    const template = await postgresTemplate(admin, postgresUrl);
    await admin.unsafe(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await createDatabase({ url: databaseUrl(postgresUrl, name), max: 5 });
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

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

let migrationsKey: string | undefined;
/**
 * A short hash of every committed migration (SQL and journal) and of the PGlite build (its resolved path
 * carries the version; a dump is only read back by the same one): the name of the images made from them.
 */
function migrationsHash(): string {
  if (migrationsKey) return migrationsKey;
  const hash = createHash("sha256").update(import.meta.resolve("@electric-sql/pglite"));
  const files = [
    ...readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql")),
    join("meta", "_journal.json"),
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  migrationsKey = hash.digest("hex").slice(0, 16);
  return migrationsKey;
}

let image: Promise<Blob> | undefined;
/**
 * The migrated PGlite data directory: read from the temp folder, or made once and written there (by a
 * rename, so a parallel test process never reads half a file; two making it at once both write the same).
 */
function pgliteImage(): Promise<Blob> {
  image ??= (async () => {
    const file = join(tmpdir(), `gk-pglite-image-${migrationsHash()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const database = await createDatabase({ url: "memory://" });
      try {
        await database.migrate();
        const dumped = await dumpPglite(database);
        const part = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
        writeFileSync(part, new Uint8Array(await dumped.arrayBuffer()));
        renameSync(part, file);
        return dumped;
      } finally {
        await database.close();
      }
    }
  })();
  return image;
}

/** PostgreSQL's advisory lock key under which one test process at a time makes a missing template. */
const TEMPLATE_LOCK = 4_242_002;

/**
 * The name of a migrated template database for the current migrations, made when missing. It is made under
 * another name and renamed when complete, so a process that crashed half-way leaves no broken template.
 */
async function postgresTemplate(admin: postgres.Sql, serverUrl: string): Promise<string> {
  const name = `gk_tpl_${migrationsHash()}`;
  const exists = async () => (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
  if (await exists()) return name;
  await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
  try {
    if (await exists()) return name;
    const building = `${name}_${randomBytes(3).toString("hex")}`;
    await admin.unsafe(`create database ${building}`);
    // two connections: migrate() holds one for its advisory lock while the migrator runs on the other
    const database = await createDatabase({ url: databaseUrl(serverUrl, building), max: 2 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await admin.unsafe(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`;
  }
}
