import type { Access } from "@gk/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage, startApi, type TestApi, profileFor } from "@/test/app";
import { CertificateOffer, UpgradePanel } from "./upgrade-panel";

const SLUG = "presentasi-efektif";
const preview: Access = { level: "preview", reason: "preview", certificate: false, upgradePrice: 199_000 };

// The course page's upgrade panel against a stand-in API on a real local HTTP server: what a learner sees and
// what the panel sends when applying a code and paying.
describe("UpgradePanel", () => {
  let api: TestApi;
  let access: Access;
  let transactionFailures: number;
  let navigations: string[];

  beforeEach(async () => {
    access = preview;
    transactionFailures = 0;
    api = await startApi({
      "GET /profile": profileFor(),
      "GET /courses/{slug}/access": () => ({ status: 200, body: { data: access } }),
      "POST /commerce/quote": ({ body }) =>
        (JSON.parse(body) as { promoCode: string }).promoCode === "BELAJAR20"
          ? {
              status: 200,
              body: {
                data: {
                  courseSlug: SLUG,
                  listPrice: 199_000,
                  discount: 39_800,
                  total: 159_200,
                  promoCode: "BELAJAR20",
                  promoLabel: "20%",
                },
              },
            }
          : {
              status: 422,
              body: {
                message: "Data tidak valid.",
                code: "VALIDATION",
                errors: { promoCode: ["Kode promo tidak ditemukan."] },
              },
            },
      "POST /transactions": () =>
        transactionFailures-- > 0
          ? { status: 503, body: { message: "Server sedang sibuk.", code: "UNAVAILABLE" } }
          : {
              status: 201,
              body: { data: { id: "tx-1", paymentUrl: "http://pay.example/sandbox-checkout/GK-1" } },
            },
    });
    navigations = [];
    vi.spyOn(window.location, "assign").mockImplementation((url) => void navigations.push(String(url)));
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await api.close();
  });

  const signIn = () => {
    localStorage.setItem("token", "token-budi");
    document.cookie = "token=token-budi; path=/";
  };

  it("sends a visitor to sign in and back to the panel", async () => {
    renderPage(<UpgradePanel locale="id" slug={SLUG} price={199_000} initial={preview} />, {
      api,
      at: `/course/${SLUG}`,
    });
    const link = await screen.findByRole("link", { name: "Masuk untuk Upgrade" });
    expect(link.getAttribute("href")).toBe(`/login?url=${encodeURIComponent(`/course/${SLUG}#upgrade`)}`);
    expect(screen.getByTestId("upgrade-total").textContent).toBe("Rp199,000");
    expect(screen.queryByLabelText("Kode Promo")).toBeNull();
  });

  it("shows the API's message under the promo field, then the new total with a valid code", async () => {
    signIn();
    renderPage(<UpgradePanel locale="id" slug={SLUG} price={199_000} initial={preview} />, {
      api,
      at: `/course/${SLUG}`,
    });
    const field = await screen.findByLabelText("Kode Promo");
    fireEvent.change(field, { target: { value: "SALAH" } });
    fireEvent.click(screen.getByRole("button", { name: "Terapkan" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Kode promo tidak ditemukan.");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(alert.id);
    expect(screen.getByTestId("upgrade-total").textContent).toBe("Rp199,000");

    fireEvent.change(field, { target: { value: "BELAJAR20" } });
    fireEvent.click(screen.getByRole("button", { name: "Terapkan" }));
    await waitFor(() => expect(screen.getByTestId("upgrade-total").textContent).toBe("Rp159,200"));
    const amounts = screen.getByTestId("upgrade-amounts").textContent;
    expect(amounts).toContain("Rp199,000");
    expect(amounts).toContain("Diskon BELAJAR20 (20%)");
    expect(amounts).toContain("−Rp39,800");
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("retries a failed Pay with the same idempotency key and opens the payment page", async () => {
    signIn();
    transactionFailures = 1;
    renderPage(<UpgradePanel locale="id" slug={SLUG} price={199_000} initial={preview} />, {
      api,
      at: `/course/${SLUG}`,
    });
    fireEvent.change(await screen.findByLabelText("Kode Promo"), { target: { value: "BELAJAR20" } });
    fireEvent.click(screen.getByRole("button", { name: "Terapkan" }));
    await waitFor(() => expect(screen.getByTestId("upgrade-total").textContent).toBe("Rp159,200"));

    fireEvent.click(screen.getByRole("button", { name: "Bayar Sekarang" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Server sedang sibuk.");
    fireEvent.click(screen.getByRole("button", { name: "Bayar Sekarang" }));
    await waitFor(() => expect(navigations).toEqual(["http://pay.example/sandbox-checkout/GK-1"]));

    const sent = api.calls("POST /transactions").map((c) => c.body as Record<string, string>);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ courseSlug: SLUG, promoCode: "BELAJAR20" });
    expect(sent[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,80}$/);
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
  });

  it("shows why a learner with full access pays nothing, and the certificate for finishing", async () => {
    signIn();
    access = { level: "full", reason: "company", certificate: true, upgradePrice: null };
    renderPage(
      <>
        <CertificateOffer slug={SLUG} initial={access} />
        <UpgradePanel locale="id" slug={SLUG} price={199_000} initial={access} />
      </>,
      { api, at: `/course/${SLUG}` },
    );
    expect(await screen.findByRole("heading", { name: "Akses Penuh" })).toBeTruthy();
    expect(screen.getByTestId("access-reason").textContent).toContain("paket perusahaanmu");
    expect(screen.queryByRole("button", { name: "Bayar Sekarang" })).toBeNull();
    expect(screen.getByTestId("certificate-offer").textContent).toContain("Selesaikan kursus");
  });

  it("promises a preview learner the certificate only through the upgrade (English)", async () => {
    renderPage(<CertificateOffer slug={SLUG} initial={preview} />, {
      api,
      locale: "en",
      at: `/en/course/${SLUG}`,
    });
    expect((await screen.findByTestId("certificate-offer")).textContent).toContain(
      "Upgrade this course, then finish it",
    );
  });
});
