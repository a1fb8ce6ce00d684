import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { sites } from "@gk/tenancy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFromEnv, DEV_SANDBOX_SECRET } from "../../../config";
import type { AppContext } from "../../../context";
import { loadEnv } from "../../../env";
import { providerFor } from "./index";
import { midtransProvider, midtransSignature, midtransStatus } from "./midtrans";
import {
  sandboxCheckoutUrl,
  sandboxNotification,
  sandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
} from "./sandbox";
import { BadNotification, type CheckoutOrder, ProviderUnavailable } from "./types";
import { xenditProvider, xenditStatus, XENDIT_TOKEN_HEADER } from "./xendit";

const SERVER_KEY = "askvnoibnosifnboseofinbofinfgbiufglnbfg";
const order = (over: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  orderId: "GK-20261123-ABCD1234",
  amount: 149000,
  description: "Upgrade: Dasar Akuntansi",
  courseId: "6f1c2f7e-0000-4000-8000-000000000001",
  payer: { name: "Sari Wulandari", email: "sari@example.id", phone: "+6281234567890" },
  locale: "id",
  returnUrl: "http://trenggalek.localhost:3000/transactions/0d6f0f4c-0000-4000-8000-000000000009",
  expiresAt: new Date(Date.now() + 24 * 3600_000),
  ...over,
});

/** A stand-in for a provider's create call on 127.0.0.1: records each request and answers what it is told. */
async function standIn(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const seen: { url: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> }[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as Record<string, unknown>;
      seen.push({ url: req.url ?? "", headers: req.headers, body });
      const a = answer(body);
      res.writeHead(a.status, { "content-type": "application/json" }).end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe("Midtrans Snap", () => {
  it("signs the worked example: sha512 of order id, status code, gross amount as received, server key", () => {
    expect(midtransSignature("1111", "200", "100000.00", SERVER_KEY)).toBe(
      "edc076b21793ebe3e17926350f5b8ae67d902fe657b3d0aa31b932d5c127e2375d308a2bc94f3265ac2d80a1f181a79b997ac178a236fcff35af263fc4d4c231",
    );
    // the amount is hashed as written: "100000" is another string, so another signature
    expect(midtransSignature("1111", "200", "100000", SERVER_KEY)).not.toBe(
      midtransSignature("1111", "200", "100000.00", SERVER_KEY),
    );
  });

  const notification = (over: Record<string, unknown> = {}) => {
    const base = {
      transaction_time: "2026-11-23 22:10:00",
      transaction_status: "settlement",
      transaction_id: "9aed5972-5b6a-401e-894b-a32c91ed1a3a",
      status_message: "midtrans payment notification",
      status_code: "200",
      payment_type: "bank_transfer",
      order_id: "1111",
      gross_amount: "100000.00",
      fraud_status: "accept",
      currency: "IDR",
      ...over,
    } as Record<string, unknown>;
    return {
      ...base,
      signature_key: midtransSignature(
        String(base.order_id),
        String(base.status_code),
        String(base.gross_amount),
        SERVER_KEY,
      ),
    };
  };
  const midtrans = midtransProvider({ serverKey: SERVER_KEY, apiUrl: "http://127.0.0.1:9" });

  it("reads a signed notification: the worked example is authentic and paid", () => {
    const n = midtrans.readNotification({ headers: {}, body: notification() });
    expect(n.raw.signature_key).toBe(
      "edc076b21793ebe3e17926350f5b8ae67d902fe657b3d0aa31b932d5c127e2375d308a2bc94f3265ac2d80a1f181a79b997ac178a236fcff35af263fc4d4c231",
    );
    expect(n).toMatchObject({
      orderId: "1111",
      status: "paid",
      amount: "100000.00",
      providerRef: "9aed5972-5b6a-401e-894b-a32c91ed1a3a",
      paymentMethod: "bank_transfer",
    });
  });

  it("refuses a wrong signature, a changed amount, a missing signature and another server key", () => {
    const good = notification();
    const cases = [
      { ...good, signature_key: "0".repeat(128) },
      { ...good, gross_amount: "1000.00" },
      { ...good, transaction_status: "settlement", status_code: "201" },
      Object.fromEntries(Object.entries(good).filter(([k]) => k !== "signature_key")),
      "not an object",
    ];
    for (const body of cases)
      expect(() => midtrans.readNotification({ headers: {}, body })).toThrow(BadNotification);
    const other = midtransProvider({ serverKey: "another-key", apiUrl: "http://127.0.0.1:9" });
    expect(() => other.readNotification({ headers: {}, body: good })).toThrow(BadNotification);
    const unset = midtransProvider({ serverKey: undefined, apiUrl: "http://127.0.0.1:9" });
    expect(() => unset.readNotification({ headers: {}, body: good })).toThrow(BadNotification);
  });

  it("maps every transaction status of the recorded notifications to ours", () => {
    const table: [string, string | undefined, string, string | null][] = [
      ["pending", undefined, "201", "pending"],
      ["authorize", "accept", "200", "processed"],
      ["capture", "challenge", "201", "processed"],
      ["capture", "accept", "200", "paid"],
      ["settlement", undefined, "200", "paid"],
      ["expire", undefined, "407", "expired"],
      ["cancel", undefined, "200", "failed"],
      ["deny", undefined, "202", "failed"],
      ["failure", undefined, "202", "failed"],
      ["refund", undefined, "200", "refunded"],
      ["partial_refund", undefined, "200", "refunded"],
      ["chargeback", undefined, "200", "refunded"],
      ["partial_chargeback", undefined, "200", "refunded"],
    ];
    for (const [status, fraud, code, ours] of table) {
      const body = notification({ transaction_status: status, fraud_status: fraud, status_code: code });
      expect(midtrans.readNotification({ headers: {}, body }).status, status).toBe(ours);
    }
    expect(midtransStatus("something_new", null)).toBeNull();
  });

  describe("create against a local stand-in", () => {
    let stand: Awaited<ReturnType<typeof standIn>>;
    beforeAll(async () => {
      stand = await standIn((body) =>
        (body.transaction_details as { order_id: string }).order_id === "REFUSE"
          ? { status: 400, body: { error_messages: ["transaction_details.order_id has already been taken"] } }
          : {
              status: 201,
              body: {
                token: "66e4fa55-fdac-4ef9-91b5-733b97d1b862",
                redirect_url:
                  "https://app.sandbox.midtrans.com/snap/v4/redirection/66e4fa55-fdac-4ef9-91b5-733b97d1b862",
              },
            },
      );
    });
    afterAll(() => stand.close());

    it("posts the order with the server key as Basic auth and returns Snap's redirect URL", async () => {
      const p = midtransProvider({ serverKey: SERVER_KEY, apiUrl: stand.url });
      const checkout = await p.createCheckout(order());
      expect(checkout).toEqual({
        paymentUrl:
          "https://app.sandbox.midtrans.com/snap/v4/redirection/66e4fa55-fdac-4ef9-91b5-733b97d1b862",
        providerRef: "66e4fa55-fdac-4ef9-91b5-733b97d1b862",
      });
      const req = stand.seen.at(-1)!;
      expect(req.url).toBe("/snap/v1/transactions");
      expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString("base64")}`);
      expect(req.body.transaction_details).toEqual({
        order_id: "GK-20261123-ABCD1234",
        gross_amount: 149000,
      });
      expect(req.body.callbacks).toEqual({ finish: order().returnUrl });
      expect(req.body.customer_details).toMatchObject({ email: "sari@example.id" });
      expect(req.body.expiry).toMatchObject({ unit: "minute" });
      expect((req.body.expiry as { duration: number }).duration).toBeGreaterThanOrEqual(1439);
      expect((req.body.expiry as { start_time: string }).start_time).toMatch(
        /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+0700$/,
      );
    });

    it("turns a refusal, an unreachable API and a missing key into ProviderUnavailable", async () => {
      const p = midtransProvider({ serverKey: SERVER_KEY, apiUrl: stand.url });
      await expect(p.createCheckout(order({ orderId: "REFUSE" }))).rejects.toBeInstanceOf(
        ProviderUnavailable,
      );
      const down = midtransProvider({ serverKey: SERVER_KEY, apiUrl: "http://127.0.0.1:9" });
      await expect(down.createCheckout(order())).rejects.toBeInstanceOf(ProviderUnavailable);
      const unset = midtransProvider({ serverKey: undefined, apiUrl: stand.url });
      const before = stand.seen.length;
      await expect(unset.createCheckout(order())).rejects.toBeInstanceOf(ProviderUnavailable);
      expect(stand.seen.length).toBe(before);
    });
  });
});

describe("Xendit Invoices", () => {
  const TOKEN = "xnd-callback-token-4f8a1c";
  const xendit = xenditProvider({ secretKey: "xnd_development_secret", callbackToken: TOKEN, apiUrl: "" });
  const callback = (over: Record<string, unknown> = {}) => ({
    id: "579c8d61f23fa4ca35e52da4",
    external_id: "GK-20261123-ABCD1234",
    user_id: "5781d19b2e2385880609791c",
    is_high: false,
    payment_method: "BANK_TRANSFER",
    status: "PAID",
    merchant_name: "GuruKita",
    amount: 149000,
    paid_amount: 149000,
    bank_code: "BCA",
    paid_at: "2026-11-23T22:10:00.000Z",
    payer_email: "sari@example.id",
    description: "Upgrade: Dasar Akuntansi",
    currency: "IDR",
    payment_channel: "BCA",
    created: "2026-11-23T22:00:00.000Z",
    updated: "2026-11-23T22:10:00.000Z",
    ...over,
  });

  it("reads a callback carrying the verification token; the amount as String(amount)", () => {
    const n = xendit.readNotification({ headers: { [XENDIT_TOKEN_HEADER]: TOKEN }, body: callback() });
    expect(n).toMatchObject({
      orderId: "GK-20261123-ABCD1234",
      status: "paid",
      amount: "149000",
      providerRef: "579c8d61f23fa4ca35e52da4",
      paymentMethod: "BCA",
    });
  });

  it("refuses a wrong, missing, repeated or unset token", () => {
    const bad: Record<string, string | string[] | undefined>[] = [
      { [XENDIT_TOKEN_HEADER]: `${TOKEN}x` },
      { [XENDIT_TOKEN_HEADER]: TOKEN.slice(1) },
      {},
      { [XENDIT_TOKEN_HEADER]: [TOKEN, TOKEN] },
    ];
    for (const headers of bad)
      expect(() => xendit.readNotification({ headers, body: callback() })).toThrow(BadNotification);
    const unset = xenditProvider({ secretKey: "k", callbackToken: undefined, apiUrl: "" });
    expect(() =>
      unset.readNotification({ headers: { [XENDIT_TOKEN_HEADER]: "" }, body: callback() }),
    ).toThrow(BadNotification);
  });

  it("maps every invoice status: PENDING, PAID, SETTLED, EXPIRED", () => {
    for (const [status, ours] of [
      ["PENDING", "pending"],
      ["PAID", "paid"],
      ["SETTLED", "paid"],
      ["EXPIRED", "expired"],
    ] as const) {
      const n = xendit.readNotification({
        headers: { [XENDIT_TOKEN_HEADER]: TOKEN },
        body: callback({ status }),
      });
      expect(n.status, status).toBe(ours);
    }
    expect(xenditStatus("VOIDED")).toBeNull();
  });

  describe("create against a local stand-in", () => {
    let stand: Awaited<ReturnType<typeof standIn>>;
    beforeAll(async () => {
      stand = await standIn((body) => ({
        status: 200,
        body: {
          id: "579c8d61f23fa4ca35e52da4",
          external_id: body.external_id,
          status: "PENDING",
          amount: body.amount,
          invoice_url: "https://checkout-staging.xendit.co/web/579c8d61f23fa4ca35e52da4",
          expiry_date: "2026-11-24T22:00:00.000Z",
        },
      }));
    });
    afterAll(() => stand.close());

    it("posts the invoice with the secret key as Basic auth and returns the invoice URL", async () => {
      const p = xenditProvider({
        secretKey: "xnd_development_secret",
        callbackToken: TOKEN,
        apiUrl: stand.url,
      });
      expect(await p.createCheckout(order())).toEqual({
        paymentUrl: "https://checkout-staging.xendit.co/web/579c8d61f23fa4ca35e52da4",
        providerRef: "579c8d61f23fa4ca35e52da4",
      });
      const req = stand.seen.at(-1)!;
      expect(req.url).toBe("/v2/invoices");
      expect(req.headers.authorization).toBe(
        `Basic ${Buffer.from("xnd_development_secret:").toString("base64")}`,
      );
      expect(req.body).toMatchObject({
        external_id: "GK-20261123-ABCD1234",
        amount: 149000,
        payer_email: "sari@example.id",
        currency: "IDR",
        success_redirect_url: order().returnUrl,
        failure_redirect_url: order().returnUrl,
      });
      expect(req.body.invoice_duration).toBeGreaterThan(24 * 3600 - 60);
    });

    it("without its secret key it is unavailable and calls nothing", async () => {
      const p = xenditProvider({ secretKey: undefined, callbackToken: TOKEN, apiUrl: stand.url });
      const before = stand.seen.length;
      await expect(p.createCheckout(order())).rejects.toBeInstanceOf(ProviderUnavailable);
      expect(stand.seen.length).toBe(before);
    });
  });
});

describe("the sandbox checkout", () => {
  const SECRET = "sandbox-secret-for-tests";
  const sandbox = sandboxProvider({ enabled: true, secret: SECRET });

  it("sends the payer to the web's own page on the site they bought on, English under /en", async () => {
    expect((await sandbox.createCheckout(order())).paymentUrl).toBe(
      "http://trenggalek.localhost:3000/sandbox-checkout/GK-20261123-ABCD1234",
    );
    expect(sandboxCheckoutUrl("https://gurukita.id/en/transactions/x", "en", "GK-1")).toBe(
      "https://gurukita.id/en/sandbox-checkout/GK-1",
    );
  });

  it("reads its own signed notification and refuses a changed body or another secret", () => {
    const sent = sandboxNotification(SECRET, {
      orderId: "GK-1",
      status: "paid",
      amount: 149000,
      transactionId: "sbx-1",
    });
    const n = sandbox.readNotification({
      headers: sent.headers,
      body: JSON.parse(sent.rawBody),
      rawBody: sent.rawBody,
    });
    expect(n).toMatchObject({
      orderId: "GK-1",
      status: "paid",
      amount: "149000.00",
      paymentMethod: "sandbox",
    });
    const tampered = sent.rawBody.replace("149000.00", "1.00");
    expect(() =>
      sandbox.readNotification({ headers: sent.headers, body: JSON.parse(tampered), rawBody: tampered }),
    ).toThrow(BadNotification);
    const other = sandboxNotification("another-secret-entirely", {
      orderId: "GK-1",
      status: "paid",
      amount: 149000,
      transactionId: "sbx-1",
    });
    expect(() =>
      sandbox.readNotification({ headers: other.headers, body: {}, rawBody: other.rawBody }),
    ).toThrow(BadNotification);
    expect(() =>
      sandbox.readNotification({
        headers: { [SANDBOX_SIGNATURE_HEADER]: "" },
        body: {},
        rawBody: sent.rawBody,
      }),
    ).toThrow(BadNotification);
  });

  it("is refused when switched off (production without PAYMENT_SANDBOX_ENABLED)", async () => {
    const off = sandboxProvider({ enabled: false, secret: SECRET });
    await expect(off.createCheckout(order())).rejects.toBeInstanceOf(ProviderUnavailable);
    const sent = sandboxNotification(SECRET, {
      orderId: "GK-1",
      status: "paid",
      amount: 1,
      transactionId: "t",
    });
    expect(() => off.readNotification({ headers: sent.headers, body: {}, rawBody: sent.rawBody })).toThrow(
      BadNotification,
    );
  });
});

describe("choosing and configuring the provider", () => {
  const ctxOf = (env: Record<string, string>) => ({ config: configFromEnv(loadEnv(env)) }) as AppContext;
  const general = sites.get("general")!;

  it("takes the site's tenant.json provider, else PAYMENT_PROVIDER, else the sandbox", () => {
    expect(providerFor(ctxOf({}), general).name).toBe("sandbox");
    expect(providerFor(ctxOf({ PAYMENT_PROVIDER: "xendit" }), general).name).toBe("xendit");
    const midtransSite = { ...general, commerce: { provider: "midtrans" as const, freeCourses: false } };
    expect(providerFor(ctxOf({ PAYMENT_PROVIDER: "xendit" }), midtransSite).name).toBe("midtrans");
  });

  it("a provider chosen without its key is unavailable (503 for the learner), not a crash", async () => {
    const p = providerFor(ctxOf({ PAYMENT_PROVIDER: "midtrans" }), general);
    await expect(p.createCheckout(order())).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it("production refuses the sandbox unless enabled, and then only with a secret of its own", async () => {
    const prod = { NODE_ENV: "production", TYPESENSE_API_KEY: "k".repeat(40) };
    const off = providerFor(ctxOf(prod), general);
    await expect(off.createCheckout(order())).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(() => loadEnv({ ...prod, PAYMENT_SANDBOX_ENABLED: "true" })).toThrow(/PAYMENT_SANDBOX_SECRET/);
    const on = providerFor(
      ctxOf({
        ...prod,
        PAYMENT_SANDBOX_ENABLED: "true",
        PAYMENT_SANDBOX_SECRET: "a-staging-secret-of-32-chars!!",
      }),
      general,
    );
    expect((await on.createCheckout(order())).paymentUrl).toContain("/sandbox-checkout/");
    expect(configFromEnv(loadEnv({})).payments.sandbox).toEqual({
      enabled: true,
      secret: DEV_SANDBOX_SECRET,
    });
  });
});
