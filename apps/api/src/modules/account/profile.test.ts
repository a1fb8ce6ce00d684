import { users } from "@gk/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleOnlyLearner } from "../../../test/account-fixtures";
import { bearer, DRIVERS, json, startTestApi, type TestApi } from "../../../test/harness";

describe.each(DRIVERS)("correcting one's profile on %s", (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver);
  });
  afterAll(() => api?.close());
  const patch = async (token: string | null, body: unknown, locale = "id") => {
    const res = await api.app.inject({
      method: "PATCH",
      url: "/profile",
      headers: { ...(token ? bearer(token) : {}), ...json(body).headers, "accept-language": locale },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() };
  };

  it("saves the name, email and phone the learner gave, and refuses another account's address", async () => {
    const db = api.database.db;
    const { user, token } = await googleOnlyLearner(db, api.config, "wati.ubah@contoh.id", "Wati");
    await googleOnlyLearner(db, api.config, "sudah.ada@contoh.id", "Ada");

    const saved = await patch(token, {
      fullName: "Wati Suryani",
      email: "wati.baru@contoh.id",
      phone: "0812 3456 7000",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.message).toBe("Profil berhasil disimpan");
    expect(saved.body.data.user).toMatchObject({
      fullName: "Wati Suryani",
      email: "wati.baru@contoh.id",
      phone: "6281234567000",
      hasPassword: false,
    });
    // the next request on the same session sees the change (the session cache was told)
    const me = await api.app.inject({ url: "/profile", headers: bearer(token) });
    expect(me.json().data.user.fullName).toBe("Wati Suryani");

    const taken = await patch(token, { fullName: "Wati", email: "SUDAH.ADA@contoh.id", phone: null }, "en");
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual([
      "This email is already registered. Please sign in or use another email.",
    ]);
    const none = await patch(token, { fullName: "Wati", email: null, phone: null });
    expect(none.status).toBe(422);
    const badPhone = await patch(token, {
      fullName: "Wati",
      email: "wati.baru@contoh.id",
      phone: "12345678",
    });
    expect(badPhone.status).toBe(422);
    expect(badPhone.body.errors.phone).toBeDefined();
    // none of the refused changes was written
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      fullName: "Wati Suryani",
      email: "wati.baru@contoh.id",
      phone: "6281234567000",
    });
    expect((await patch(null, { fullName: "Siapa", email: "x@contoh.id", phone: null })).status).toBe(401);
  });
});
