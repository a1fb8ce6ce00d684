import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPage, startApi, type TestApi } from "@/test/app";
import { ShareButton } from "./share-button";

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Mobile Safari/537.36";
const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Safari/537.36";
const URL_ = "http://localhost/course/presentasi-efektif";
const TEXT = "Presentasi Efektif - Yuk, mari belajar gratis bersama di GuruKita!";

type Shared = { text?: string; url?: string };
/** the menu is a chunk of its own, fetched on the first press: the first one in a run takes a while */
const CHUNK = { timeout: 5000 };

/** The browser as the visitor's device: its user agent and, when given, its share sheet (a browser API). */
function device(userAgent: string, share?: (data: Shared) => Promise<void>) {
  Object.defineProperty(navigator, "userAgent", { configurable: true, value: userAgent });
  Object.defineProperty(navigator, "share", { configurable: true, writable: true, value: share });
}

// The course page's share button on phones and desktops: a phone with a share sheet gets the sheet with the
// tagged course link; anything else gets the menu of networks.
describe("ShareButton", () => {
  let api: TestApi;
  const original = navigator.userAgent;

  beforeEach(async () => {
    api = await startApi({
      "GET /profile": () => ({ status: 401, body: { message: "Silakan masuk.", code: "UNAUTHORIZED" } }),
    });
  });

  afterEach(async () => {
    device(original, undefined);
    await api.close();
  });

  const show = () =>
    renderPage(<ShareButton url={URL_} text={TEXT} kind="course" icon={null} />, {
      api,
      at: "/course/presentasi-efektif",
    });

  it("on a phone with a share sheet, opens the sheet with the tagged link and no menu", async () => {
    const shared: Shared[] = [];
    device(PHONE_UA, async (data) => void shared.push(data));
    show();
    const button = screen.getByRole("button", { name: "Bagikan" });
    // the server's button is the same on every device; the phone's behaviour starts once React runs
    await waitFor(() => expect(button.getAttribute("aria-haspopup")).toBeNull());
    await act(async () => void fireEvent.click(button));
    expect(shared).toHaveLength(1);
    expect(shared[0]?.text).toBe(TEXT);
    const url = new URL(shared[0]!.url!);
    expect(url.origin + url.pathname).toBe(URL_);
    expect(url.searchParams.get("utm_source")).toBe("native-share");
    expect(url.searchParams.get("utm_campaign")).toBe("lms-share");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("on a phone, a dismissed sheet is no error; a refused one falls back to the menu, open", async () => {
    let refusal = new DOMException("dismissed", "AbortError");
    device(PHONE_UA, () => Promise.reject(refusal));
    show();
    const button = screen.getByRole("button", { name: "Bagikan" });
    await waitFor(() => expect(button.getAttribute("aria-haspopup")).toBeNull());
    await act(async () => void fireEvent.click(button));
    expect(screen.queryByRole("menu")).toBeNull();

    refusal = new DOMException("not allowed", "NotAllowedError");
    await act(async () => void fireEvent.click(button));
    expect(await screen.findByRole("menuitem", { name: "WhatsApp" }, CHUNK)).toBeTruthy();
  });

  it("on a phone without a share sheet, the menu of networks", async () => {
    device(PHONE_UA, undefined);
    show();
    fireEvent.click(screen.getByRole("button", { name: "Bagikan" }));
    expect(await screen.findByRole("menuitem", { name: "Salin tautan" }, CHUNK)).toBeTruthy();
  });

  it("on a desktop, the menu even where the browser has a share sheet", async () => {
    const shared: Shared[] = [];
    device(DESKTOP_UA, async (data) => void shared.push(data));
    show();
    const button = screen.getByRole("button", { name: "Bagikan" });
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    fireEvent.click(button);
    const whatsapp = await screen.findByRole("menuitem", { name: "WhatsApp" }, CHUNK);
    expect(whatsapp.getAttribute("href")).toContain("utm_source%3Dwhatsapp");
    expect(shared).toHaveLength(0);
  });
});
