import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage, startApi, testUser, type TestApi } from "@/test/app";
import { SandboxCheckout } from "./sandbox-checkout";

const order = {
  orderId: "GK-20261123-ABC123",
  status: "pending" as const,
  amount: 159_200,
  description: "Upgrade: Presentasi Efektif",
  expiresAt: "2026-11-24T03:00:00.000Z",
  transactionId: "7d1f6c1e-2f7a-4c53-9a51-0c1f0f7f2b11",
};

// The sandbox's hosted checkout against a stand-in API: a page marked as a test, the order, and each outcome
// sent to the API before the payer returns to the transaction page.
describe("SandboxCheckout", () => {
  let api: TestApi;
  let navigations: string[];

  beforeEach(async () => {
    api = await startApi({
      "GET /profile": () => ({ status: 200, body: { data: { user: testUser } } }),
      "POST /payments/sandbox/{orderId}/{outcome}": () => ({
        status: 200,
        body: { data: { orderId: order.orderId, transactionId: order.transactionId, status: "failed" } },
      }),
    });
    navigations = [];
    vi.spyOn(window.location, "assign").mockImplementation((url) => void navigations.push(String(url)));
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await api.close();
  });

  it("is marked as a test page, shows the order in rupiah and sends the chosen outcome", async () => {
    renderPage(<SandboxCheckout locale="en" order={order} />, {
      api,
      locale: "en",
      at: "/en/sandbox-checkout/x",
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Test Payment");
    expect(screen.getByTestId("sandbox-notice").textContent).toContain("not a real payment provider");
    expect(document.body.textContent).toContain("Rp159,200");
    expect(document.body.textContent).toContain(order.orderId);
    fireEvent.click(screen.getByRole("button", { name: "Fail" }));
    await waitFor(() => expect(navigations).toEqual([`/en/transactions/${order.transactionId}`]));
    expect(api.calls("POST /payments/sandbox/{orderId}/{outcome}").map((c) => c.request.url)).toEqual([
      `/api/gk/payments/sandbox/${order.orderId}/fail`,
    ]);
  });

  it("offers no outcome for an order that is already closed", () => {
    renderPage(<SandboxCheckout locale="id" order={{ ...order, status: "paid" }} />, {
      api,
      at: "/sandbox-checkout/x",
    });
    expect(screen.queryByRole("button", { name: "Bayar" })).toBeNull();
    expect(document.body.textContent).toContain("Pesanan ini sudah ditutup (Berhasil).");
  });
});
