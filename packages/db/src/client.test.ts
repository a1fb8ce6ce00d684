import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "./client";
import { hashPassword, verifyPassword } from "./passwords";
import { memberships, organisations, users } from "./schema";
import { createTestDatabase, DRIVERS } from "./testing";

describe.each(DRIVERS)("database on %s", (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver, inject("postgresUrl"));
  });
  afterAll(() => database?.close());

  it("runs the migrations again without change and answers ping", async () => {
    await database.migrate();
    expect(await database.ping()).toBe(true);
  });

  it("stores a person with accounts in two organisations", async () => {
    const { db } = database;
    const [a, b] = await db
      .insert(organisations)
      .values([
        { referral: "pt-a", name: "PT A", kind: "company" },
        { referral: "kab-b", name: "Kabupaten B", kind: "government" },
      ])
      .returning();
    const [u] = await db
      .insert(users)
      .values({ fullName: "Dewi Lestari", email: "dewi@example.id", interests: ["digital-it"] })
      .returning();
    await db.insert(memberships).values([
      { userId: u!.id, organisationId: a!.id, role: "learner", employeeNumber: "E-1" },
      { userId: u!.id, organisationId: b!.id, role: "admin" },
    ]);
    const rows = await db.select().from(memberships).where(eq(memberships.userId, u!.id));
    expect(rows.map((r) => r.role).sort()).toEqual(["admin", "learner"]);
    const [again] = await db.select().from(users).where(eq(users.id, u!.id));
    expect(again!.interests).toEqual(["digital-it"]);
  });

  it("refuses a second user with the same email and a repeated employee number in one organisation", async () => {
    const { db } = database;
    await db.insert(users).values({ fullName: "Satu", email: "sama@example.id" });
    await expect(db.insert(users).values({ fullName: "Dua", email: "sama@example.id" })).rejects.toThrow();
    const [org] = await db
      .insert(organisations)
      .values({ referral: "pt-c", name: "PT C", kind: "company" })
      .returning();
    const [u1] = await db.insert(users).values({ fullName: "U1", phone: "6281100000001" }).returning();
    const [u2] = await db.insert(users).values({ fullName: "U2", phone: "6281100000002" }).returning();
    await db.insert(memberships).values({ userId: u1!.id, organisationId: org!.id, employeeNumber: "77" });
    await expect(
      db.insert(memberships).values({ userId: u2!.id, organisationId: org!.id, employeeNumber: "77" }),
    ).rejects.toThrow();
  });

  it("runs parameterised and parameterless raw SQL (the pg-boss path)", async () => {
    const r = await database.executeSql("select $1::int + 1 as n", [41]);
    expect(r.rows[0]).toEqual({ n: 42 });
    const s = await database.executeSql(
      "create temp table t_x (a int); insert into t_x values (1); select count(*)::int as c from t_x",
    );
    expect(s.rows[0]).toEqual({ c: 1 });
  });
});

describe("passwords", () => {
  it("hashes with argon2id at OWASP parameters and verifies", async () => {
    const h = await hashPassword("kopi-tubruk-9");
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(h, "kopi-tubruk-9")).toBe(true);
    expect(await verifyPassword(h, "kopi-tubruk-8")).toBe(false);
    expect(await verifyPassword(null, "x")).toBe(false);
  });
});

describe.each(DRIVERS)("notifications on %s", (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver, inject("postgresUrl"));
  });
  afterAll(() => database?.close());

  it("delivers a NOTIFY payload to a listener and stops after unlisten", async () => {
    const got: string[] = [];
    let listening = 0;
    const unlisten = await database.listen(
      "gk_test_channel",
      (p) => got.push(p),
      () => listening++,
    );
    expect(listening).toBe(1);
    await database.notify("gk_test_channel", "session:42");
    await expect.poll(() => got, { timeout: 5000 }).toEqual(["session:42"]);
    await unlisten();
    // Proving that nothing arrives needs a point in time by which it would have: a marker sent after "after" on
    // a channel that is still listened to. Notifications reach a listener in the order they were committed, so
    // once the marker is here, "after" would be here too had the unlisten not worked.
    const markers: string[] = [];
    const unlistenMarker = await database.listen("gk_test_marker", (p) => markers.push(p));
    try {
      await database.notify("gk_test_channel", "after");
      await database.notify("gk_test_marker", "sent after");
      await expect.poll(() => markers, { timeout: 5000 }).toEqual(["sent after"]);
      expect(got).toEqual(["session:42"]);
    } finally {
      await unlistenMarker();
    }
  });
});
