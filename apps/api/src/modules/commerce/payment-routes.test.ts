import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { courses, transactionEvents, transactions } from "@gk/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { midtransSignature } from "./providers/midtrans";
import { sandboxNotification, SANDBOX_SIGNATURE_HEADER } from "./providers/sandbox";
import { XENDIT_TOKEN_HEADER } from "./providers/xendit";

const SERVER_KEY = "SB-Mid-server-test-key-0123456789";
const XENDIT_TOKEN = "xendit-callback-token-for-tests";
const SANDBOX_SECRET = "sandbox-secret-for-route-tests";
const PRICE = 149000;
const ORIGIN = "http://localhost:3000";

/** A provider's create call on 127.0.0.1: records each request and answers with the given body. */
async function standIn(answer: (body: Record<string, unknown>) => unknown) {
  const seen: { url: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> }[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as Record<string, unknown>;
      seen.push({ url: req.url ?? "", headers: req.headers, body });
      res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify(answer(body)));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * The payment webhooks and the sandbox checkout on a real server: notifications are verified before anything
 * changes (401 otherwise), applied once (replays and late arrivals change nothing), an amount that differs from
 * ours is refused (400), and the sandbox's buttons end in paid, failed or expired for the order's payer only.
 */
describe.each(DRIVERS)("payment notifications and the sandbox checkout on %s", (driver) => {
  let api: TestApi;
  let payer: { id: string; token: string };
  let other: { id: string; token: string };
  let courseId = "";
  /** paid courses, one per purchase (a bought upgrade cannot be bought again) */
  let paidSlugs: string[] = [];
  let stand: Awaited<ReturnType<typeof standIn>>;

  beforeAll(async () => {
    api = await startTestApi(driver, {
      config: testConfig({
        MIDTRANS_SERVER_KEY: SERVER_KEY,
        XENDIT_SECRET_KEY: "xnd_development_test",
        XENDIT_CALLBACK_TOKEN: XENDIT_TOKEN,
        PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
      }),
    });
    const fx = await catalogueFixture(api.database.db, api.config);
    payer = fx.plain;
    other = fx.interested;
    courseId = fx.all[0]!.id;
    // a paid course bought through the real create call (the other tests insert their transactions directly)
    const paid = fx.all.slice(1, 6);
    paidSlugs = paid.map((c) => c.slug);
    for (const c of paid)
      await api.database.db.update(courses).set({ priceRupiah: PRICE }).where(eq(courses.id, c.id));
    stand = await standIn((body) =>
      "external_id" in body
        ? {
            id: `inv-${String(body.external_id)}`,
            external_id: body.external_id,
            status: "PENDING",
            invoice_url: `https://checkout-staging.xendit.co/web/inv-${String(body.external_id)}`,
          }
        : {
            token: `tok-${(body.transaction_details as { order_id: string }).order_id}`,
            redirect_url: `https://app.sandbox.midtrans.com/snap/v4/redirection/tok-${(body.transaction_details as { order_id: string }).order_id}`,
          },
    );
    api.config.payments.midtrans.apiUrl = stand.url;
    api.config.payments.xendit.apiUrl = stand.url;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await stand?.close();
  });

  const db = () => api.database.db;
  const newTransaction = async (provider: "sandbox" | "midtrans" | "xendit", userId = payer.id) => {
    const [tx] = await db()
      .insert(transactions)
      .values({
        orderId: `GK-T-${randomUUID().slice(0, 13)}`,
        userId,
        site: "general",
        courseId,
        itemNameId: "Upgrade: Kursus Uji",
        itemNameEn: "Upgrade: Test Course",
        listPrice: PRICE,
        total: PRICE,
        provider,
        expiresAt: new Date(Date.now() + 24 * 3600_000),
      })
      .returning();
    return tx!;
  };
  const stateOf = async (id: string) => {
    const [tx] = await db().select().from(transactions).where(eq(transactions.id, id));
    const events = await db().select().from(transactionEvents).where(eq(transactionEvents.transactionId, id));
    return { status: tx!.status, paidAt: tx!.paidAt, closedAt: tx!.closedAt, events: events.length };
  };
  const post = (provider: string, body: unknown, headers: Record<string, string> = {}, locale = "id") =>
    api.app.inject({
      method: "POST",
      url: `/payments/notifications/${provider}`,
      headers: { "content-type": "application/json", "accept-language": locale, ...headers },
      payload: typeof body === "string" ? body : JSON.stringify(body),
    });

  const midtransBody = (orderId: string, over: Record<string, unknown> = {}) => {
    const body: Record<string, unknown> = {
      transaction_time: "2026-11-23 22:10:00",
      transaction_status: "settlement",
      transaction_id: randomUUID(),
      status_message: "midtrans payment notification",
      status_code: "200",
      payment_type: "bank_transfer",
      order_id: orderId,
      gross_amount: `${PRICE}.00`,
      fraud_status: "accept",
      currency: "IDR",
      ...over,
    };
    body.signature_key = midtransSignature(
      orderId,
      String(body.status_code),
      String(body.gross_amount),
      SERVER_KEY,
    );
    return body;
  };
  const xenditBody = (orderId: string, status: string, amount: number = PRICE) => ({
    id: "579c8d61f23fa4ca35e52da4",
    external_id: orderId,
    user_id: "5781d19b2e2385880609791c",
    status,
    amount,
    paid_amount: amount,
    payment_method: "BANK_TRANSFER",
    payment_channel: "BCA",
    currency: "IDR",
    created: "2026-11-23T22:00:00.000Z",
    updated: "2026-11-23T22:10:00.000Z",
  });
  const xendit = (body: unknown, token = XENDIT_TOKEN) =>
    post("xendit", body, { [XENDIT_TOKEN_HEADER]: token });

  /** buys the paid course's upgrade through the real create call with the given provider as the site's */
  const buy = async (provider: "sandbox" | "midtrans" | "xendit") => {
    const courseSlug = paidSlugs.shift()!;
    api.config.payments.provider = provider;
    try {
      const res = await api.app.inject({
        method: "POST",
        url: "/transactions",
        headers: { origin: ORIGIN, "content-type": "application/json", ...bearer(payer.token) },
        payload: JSON.stringify({ courseSlug, idempotencyKey: `key-${randomUUID()}` }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: string; orderId: string; paymentUrl: string | null; status: string };
    } finally {
      api.config.payments.provider = "sandbox";
    }
  };
  const statusSeenByPayer = async (id: string) =>
    (
      await api.app.inject({
        method: "GET",
        url: `/transactions/${id}`,
        headers: { origin: ORIGIN, ...bearer(payer.token) },
      })
    ).json().data.status as string;

  it("opens a Midtrans Snap checkout with the server key and sends the payer to its redirect_url", async () => {
    const tx = await buy("midtrans");
    const req = stand.seen.at(-1)!;
    expect(req.url).toBe("/snap/v1/transactions");
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString("base64")}`);
    expect(req.body.transaction_details).toEqual({ order_id: tx.orderId, gross_amount: PRICE });
    expect(req.body.callbacks).toEqual({ finish: `${ORIGIN}/transactions/${tx.id}` });
    expect(tx.paymentUrl).toBe(`https://app.sandbox.midtrans.com/snap/v4/redirection/tok-${tx.orderId}`);
    const [row] = await db().select().from(transactions).where(eq(transactions.id, tx.id));
    expect(row!.paymentUrl).toBe(tx.paymentUrl);
    // Midtrans then reports the settlement: the payer sees it paid
    expect((await post("midtrans", midtransBody(tx.orderId))).statusCode).toBe(200);
    expect(await statusSeenByPayer(tx.id)).toBe("paid");
  });

  it("opens a Xendit invoice with the secret key and sends the payer to its invoice_url", async () => {
    const tx = await buy("xendit");
    const req = stand.seen.at(-1)!;
    expect(req.url).toBe("/v2/invoices");
    expect(req.headers.authorization).toBe(
      `Basic ${Buffer.from("xnd_development_test:").toString("base64")}`,
    );
    expect(req.body).toMatchObject({ external_id: tx.orderId, amount: PRICE, currency: "IDR" });
    expect(tx.paymentUrl).toBe(`https://checkout-staging.xendit.co/web/inv-${tx.orderId}`);
    expect((await xendit(xenditBody(tx.orderId, "PAID"))).statusCode).toBe(200);
    expect(await statusSeenByPayer(tx.id)).toBe("paid");
  });

  it("a provider without its key answers 503 in the learner's language, not a 500", async () => {
    const key = api.config.payments.midtrans.serverKey;
    api.config.payments.midtrans.serverKey = undefined;
    api.config.payments.provider = "midtrans";
    try {
      const res = await api.app.inject({
        method: "POST",
        url: "/transactions",
        headers: {
          origin: ORIGIN,
          "content-type": "application/json",
          "accept-language": "en",
          ...bearer(payer.token),
        },
        payload: JSON.stringify({ courseSlug: paidSlugs[0], idempotencyKey: `key-${randomUUID()}` }),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe("Payment is not available right now. Please try again in a moment.");
    } finally {
      api.config.payments.midtrans.serverKey = key;
      api.config.payments.provider = "sandbox";
    }
  });

  it("the sandbox checkout of a real purchase: its own page, then pay ends paid", async () => {
    const tx = await buy("sandbox");
    expect(tx.paymentUrl).toBe(`${ORIGIN}/sandbox-checkout/${tx.orderId}`);
    const pay = await api.app.inject({
      method: "POST",
      url: `/payments/sandbox/${tx.orderId}/pay`,
      headers: { origin: ORIGIN, ...bearer(payer.token) },
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().data.status).toBe("paid");
    expect(await statusSeenByPayer(tx.id)).toBe("paid");
  });

  it("maps every Midtrans status of a recorded notification to ours", async () => {
    const table: [string, string | undefined, string, string][] = [
      ["pending", undefined, "201", "pending"],
      ["authorize", "accept", "200", "processed"],
      ["capture", "challenge", "201", "processed"],
      ["capture", "accept", "200", "paid"],
      ["settlement", undefined, "200", "paid"],
      ["expire", undefined, "407", "expired"],
      ["cancel", undefined, "200", "failed"],
      ["deny", undefined, "202", "failed"],
      ["failure", undefined, "202", "failed"],
    ];
    for (const [status, fraud, code, ours] of table) {
      const tx = await newTransaction("midtrans");
      const res = await post(
        "midtrans",
        midtransBody(tx.orderId, { transaction_status: status, fraud_status: fraud, status_code: code }),
      );
      expect(res.statusCode, status).toBe(200);
      expect((await stateOf(tx.id)).status, status).toBe(ours);
    }
    for (const refund of ["refund", "partial_refund", "chargeback"]) {
      const tx = await newTransaction("midtrans");
      expect((await post("midtrans", midtransBody(tx.orderId))).statusCode).toBe(200);
      const res = await post("midtrans", midtransBody(tx.orderId, { transaction_status: refund }));
      expect(res.statusCode, refund).toBe(200);
      expect((await stateOf(tx.id)).status, refund).toBe("refunded");
    }
  });

  it("maps every Xendit invoice status: PENDING, PAID, SETTLED, EXPIRED", async () => {
    for (const [status, ours] of [
      ["PENDING", "pending"],
      ["PAID", "paid"],
      ["SETTLED", "paid"],
      ["EXPIRED", "expired"],
    ] as const) {
      const tx = await newTransaction("xendit");
      const res = await xendit(xenditBody(tx.orderId, status));
      expect(res.statusCode, status).toBe(200);
      expect((await stateOf(tx.id)).status, status).toBe(ours);
    }
  });

  it("refuses a wrong signature or token with 401 in the request's language, and changes and stores nothing", async () => {
    const tx = await newTransaction("midtrans");
    const before = await stateOf(tx.id);
    const forged = { ...midtransBody(tx.orderId), signature_key: "f".repeat(128) };
    const id = await post("midtrans", forged);
    expect(id.statusCode).toBe(401);
    expect(id.json().message).toBe("Tanda tangan notifikasi tidak valid.");
    const en = await post("midtrans", forged, {}, "en");
    expect(en.statusCode).toBe(401);
    expect(en.json().message).toBe("The notification's signature is not valid.");
    // signed with another server key: the same refusal
    const otherKey = midtransBody(tx.orderId);
    otherKey.signature_key = midtransSignature(tx.orderId, "200", `${PRICE}.00`, "someone-elses-key");
    expect((await post("midtrans", otherKey)).statusCode).toBe(401);
    expect(await stateOf(tx.id)).toEqual(before);

    const xtx = await newTransaction("xendit");
    const xbefore = await stateOf(xtx.id);
    expect((await xendit(xenditBody(xtx.orderId, "PAID"), `${XENDIT_TOKEN}-not`)).statusCode).toBe(401);
    expect((await post("xendit", xenditBody(xtx.orderId, "PAID"))).statusCode).toBe(401);
    expect(await stateOf(xtx.id)).toEqual(xbefore);

    const stx = await newTransaction("sandbox");
    const sbefore = await stateOf(stx.id);
    const forgedSandbox = sandboxNotification("not-the-sandbox-secret", {
      orderId: stx.orderId,
      status: "paid",
      amount: PRICE,
      transactionId: "sbx-forged",
    });
    expect((await post("sandbox", forgedSandbox.rawBody, forgedSandbox.headers)).statusCode).toBe(401);
    // the right signature over other bytes than the ones sent
    const real = sandboxNotification(SANDBOX_SECRET, {
      orderId: stx.orderId,
      status: "paid",
      amount: PRICE,
      transactionId: "sbx-1",
    });
    const reformatted = JSON.stringify(JSON.parse(real.rawBody), null, 2);
    expect((await post("sandbox", reformatted, real.headers)).statusCode).toBe(401);
    expect(await stateOf(stx.id)).toEqual(sbefore);
    // the same notification, as signed: applied
    expect((await post("sandbox", real.rawBody, real.headers)).statusCode).toBe(200);
    expect((await stateOf(stx.id)).status).toBe("paid");
  });

  it("replayed and reordered notifications change nothing", async () => {
    const tx = await newTransaction("midtrans");
    const settlement = midtransBody(tx.orderId);
    expect((await post("midtrans", settlement)).statusCode).toBe(200);
    const paid = await stateOf(tx.id);
    expect(paid.status).toBe("paid");
    // the same notification again, then the older pending one and a late expiry: still paid, same time
    for (const late of [
      settlement,
      midtransBody(tx.orderId, { transaction_status: "pending", status_code: "201" }),
      midtransBody(tx.orderId, { transaction_status: "expire", status_code: "407" }),
      midtransBody(tx.orderId, { transaction_status: "cancel" }),
    ]) {
      const res = await post("midtrans", late);
      expect(res.statusCode).toBe(200);
      const now = await stateOf(tx.id);
      expect(now.status).toBe("paid");
      expect(now.paidAt).toEqual(paid.paidAt);
    }

    const expired = await newTransaction("xendit");
    expect((await xendit(xenditBody(expired.orderId, "EXPIRED"))).statusCode).toBe(200);
    const closed = await stateOf(expired.id);
    for (const late of ["PAID", "PENDING", "EXPIRED"]) {
      expect((await xendit(xenditBody(expired.orderId, late))).statusCode).toBe(200);
      const now = await stateOf(expired.id);
      expect(now.status).toBe("expired");
      expect(now.closedAt).toEqual(closed.closedAt);
    }
  });

  it("an amount that differs from ours is refused with 400 and changes nothing", async () => {
    const tx = await newTransaction("midtrans");
    const res = await post("midtrans", midtransBody(tx.orderId, { gross_amount: "1000.00" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Jumlah pembayaran tidak sesuai dengan transaksi.");
    expect((await stateOf(tx.id)).status).toBe("pending");
    const xtx = await newTransaction("xendit");
    const xres = await xendit(xenditBody(xtx.orderId, "PAID", PRICE - 1));
    expect(xres.statusCode).toBe(400);
    expect((await stateOf(xtx.id)).status).toBe("pending");
  });

  it("answers 200 to an authentic notification about an order it does not know, so the provider stops", async () => {
    expect((await post("midtrans", midtransBody("GK-NOT-OURS-1"))).statusCode).toBe(200);
    expect((await xendit(xenditBody("GK-NOT-OURS-2", "PAID"))).statusCode).toBe(200);
  });

  it("takes every retry of a provider: no per-client limit throttles the webhook", async () => {
    const tx = await newTransaction("midtrans");
    const body = midtransBody(tx.orderId);
    const limit = api.config.rateLimit.perIpPerMinute;
    api.config.rateLimit.perIpPerMinute = 1;
    try {
      for (let i = 0; i < 12; i++) expect((await post("midtrans", body)).statusCode).toBe(200);
    } finally {
      api.config.rateLimit.perIpPerMinute = limit;
    }
    expect((await stateOf(tx.id)).status).toBe("paid");
  });

  it("refuses a body that is not JSON with 400, and an unknown provider", async () => {
    expect((await post("midtrans", "{not json")).statusCode).toBe(400);
    expect((await post("paypal", midtransBody("GK-X"))).statusCode).toBeGreaterThanOrEqual(400);
    expect((await post("paypal", midtransBody("GK-X"))).statusCode).toBeLessThan(500);
  });

  describe("the sandbox checkout", () => {
    const call = (method: "GET" | "POST", url: string, token: string, locale = "id") =>
      api.app.inject({
        method,
        url,
        headers: { origin: ORIGIN, "accept-language": locale, ...bearer(token) },
      });

    it("shows the order to its payer, in the payer's language", async () => {
      const tx = await newTransaction("sandbox");
      const res = await call("GET", `/payments/sandbox/${tx.orderId}`, payer.token, "en");
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        orderId: tx.orderId,
        status: "pending",
        amount: PRICE,
        description: "Upgrade: Test Course",
        expiresAt: tx.expiresAt.toISOString(),
        transactionId: tx.id,
      });
    });

    it("someone else's order, an unknown one and another provider's are 404, and cannot be paid", async () => {
      const tx = await newTransaction("sandbox");
      for (const [url, token] of [
        [`/payments/sandbox/${tx.orderId}`, other.token],
        [`/payments/sandbox/GK-NO-SUCH-ORDER`, payer.token],
      ] as const) {
        const res = await call("GET", url, token);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe("Transaksi tidak ditemukan.");
      }
      expect((await call("POST", `/payments/sandbox/${tx.orderId}/pay`, other.token)).statusCode).toBe(404);
      expect((await stateOf(tx.id)).status).toBe("pending");
      const midtrans = await newTransaction("midtrans");
      expect((await call("GET", `/payments/sandbox/${midtrans.orderId}`, payer.token)).statusCode).toBe(404);
      expect((await call("POST", `/payments/sandbox/${midtrans.orderId}/pay`, payer.token)).statusCode).toBe(
        404,
      );
      expect((await stateOf(midtrans.id)).status).toBe("pending");
      // signed in is required
      const anonymous = await api.app.inject({ method: "GET", url: `/payments/sandbox/${tx.orderId}` });
      expect(anonymous.statusCode).toBe(401);
    });

    it("pay, fail and expire end in paid, failed and expired, through the signed notification", async () => {
      for (const [outcome, status] of [
        ["pay", "paid"],
        ["fail", "failed"],
        ["expire", "expired"],
      ] as const) {
        const tx = await newTransaction("sandbox");
        const res = await call("POST", `/payments/sandbox/${tx.orderId}/${outcome}`, payer.token);
        expect(res.statusCode, outcome).toBe(200);
        expect(res.json().data).toEqual({ orderId: tx.orderId, transactionId: tx.id, status });
        const after = await stateOf(tx.id);
        expect(after.status).toBe(status);
        // the notification is stored like a provider's, signature header aside
        const events = await db()
          .select()
          .from(transactionEvents)
          .where(eq(transactionEvents.transactionId, tx.id));
        expect(JSON.stringify(events.map((e) => e.payload))).toContain('"payment_type":"sandbox"');
        // a second press once it has closed is refused and changes nothing
        const again = await call("POST", `/payments/sandbox/${tx.orderId}/pay`, payer.token, "en");
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe("This order is no longer waiting for payment.");
        expect((await stateOf(tx.id)).status).toBe(status);
      }
    });

    it("is refused when production has not enabled it", async () => {
      const tx = await newTransaction("sandbox");
      api.config.payments.sandbox.enabled = false;
      try {
        expect((await call("GET", `/payments/sandbox/${tx.orderId}`, payer.token)).statusCode).toBe(404);
        expect((await call("POST", `/payments/sandbox/${tx.orderId}/pay`, payer.token)).statusCode).toBe(404);
        const signed = sandboxNotification(SANDBOX_SECRET, {
          orderId: tx.orderId,
          status: "paid",
          amount: PRICE,
          transactionId: "sbx-off",
        });
        expect((await post("sandbox", signed.rawBody, signed.headers)).statusCode).toBe(401);
        expect((await stateOf(tx.id)).status).toBe("pending");
      } finally {
        api.config.payments.sandbox.enabled = true;
      }
    });
  });

  it("keeps the signature header name the sandbox page and docs use", () => {
    expect(SANDBOX_SIGNATURE_HEADER).toBe("x-sandbox-signature");
  });
});
