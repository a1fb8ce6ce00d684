import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../client";
import { verifyPassword } from "../passwords";
import { organisations, users } from "../schema";
import { createTestDatabase, DRIVERS } from "../testing";
import { DEMO_COMPANY, DEMO_USERS, demoMemberships, seedDemoUsers, seedOrganisations } from "./accounts";
import { runSeed } from "./index";

describe.each(DRIVERS)("account seed on %s", (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver, inject("postgresUrl"));
  });
  afterAll(() => database?.close());

  it("creates the organisations of the named sites and the demo company, once", async () => {
    const n = await seedOrganisations(database.db);
    expect(n).toBeGreaterThan(10);
    expect(await seedOrganisations(database.db)).toBe(0);
    const rows = await database.db.select().from(organisations);
    expect(rows.map((r) => r.referral)).toEqual(
      expect.arrayContaining(["trenggalek", "kemenkes", "angkasa", DEMO_COMPANY.referral]),
    );
    expect(rows.find((r) => r.referral === "trenggalek")!.kind).toBe("government");
  });

  it("creates the demo users with working passwords and their accounts", async () => {
    expect(await seedDemoUsers(database.db)).toBe(DEMO_USERS.length);
    expect(await seedDemoUsers(database.db)).toBe(0);
    for (const demo of DEMO_USERS) {
      const [row] = await database.db.select().from(users).where(eq(users.email, demo.email));
      expect(await verifyPassword(row!.passwordHash, demo.password), demo.key).toBe(true);
    }
    expect(await demoMemberships(database.db, "rina@demo.gurukita.id")).toHaveLength(2);
    expect(await demoMemberships(database.db, "wayan@nusantara-maju.co.id")).toEqual([
      { referral: "nusantara-maju", role: "learner", employeeNumber: "NM-0042" },
    ]);
  });

  it("records the steps so a second run skips them", async () => {
    const steps = [{ name: "organisations", run: async () => "x" }];
    expect((await runSeed(database, { steps, log: null })).ran).toHaveLength(1);
    expect((await runSeed(database, { steps, log: null })).skipped).toEqual(["organisations"]);
  });
});
