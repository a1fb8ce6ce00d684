import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../client";
import { promoCodes } from "../schema";
import { createTestDatabase, DRIVERS } from "../testing";
import { DEMO_PROMO_CODES, seedPromoCodes } from "./promo-codes";

describe.each(DRIVERS)("promo code seed on %s", (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver, inject("postgresUrl"));
  });
  afterAll(() => database?.close());

  it("creates the README's demo codes once, the ended one already over", async () => {
    expect(await seedPromoCodes(database.db)).toBe(DEMO_PROMO_CODES.length);
    expect(await seedPromoCodes(database.db)).toBe(0);
    const rows = await database.db.select().from(promoCodes);
    expect(rows.map((r) => r.code).sort()).toEqual(
      ["BELAJAR20", "GURUKITA100", "HEMAT25K", "KUOTA1", "LEBARAN2025"].sort(),
    );
    expect(rows.find((r) => r.code === "KUOTA1")!.maxUses).toBe(1);
    expect(rows.find((r) => r.code === "LEBARAN2025")!.endsAt!.getTime()).toBeLessThan(Date.now());
  });
});
