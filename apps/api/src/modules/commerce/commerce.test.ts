import { randomUUID } from "node:crypto";
import {
  certificates,
  courses,
  enrolments,
  memberships,
  organisations,
  paidUpgrades,
  promoCodes,
  transactionEvents,
  transactions,
} from "@gk/db";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { sandboxNotification } from "./providers/sandbox";
import type { Notification } from "./providers/types";
import { applyNotification, expireIfDue, EXPIRE_JOB } from "./service";

const GENERAL = "http://localhost:3000";
const NO_PAYMENTS = "http://trenggalek.localhost:3000";
const PRICE = 149_000;
const DAY_MS = 24 * 3600_000;

/**
 * The paid upgrade on a real server: the quote with its promo code and every reason a code does not apply, in
 * both languages; buying with an idempotency key; the race for a code's last use; only the owner sees a
 * transaction; the provider's notifications applied once (duplicates, late arrivals and a wrong amount change
 * nothing); the expiry job; the refund; and the audit that cannot be rewritten.
 */
describe.each(DRIVERS)("commerce on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  let paid: { id: string; slug: string; nameId: string };
  let paid2: { id: string; slug: string };
  let free: { slug: string };
  let learners: { id: string; token: string }[] = [];

  const call = (
    method: "GET" | "POST",
    url: string,
    opts: { token?: string; body?: unknown; locale?: string; origin?: string } = {},
  ) =>
    api.app.inject({
      method,
      url,
      headers: {
        origin: opts.origin ?? GENERAL,
        "accept-language": opts.locale ?? "id",
        ...(opts.token ? bearer(opts.token) : {}),
        ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(opts.body !== undefined ? { payload: JSON.stringify(opts.body) } : {}),
    });
  const db = () => api.database.db;
  const quote = (token: string, courseSlug: string, promoCode?: string, locale = "id") =>
    call("POST", "/commerce/quote", {
      token,
      locale,
      body: { courseSlug, ...(promoCode ? { promoCode } : {}) },
    });
  const buy = (token: string, courseSlug: string, promoCode?: string, key = `key-${randomUUID()}`) =>
    call("POST", "/transactions", {
      token,
      body: { courseSlug, idempotencyKey: key, ...(promoCode ? { promoCode } : {}) },
    });
  const promo = async (values: Partial<typeof promoCodes.$inferInsert> & { code: string }) => {
    const [row] = await db()
      .insert(promoCodes)
      .values({ kind: "percent", value: 10, ...values })
      .returning();
    return row!;
  };
  const row = async (id: string) =>
    (await db().select().from(transactions).where(eq(transactions.id, id)))[0]!;
  const events = (id: string) =>
    db()
      .select()
      .from(transactionEvents)
      .where(eq(transactionEvents.transactionId, id))
      .orderBy(asc(transactionEvents.at), asc(transactionEvents.id));
  const notification = (orderId: string, status: Notification["status"], amount: string): Notification => ({
    orderId,
    status,
    amount,
    providerRef: `sbx-${randomUUID()}`,
    paymentMethod: "bank_transfer",
    raw: { order_id: orderId, status, gross_amount: amount },
  });
  const newLearner = async (name: string) => {
    const { openSession } = await import("../auth/sessions");
    const { users } = await import("@gk/db");
    const [u] = await db()
      .insert(users)
      .values({ fullName: name, email: `${randomUUID()}@contoh.id` })
      .returning();
    const token = await openSession(db(), api.config, { userId: u!.id, membershipId: null, site: "general" });
    return { id: u!.id, token };
  };
  const upgrades = (userId: string) =>
    db().select().from(paidUpgrades).where(eq(paidUpgrades.userId, userId));

  beforeAll(async () => {
    api = await startTestApi(driver, {
      config: testConfig({}, (c) => {
        c.rateLimit.perIpPerMinute = 10_000;
      }),
    });
    fx = await catalogueFixture(api.database.db, api.config);
    const [a, b, c] = fx.all.slice(-3);
    for (const course of [a!, b!])
      await db().update(courses).set({ priceRupiah: PRICE }).where(eq(courses.id, course.id));
    await db().update(courses).set({ priceRupiah: 0 }).where(eq(courses.id, c!.id));
    const [p] = await db().select().from(courses).where(eq(courses.id, a!.id));
    paid = { id: p!.id, slug: p!.slug, nameId: p!.nameId };
    paid2 = { id: b!.id, slug: b!.slug };
    free = { slug: c!.slug };
    learners = [];
    for (let i = 0; i < 8; i++) learners.push(await newLearner(`Pelajar ${i}`));
  }, 180_000);
  afterAll(async () => {
    await api?.close();
  });

  it("quotes the upgrade with and without a promo code, in whole rupiah", async () => {
    await promo({ code: "Q-PERSEN20", kind: "percent", value: 20 });
    await promo({ code: "Q-HEMAT25K", kind: "fixed", value: 25_000 });
    await promo({ code: "Q-BESAR", kind: "fixed", value: 500_000 });
    await promo({ code: "Q-GANJIL", kind: "percent", value: 33 });
    const me = fx.plain.token;
    const plain = await quote(me, paid.slug);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toEqual({
      courseSlug: paid.slug,
      listPrice: PRICE,
      discount: 0,
      total: PRICE,
      promoCode: null,
      promoLabel: null,
    });
    expect((await quote(me, paid.slug, "q-persen20")).json().data).toMatchObject({
      discount: 29_800,
      total: 119_200,
      promoCode: "Q-PERSEN20",
      promoLabel: "20%",
    });
    expect((await quote(me, paid.slug, " Q-HEMAT25K ")).json().data).toMatchObject({
      discount: 25_000,
      total: 124_000,
      promoLabel: "Rp25,000",
    });
    // a fixed amount above the price makes it free, never negative
    expect((await quote(me, paid.slug, "Q-BESAR")).json().data).toMatchObject({ discount: PRICE, total: 0 });
    // 33% of 149,000 is 49,170 exactly; of 149,999 it would be 49,499.67: rounded down
    await db().update(courses).set({ priceRupiah: 149_999 }).where(eq(courses.id, paid.id));
    expect((await quote(me, paid.slug, "Q-GANJIL")).json().data).toMatchObject({
      discount: 49_499,
      total: 100_500,
    });
    await db().update(courses).set({ priceRupiah: PRICE }).where(eq(courses.id, paid.id));
  });

  it("tells why a promo code does not apply, under its field, in Indonesian and English", async () => {
    const [org] = await db()
      .insert(organisations)
      .values({ referral: "dinas-uji-promo", name: "Dinas Uji", kind: "government" })
      .returning();
    await promo({ code: "Q-NANTI", startsAt: new Date("2099-01-15T03:00:00Z") });
    await promo({ code: "Q-LEWAT", endsAt: new Date("2024-06-30T10:00:00Z") });
    await promo({ code: "Q-HABIS", maxUses: 2, usedCount: 2 });
    await promo({ code: "Q-KURSUS", courseIds: [paid2.id] });
    await promo({ code: "Q-SITUS", site: "business" });
    await promo({ code: "Q-ORG", organisationId: org!.id });
    await promo({ code: "Q-MATI", active: false });
    const me = fx.plain.token;
    const cases: [string, string, string][] = [
      [
        "TIDAK-ADA",
        "Kode promo tidak ditemukan. Periksa kembali penulisannya.",
        "Promo code not found. Check how it is spelled.",
      ],
      [
        "Q-MATI",
        "Kode promo tidak ditemukan. Periksa kembali penulisannya.",
        "Promo code not found. Check how it is spelled.",
      ],
      [
        "Q-NANTI",
        "Kode promo ini belum berlaku. Berlaku mulai 15 Januari 2099.",
        "This promo code is not valid yet. It starts on 15 January 2099.",
      ],
      [
        "Q-LEWAT",
        "Kode promo ini sudah tidak berlaku sejak 30 Juni 2024.",
        "This promo code has not been valid since 30 June 2024.",
      ],
      ["Q-HABIS", "Kuota kode promo ini sudah habis.", "This promo code has been used up."],
      [
        "Q-KURSUS",
        "Kode promo ini tidak berlaku untuk kursus ini.",
        "This promo code does not apply to this course.",
      ],
      [
        "Q-SITUS",
        "Kode promo ini tidak berlaku di situs ini.",
        "This promo code does not apply on this site.",
      ],
      [
        "Q-ORG",
        "Kode promo ini hanya berlaku untuk anggota organisasi tertentu.",
        "This promo code is only for members of a particular organisation.",
      ],
    ];
    for (const [code, id, en] of cases) {
      const resId = await quote(me, paid.slug, code, "id");
      expect(resId.statusCode, code).toBe(422);
      expect(resId.json().errors, code).toEqual({ promoCode: [id] });
      const resEn = await quote(me, paid.slug, code, "en");
      expect(resEn.json().errors, code).toEqual({ promoCode: [en] });
      // buying with it is refused the same way, and writes nothing
      const bought = await buy(me, paid.slug, code);
      expect(bought.statusCode, code).toBe(422);
      expect(bought.json().errors, code).toEqual({ promoCode: [id] });
    }
    expect(await db().select().from(transactions).where(eq(transactions.userId, fx.plain.id))).toEqual([]);
    // a member of the organisation may use its code
    await db().insert(memberships).values({ userId: learners[7]!.id, organisationId: org!.id });
    expect((await quote(learners[7]!.token, paid.slug, "Q-ORG")).statusCode).toBe(200);
  });

  it("sells nothing where payments are off, nor a free course, nor one already open in full", async () => {
    const off = await call("POST", "/commerce/quote", {
      token: fx.plain.token,
      origin: NO_PAYMENTS,
      body: { courseSlug: paid.slug },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe("Situs ini tidak menerima pembayaran.");
    const gratis = await quote(fx.plain.token, free.slug);
    expect(gratis.statusCode).toBe(409);
    expect(gratis.json().message).toBe("Kursus ini gratis; tidak perlu upgrade.");
    const employee = await quote(fx.employee.token, fx.picks[0]!.slug);
    expect([404, 409]).toContain(employee.statusCode);
    const unseen = await quote(fx.plain.token, "tidak-ada-kursus-ini");
    expect(unseen.statusCode).toBe(404);
    expect(await db().select().from(transactions).where(eq(transactions.userId, fx.employee.id))).toEqual([]);
  });

  it("creates one transaction per idempotency key: a retry answers the same one", async () => {
    const me = learners[0]!;
    const key = `tekan-bayar-${randomUUID()}`;
    const first = await buy(me.token, paid.slug, undefined, key);
    expect(first.statusCode).toBe(201);
    const tx = first.json().data;
    expect(tx).toMatchObject({
      status: "pending",
      course: { slug: paid.slug, name: `Upgrade: ${paid.nameId}` },
      listPrice: PRICE,
      discount: 0,
      total: PRICE,
      provider: "sandbox",
      promoCode: null,
      paidAt: null,
    });
    expect(tx.orderId).toMatch(/^GK-[A-Z0-9]{12}$/);
    expect(tx.paymentUrl).toBe(`${GENERAL}/sandbox-checkout/${tx.orderId}`);
    expect(new Date(tx.expiresAt).getTime() - new Date(tx.createdAt).getTime()).toBe(DAY_MS);
    expect(tx.events).toEqual([
      { at: expect.any(String), kind: "created", fromStatus: null, toStatus: "pending" },
    ]);
    const again = await buy(me.token, paid.slug, undefined, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // two presses at once with one key: still one transaction
    const key2 = `tekan-dua-${randomUUID()}`;
    const both = await Promise.all([
      buy(me.token, paid.slug, undefined, key2),
      buy(me.token, paid.slug, undefined, key2),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0].json().data.id).toBe(both[1].json().data.id);
    // the same key for another course is a conflict, and nothing is written
    const other = await buy(me.token, paid2.slug, undefined, key);
    expect(other.statusCode).toBe(409);
    const mine = await db().select().from(transactions).where(eq(transactions.userId, me.id));
    expect(mine).toHaveLength(2);
    // the expiry job is due at the expiry time
    const jobs = await api.database.executeSql(
      `select start_after from pgboss.job where name = $1 and data->>'id' = $2`,
      [EXPIRE_JOB, tx.id],
    );
    expect(jobs.rows).toHaveLength(1);
    expect(new Date((jobs.rows[0] as { start_after: string }).start_after).toISOString()).toBe(tx.expiresAt);
  });

  it("gives the last use of a code to one of two racing learners, and counts it only on payment", async () => {
    const code = await promo({ code: "Q-SATU", maxUses: 1 });
    const [a, b] = [learners[1]!, learners[2]!];
    const raced = await Promise.all([buy(a.token, paid.slug, "Q-SATU"), buy(b.token, paid.slug, "Q-SATU")]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const loser = raced.find((r) => r.statusCode === 422)!;
    expect(loser.json().errors).toEqual({ promoCode: ["Kuota kode promo ini sudah habis."] });
    const won = raced.find((r) => r.statusCode === 201)!.json().data;
    expect(won).toMatchObject({ promoCode: "Q-SATU", discount: 14_900, total: 134_100 });
    // many at once: still one
    await promo({ code: "Q-SATU-LAGI", maxUses: 1 });
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => newLearner(`Pelajar Antre ${i}`)));
    const crowd = await Promise.all(
      people.map((l) =>
        call("POST", "/commerce/quote", { token: l.token, body: { courseSlug: paid2.slug } }).then(() =>
          buy(l.token, paid2.slug, "Q-SATU-LAGI"),
        ),
      ),
    );
    expect(crowd.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    // held, not yet counted
    const [held] = await db().select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(held!.usedCount).toBe(0);
    // the winner pays: now it counts
    const result = await applyNotification(
      api.app.ctx,
      "sandbox",
      notification(won.orderId, "paid", "134100.00"),
    );
    expect(result.outcome).toBe("applied");
    const [counted] = await db().select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(counted!.usedCount).toBe(1);
    // a failed transaction gives its hold back
    const hold = await promo({ code: "Q-LEPAS", maxUses: 1 });
    const c = learners[3]!;
    const first = (await buy(c.token, paid.slug, "Q-LEPAS")).json().data;
    expect((await quote(learners[4]!.token, paid.slug, "Q-LEPAS")).statusCode).toBe(422);
    await applyNotification(
      api.app.ctx,
      "sandbox",
      notification(first.orderId, "failed", String(first.total)),
    );
    expect((await quote(learners[4]!.token, paid.slug, "Q-LEPAS")).statusCode).toBe(200);
    const [after] = await db().select().from(promoCodes).where(eq(promoCodes.id, hold.id));
    expect(after!.usedCount).toBe(0);
  });

  it("shows a transaction to its owner only: anyone else's id is not found, a malformed one is refused", async () => {
    const owner = learners[0]!;
    const list = await call("GET", "/transactions", { token: owner.token });
    expect(list.statusCode).toBe(200);
    const items = list.json().data.items as { id: string; createdAt: string }[];
    expect(items).toHaveLength(2);
    expect(items[0]!.createdAt >= items[1]!.createdAt).toBe(true);
    const id = items[0]!.id;
    expect((await call("GET", `/transactions/${id}`, { token: owner.token })).statusCode).toBe(200);
    const stranger = await call("GET", `/transactions/${id}`, { token: fx.plain.token });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe("Transaksi tidak ditemukan.");
    const strangerEn = await call("GET", `/transactions/${id}`, { token: fx.plain.token, locale: "en" });
    expect(strangerEn.json().message).toBe("Transaction not found.");
    expect((await call("GET", `/transactions/${id}/receipt`, { token: fx.plain.token })).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/transactions/${randomUUID()}`, { token: owner.token })).statusCode).toBe(404);
    expect((await call("GET", "/transactions/bukan-id", { token: owner.token })).statusCode).toBe(422);
    expect((await call("GET", "/transactions/bukan-id/receipt", { token: owner.token })).statusCode).toBe(
      422,
    );
    expect((await call("GET", `/transactions/${id}`)).statusCode).toBe(401);
    const others = (await call("GET", "/transactions", { token: fx.plain.token })).json().data;
    expect(others).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it("applies a payment once: duplicates and late reports change nothing, a wrong amount is refused", async () => {
    const me = learners[5]!;
    const tx = (await buy(me.token, paid.slug)).json().data;
    // a wrong amount: nothing changes, the payload is kept
    for (const amount of ["149000.01", "14900", "149,000", "1.49e5", ""]) {
      const r = await applyNotification(api.app.ctx, "sandbox", notification(tx.orderId, "paid", amount));
      expect(r.outcome, amount).toBe("amount_mismatch");
    }
    expect((await row(tx.id)).status).toBe("pending");
    expect(await upgrades(me.id)).toEqual([]);
    const mismatch = (await events(tx.id)).filter((e) => e.kind === "amount_mismatch");
    expect(mismatch).toHaveLength(5);
    expect(mismatch[0]!.payload).toMatchObject({ raw: { gross_amount: "149000.01" }, expected: PRICE });
    // another provider's word about our sandbox order is not ours to apply
    expect(
      (await applyNotification(api.app.ctx, "midtrans", notification(tx.orderId, "paid", "149000.00")))
        .outcome,
    ).toBe("unknown");
    expect(
      (await applyNotification(api.app.ctx, "sandbox", notification("GK-BUKAN-KITA", "paid", "1"))).outcome,
    ).toBe("unknown");
    // processing, then paid (as "149000.00")
    expect(
      (await applyNotification(api.app.ctx, "sandbox", notification(tx.orderId, "processed", "149000")))
        .outcome,
    ).toBe("applied");
    const paidNow = await applyNotification(
      api.app.ctx,
      "sandbox",
      notification(tx.orderId, "paid", "149000.00"),
    );
    expect(paidNow).toEqual({ outcome: "applied", transactionId: tx.id, status: "paid" });
    const afterPay = await row(tx.id);
    expect(afterPay.paidAt).not.toBeNull();
    expect(afterPay.paymentMethod).toBe("bank_transfer");
    expect(await upgrades(me.id)).toMatchObject([{ courseId: paid.id, transactionId: tx.id }]);
    // replayed and reordered: nothing moves
    for (const late of ["paid", "pending", "processed", "expired", "failed"] as const) {
      const r = await applyNotification(api.app.ctx, "sandbox", notification(tx.orderId, late, "149000.00"));
      expect(r.outcome, late).toBe("ignored");
    }
    expect(await expireIfDue(api.app.ctx, { id: tx.id }, new Date(Date.now() + 2 * DAY_MS))).toBe(false);
    const still = await row(tx.id);
    expect(still.status).toBe("paid");
    expect(still.paidAt).toEqual(afterPay.paidAt);
    expect(await upgrades(me.id)).toHaveLength(1);
    const kinds = (await events(tx.id)).map((e) => [e.kind, e.fromStatus, e.toStatus]);
    expect(kinds.filter(([k]) => k === "ignored")).toHaveLength(5);
    expect(kinds).toContainEqual(["notification", "pending", "processed"]);
    expect(kinds).toContainEqual(["notification", "processed", "paid"]);
    // every notification's raw payload is kept
    expect((await events(tx.id)).filter((e) => e.actor === "provider").every((e) => "raw" in e.payload)).toBe(
      true,
    );
    // the learner sees the history without the payloads
    const detail = (await call("GET", `/transactions/${tx.id}`, { token: me.token })).json().data;
    expect(detail.status).toBe("paid");
    expect(detail.paymentUrl).toBeNull();
    expect(JSON.stringify(detail.events)).not.toContain("gross_amount");
    // two payments of one order arriving together apply once
    const twin = (await buy(me.token, paid2.slug)).json().data;
    const together = await Promise.all([
      applyNotification(api.app.ctx, "sandbox", notification(twin.orderId, "paid", "149000.00")),
      applyNotification(api.app.ctx, "sandbox", notification(twin.orderId, "paid", "149000.00")),
    ]);
    expect(together.map((r) => r.outcome).sort()).toEqual(["applied", "ignored"]);
    expect((await events(twin.id)).filter((e) => e.toStatus === "paid")).toHaveLength(1);
  });

  it("a refund takes the upgrade away again; the receipt says so", async () => {
    const me = learners[6]!;
    const tx = (await buy(me.token, paid.slug)).json().data;
    expect((await call("GET", `/transactions/${tx.id}/receipt`, { token: me.token })).statusCode).toBe(409);
    await applyNotification(api.app.ctx, "sandbox", notification(tx.orderId, "paid", "149000.00"));
    expect(await upgrades(me.id)).toHaveLength(1);
    const receipt = await call("GET", `/transactions/${tx.id}/receipt`, { token: me.token });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const r = await applyNotification(
      api.app.ctx,
      "sandbox",
      notification(tx.orderId, "refunded", "149000.00"),
    );
    expect(r.outcome).toBe("applied");
    expect(await upgrades(me.id)).toEqual([]);
    expect((await row(tx.id)).closedAt).not.toBeNull();
    expect((await call("GET", `/transactions/${tx.id}/receipt`, { token: me.token })).statusCode).toBe(200);
    // refunded is final
    expect(
      (await applyNotification(api.app.ctx, "sandbox", notification(tx.orderId, "paid", "149000.00")))
        .outcome,
    ).toBe("ignored");
    expect(await upgrades(me.id)).toEqual([]);
  });

  it("paying after finishing the course issues the certificate at once", async () => {
    const me = await newLearner("Pelajar Tuntas");
    const now = new Date();
    await db()
      .insert(enrolments)
      .values({ userId: me.id, courseId: paid.id, enrolledAt: now, lastActivityAt: now, completedAt: now });
    await db().update(courses).set({ certificateOffered: true }).where(eq(courses.id, paid.id));
    const tx = (await buy(me.token, paid.slug)).json().data;
    const before = await db().select().from(certificates).where(eq(certificates.userId, me.id));
    expect(before).toEqual([]);
    await applyNotification(api.app.ctx, "sandbox", notification(tx.orderId, "paid", "149000.00"));
    const after = await db().select().from(certificates).where(eq(certificates.userId, me.id));
    expect(after).toMatchObject([{ courseId: paid.id, fullName: "Pelajar Tuntas" }]);
  });

  it("a 100% code pays the upgrade at once, without a checkout", async () => {
    await promo({ code: "Q-GRATIS", value: 100, maxUsesPerUser: 1 });
    const me = await newLearner("Pelajar Gratis");
    const res = await buy(me.token, paid.slug, "Q-GRATIS");
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: "paid",
      total: 0,
      discount: PRICE,
      provider: "none",
      paymentUrl: null,
    });
    expect(await upgrades(me.id)).toHaveLength(1);
    // once per learner
    const again = await quote(me.token, paid2.slug, "Q-GRATIS", "en");
    expect(again.json().errors).toEqual({ promoCode: ["You have already used this promo code."] });
  });

  it("expires a transaction left unpaid through the job, and leaves a paid one alone", async () => {
    const me = await newLearner("Pelajar Lupa");
    const tx = (await buy(me.token, paid.slug)).json().data;
    expect(await expireIfDue(api.app.ctx, { id: tx.id })).toBe(false);
    expect((await row(tx.id)).status).toBe("pending");
    // its time comes: the queued job closes it
    await db()
      .update(transactions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(transactions.id, tx.id));
    await api.app.ctx.jobs.boss.send(EXPIRE_JOB, { id: tx.id });
    for (let i = 0; i < 100 && (await row(tx.id)).status !== "expired"; i++)
      await new Promise((r) => setTimeout(r, 100));
    const closed = await row(tx.id);
    expect(closed.status).toBe("expired");
    expect(closed.closedAt).not.toBeNull();
    const last = (await events(tx.id)).at(-1)!;
    expect(last).toMatchObject({
      actor: "system",
      kind: "expired",
      fromStatus: "pending",
      toStatus: "expired",
    });
    // twice is harmless, and a payment after expiry is not applied
    expect(await expireIfDue(api.app.ctx, { id: tx.id })).toBe(false);
    expect(
      (await applyNotification(api.app.ctx, "sandbox", notification(tx.orderId, "paid", "149000"))).outcome,
    ).toBe("ignored");
    expect(await upgrades(me.id)).toEqual([]);
  });

  it("fails the transaction when the provider cannot be reached, and says to try later", async () => {
    const me = await newLearner("Pelajar Sabar");
    const before = api.config.payments.provider;
    api.config.payments.provider = "midtrans"; // no server key: Midtrans is unavailable
    try {
      const res = await call("POST", "/transactions", {
        token: me.token,
        locale: "en",
        body: { courseSlug: paid.slug, idempotencyKey: `k-${randomUUID()}` },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe("Payment is not available right now. Please try again in a moment.");
    } finally {
      api.config.payments.provider = before;
    }
    const [tx] = await db().select().from(transactions).where(eq(transactions.userId, me.id));
    expect(tx!.status).toBe("failed");
    expect((await events(tx!.id)).map((e) => e.kind)).toEqual(["created", "provider_unavailable"]);
    expect(await upgrades(me.id)).toEqual([]);
  });

  it("end to end through the sandbox checkout: promo, pay, paid page, receipt; the replayed webhook changes nothing", async () => {
    await promo({ code: "Q-ALUR", kind: "fixed", value: 25_000 });
    const me = await newLearner("Pelajar Alur");
    const created = await buy(me.token, paid.slug, "q-alur");
    expect(created.statusCode).toBe(201);
    const tx = created.json().data;
    expect(tx).toMatchObject({ status: "pending", total: 124_000, promoCode: "Q-ALUR" });
    const order = await call("GET", `/payments/sandbox/${tx.orderId}`, { token: me.token });
    expect(order.json().data).toMatchObject({ amount: 124_000, transactionId: tx.id, status: "pending" });
    const pay = await call("POST", `/payments/sandbox/${tx.orderId}/pay`, { token: me.token });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().data.status).toBe("paid");
    const page = (await call("GET", `/transactions/${tx.id}`, { token: me.token, locale: "en" })).json().data;
    expect(page).toMatchObject({ status: "paid", paymentUrl: null, paymentMethod: "sandbox" });
    expect(page.events.map((e: { kind: string }) => e.kind)).toEqual(["created", "notification"]);
    expect(await upgrades(me.id)).toHaveLength(1);
    const [counted] = await db().select().from(promoCodes).where(eq(promoCodes.code, "Q-ALUR"));
    expect(counted!.usedCount).toBe(1);
    // bought in Indonesian: the receipt stays Indonesian on an English screen
    const receipt = await call("GET", `/transactions/${tx.id}/receipt`, { token: me.token, locale: "en" });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    expect(receipt.headers["content-language"]).toBe("id");
    // the provider sends it again, then a late "expired": 200 both times, nothing moves, nothing counted twice
    for (const status of ["paid", "expired"] as const) {
      const again = sandboxNotification(api.config.payments.sandbox.secret, {
        orderId: tx.orderId,
        status,
        amount: 124_000,
        transactionId: `sbx-${randomUUID()}`,
      });
      const res = await api.app.inject({
        method: "POST",
        url: "/payments/notifications/sandbox",
        headers: again.headers,
        payload: again.rawBody,
      });
      expect(res.statusCode, status).toBe(200);
    }
    expect((await row(tx.id)).status).toBe("paid");
    const [still] = await db().select().from(promoCodes).where(eq(promoCodes.code, "Q-ALUR"));
    expect(still!.usedCount).toBe(1);
    expect(await upgrades(me.id)).toHaveLength(1);
  });

  it("keeps the audit append-only", async () => {
    const [any] = await db().select().from(transactionEvents).limit(1);
    await expect(
      db().update(transactionEvents).set({ kind: "rewritten" }).where(eq(transactionEvents.id, any!.id)),
    ).rejects.toThrow();
    await expect(db().delete(transactionEvents).where(eq(transactionEvents.id, any!.id))).rejects.toThrow();
    await expect(db().execute(sql`truncate transaction_events`)).rejects.toThrow();
    const [same] = await db()
      .select()
      .from(transactionEvents)
      .where(and(eq(transactionEvents.id, any!.id)));
    expect(same!.kind).toBe(any!.kind);
  });
});
