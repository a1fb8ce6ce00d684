import { hashPassword, providerStaff, users } from "@gk/db";
import { createTestDatabase, DRIVERS } from "@gk/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "@gk/db";
import { staffCommand } from "./staff";
import { isStaff } from "./service";

describe.each(DRIVERS)("the staff command on %s", (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver, inject("postgresUrl"));
    await database.db.insert(users).values({
      fullName: "Tim Baru",
      email: "tim@gurukita.test",
      passwordHash: await hashPassword("x-y-z-123"),
    });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("grants, lists and revokes staff by email; an unknown email or command is refused", async () => {
    const { db } = database;
    expect(await staffCommand(db, ["list"])).toBe("no staff");
    expect(await staffCommand(db, ["grant", "Tim@GuruKita.test"])).toBe("tim@gurukita.test is staff");
    expect(await staffCommand(db, ["grant", "tim@gurukita.test"])).toBe("tim@gurukita.test is staff");
    const [row] = await db.select().from(providerStaff);
    expect(await isStaff(db, row!.userId)).toBe(true);
    expect(await staffCommand(db, ["list"])).toMatch(/^tim@gurukita\.test\tTim Baru\t/);
    expect(await staffCommand(db, ["revoke", "tim@gurukita.test"])).toBe(
      "tim@gurukita.test is no longer staff",
    );
    expect(await isStaff(db, row!.userId)).toBe(false);
    await expect(staffCommand(db, ["grant", "siapa@entah.id"])).rejects.toThrow("no account");
    await expect(staffCommand(db, ["promote"])).rejects.toThrow("usage");
  });
});
