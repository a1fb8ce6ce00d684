import type { TransactionDetail } from "@gk/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPage, startApi, testUser, type TestApi } from "@/test/app";
import { TransactionView } from "./transaction-view";

const ID = "7d1f6c1e-2f7a-4c53-9a51-0c1f0f7f2b11";
const pending: TransactionDetail = {
  id: ID,
  orderId: "GK-20261123-ABC123",
  status: "pending",
  course: { slug: "presentasi-efektif", name: "Presentasi Efektif" },
  listPrice: 199_000,
  discount: 39_800,
  total: 159_200,
  promoCode: "BELAJAR20",
  provider: "sandbox",
  paymentMethod: null,
  paymentUrl: "http://localhost/sandbox-checkout/GK-20261123-ABC123",
  createdAt: "2026-11-23T03:00:00.000Z",
  expiresAt: "2026-11-24T03:00:00.000Z",
  paidAt: null,
  closedAt: null,
  events: [{ at: "2026-11-23T03:00:00.000Z", kind: "created", fromStatus: null, toStatus: "pending" }],
};
const paid: TransactionDetail = {
  ...pending,
  status: "paid",
  paymentMethod: "sandbox",
  paymentUrl: null,
  paidAt: "2026-11-23T03:05:00.000Z",
  closedAt: "2026-11-23T03:05:00.000Z",
  events: [
    ...pending.events,
    { at: "2026-11-23T03:05:00.000Z", kind: "notification", fromStatus: "pending", toStatus: "paid" },
  ],
};

// The transaction page's client part against a stand-in API: a pending transaction turns to paid by itself
// once the API says so, with the spec's labels and times in Asia/Jakarta.
describe("TransactionView", () => {
  let api: TestApi;
  let answer: TransactionDetail;

  beforeEach(async () => {
    answer = pending;
    api = await startApi({
      "GET /profile": () => ({ status: 200, body: { data: { user: testUser } } }),
      "GET /transactions/{id}": () => ({ status: 200, body: { data: answer } }),
      "GET /transactions/{id}/receipt": () => ({ status: 200, body: {} }),
    });
    localStorage.setItem("token", "token-budi");
    document.cookie = "token=token-budi; path=/";
  });

  afterEach(async () => {
    await api.close();
  });

  it("waits for the payment with Proceed to Payment, then turns to paid by itself", async () => {
    renderPage(<TransactionView locale="id" initial={pending} />, { api, at: `/transactions/${ID}` });
    expect(screen.getByTestId("transaction-status").textContent).toBe("Menunggu Pembayaran");
    expect(screen.getByRole("link", { name: "Lanjutkan Pembayaran" }).getAttribute("href")).toBe(
      pending.paymentUrl,
    );
    expect(screen.getByTestId("transaction-total").textContent).toBe("Rp159,200");
    expect(document.body.textContent).toContain("Diskon (BELAJAR20)");
    // 10:00 in Jakarta is 03:00 UTC
    expect(document.body.textContent).toMatch(/10[.:]00 WIB/);

    answer = paid;
    await waitFor(() => expect(screen.getByTestId("transaction-status").textContent).toBe("Berhasil"), {
      timeout: 8000,
    });
    expect(screen.queryByRole("link", { name: "Lanjutkan Pembayaran" })).toBeNull();
    // the receipt is the owner's only: fetched with the session token, which a plain link would not send
    fireEvent.click(screen.getByRole("button", { name: "Unduh Kuitansi (PDF)" }));
    await waitFor(() => expect(api.calls("GET /transactions/{id}/receipt")).toHaveLength(1));
    expect(api.calls("GET /transactions/{id}/receipt")[0]!.request.headers.authorization).toBe(
      "Bearer token-budi",
    );
    expect(screen.getByRole("link", { name: "Mulai Belajar" }).getAttribute("href")).toBe(
      "/course/presentasi-efektif/learn",
    );
    expect(screen.getByTestId("transaction-events").textContent).toContain("Menunggu Pembayaran → Berhasil");
  }, 15_000);

  it("reads Failed for an expired one in English, with a way back to the course", async () => {
    answer = { ...pending, status: "expired", paymentUrl: null, closedAt: "2026-11-24T03:00:00.000Z" };
    renderPage(<TransactionView locale="en" initial={answer} />, {
      api,
      locale: "en",
      at: `/en/transactions/${ID}`,
    });
    expect(screen.getByTestId("transaction-status").textContent).toBe("Failed");
    expect(screen.getByRole("link", { name: "Try Again from the Course Page" }).getAttribute("href")).toBe(
      "/en/course/presentasi-efektif#upgrade",
    );
    expect(screen.queryByRole("link", { name: "Proceed to Payment" })).toBeNull();
  });
});
