import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../client";

/** PostgreSQL allows 65,535 parameters per statement; stay well below with wide rows. */
const MAX_PARAMS = 20_000;

/** Multi-row inserts in chunks sized by the row width, so one seed path works on PGlite and PostgreSQL. */
export async function insertMany(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const width = Math.max(1, Object.keys(rows[0]!).length);
  const size = Math.max(1, Math.floor(MAX_PARAMS / width));
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size));
}
