import { interestsAtom, isRecommendationChangedAtom } from "@gk/auth";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useAtomValue } from "jotai";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderPage, startApi, testUser, type Reply, type TestApi, profileFor } from "@/test/app";
import { WELCOME_INTERESTS_KEY } from "@/lib/welcome-interests";
import { WelcomeInterests } from "../home/welcome-interests";
import { useRuntime } from "../app-runtime";
import { InterestsPicker } from "./interests-picker";

const CATEGORIES = [
  { slug: "digital-it", name: "Digital & TI", courseCount: 12 },
  { slug: "agriculture", name: "Pertanian", courseCount: 4 },
  { slug: "sustainability", name: "Keberlanjutan", courseCount: 0 },
  { slug: "economics-finance", name: "Ekonomi & Keuangan", courseCount: 3 },
];

/** What the auth store holds, shown as text: the picker's effect on the rest of the app. */
function StoreProbe() {
  const { store } = useRuntime().auth;
  const changed = useAtomValue(isRecommendationChangedAtom, { store });
  const interests = useAtomValue(interestsAtom, { store });
  return (
    <output data-testid="store">
      {String(changed)}|{interests.join(",")}
    </output>
  );
}

// The interests picker against a stand-in API on a real local HTTP server: chips from the catalogue's
// categories, keyboard toggling, saving (and what it tells the rest of the app), an API refusal, skipping.
describe("InterestsPicker", () => {
  let api: TestApi;
  let saveAnswer: Reply;
  // the toast bar is a lazy chunk; compiling it on first use here takes longer than a toast stays up
  beforeAll(async () => void (await import("@gk/ui/toast")), 30_000);

  beforeEach(async () => {
    saveAnswer = {
      status: 200,
      body: {
        data: {
          user: { ...testUser, interests: ["digital-it", "agriculture"] },
          message: "Minatmu sudah disimpan. Rekomendasi di beranda ikut diperbarui.",
        },
      },
    };
    api = await startApi({
      "GET /categories": () => ({ status: 200, body: { data: { locale: "id", items: CATEGORIES } } }),
      "PUT /profile/interests": () => saveAnswer,
      "GET /profile": profileFor(),
    });
  });

  afterEach(async () => {
    document.cookie = "token=; path=/; max-age=0";
    sessionStorage.clear();
    await api.close();
  });

  const chip = (name: string) => screen.getByRole<HTMLInputElement>("checkbox", { name });

  it("offers the categories with courses the viewer can see, as a labelled group of checkboxes", async () => {
    renderPage(<InterestsPicker initial={["economics-finance"]} />, { api, at: "/profile/edit" });
    const group = await screen.findByRole("group", { name: "Topik yang kamu minati" });
    expect(group).toBeTruthy();
    await screen.findByRole("checkbox", { name: "Digital & TI" });
    expect(screen.getAllByRole("checkbox").map((c) => c.getAttribute("value"))).toEqual([
      "digital-it",
      "agriculture",
      "economics-finance",
    ]);
    expect(chip("Ekonomi & Keuangan").checked).toBe(true);
    expect(screen.getByText("1 topik dipilih")).toBeTruthy();
  });

  it("keeps an already chosen category on offer when the viewer sees no course in it, so it can be unchosen", async () => {
    renderPage(<InterestsPicker initial={["sustainability"]} />, { api, at: "/profile/edit" });
    const box = await screen.findByRole<HTMLInputElement>("checkbox", { name: "Keberlanjutan" });
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(chip("Keberlanjutan")).toBe(box);
  });

  it("toggles from the keyboard and saves the choice, marking the recommendations as changed", async () => {
    renderPage(
      <>
        <InterestsPicker initial={[]} />
        <StoreProbe />
      </>,
      { api, at: "/profile/edit" },
    );
    await screen.findByRole("checkbox", { name: "Digital & TI" });
    expect(screen.getByTestId("store").textContent).toBe("false|");
    // native checkboxes: Tab reaches each one, and the browser turns Space on a focused box into this click
    for (const name of ["Digital & TI", "Pertanian"]) {
      const box = chip(name);
      box.focus();
      expect(document.activeElement).toBe(box);
      fireEvent.click(box);
    }
    expect(chip("Digital & TI").checked).toBe(true);
    expect(screen.getByText("2 topik dipilih")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Simpan Minat" }));
    expect(
      await screen.findByText("Minatmu sudah disimpan. Rekomendasi di beranda ikut diperbarui."),
    ).toBeTruthy();
    expect(api.calls("PUT /profile/interests").map((c) => c.body)).toEqual([
      { interests: ["digital-it", "agriculture"] },
    ]);
    expect(screen.getByTestId("store").textContent).toBe("true|digital-it,agriculture");
  });

  it("shows the API's refusal in the visitor's language and leaves the recommendations alone", async () => {
    saveAnswer = {
      status: 400,
      body: {
        message: "Ada topik yang tidak kami kenal. Muat ulang halaman, lalu pilih lagi.",
        code: "BAD_REQUEST",
      },
    };
    renderPage(
      <>
        <InterestsPicker initial={["digital-it"]} />
        <StoreProbe />
      </>,
      { api, at: "/profile/edit" },
    );
    await screen.findByRole("checkbox", { name: "Digital & TI" });
    fireEvent.click(screen.getByRole("button", { name: "Simpan Minat" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Ada topik yang tidak kami kenal. Muat ulang halaman, lalu pilih lagi.",
    );
    expect(screen.getByTestId("store").textContent).toBe("false|");
  });

  it("in English: texts and the count follow the page's language", async () => {
    renderPage(<InterestsPicker initial={[]} skippable />, { api, locale: "en", at: "/en/profile/edit" });
    expect(await screen.findByRole("group", { name: "Topics you are interested in" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Skip" })).toBeTruthy();
    expect(screen.getByText("0 topics selected")).toBeTruthy();
  });
});

describe("WelcomeInterests (the optional step after registering)", () => {
  let api: TestApi;

  beforeEach(async () => {
    api = await startApi({
      "GET /categories": () => ({ status: 200, body: { data: { locale: "id", items: CATEGORIES } } }),
      "GET /profile": () => ({ status: 200, body: { data: { user: testUser } } }),
    });
    document.cookie = "token=token-budi; path=/";
  });

  afterEach(async () => {
    document.cookie = "token=; path=/; max-age=0";
    sessionStorage.clear();
    await api.close();
  });

  it("appears once after registering, and skipping it sends nothing and does not bring it back", async () => {
    sessionStorage.setItem(WELCOME_INTERESTS_KEY, "1");
    const first = renderPage(<WelcomeInterests />, { api, at: "/" });
    expect(
      await screen.findByRole("heading", { name: "Akunmu sudah jadi! Apa yang ingin kamu pelajari?" }),
    ).toBeTruthy();
    await screen.findByRole("checkbox", { name: "Pertanian" });
    fireEvent.click(screen.getByRole("button", { name: "Lewati" }));
    await waitFor(() => expect(screen.queryByRole("heading")).toBeNull());
    expect(api.calls("PUT /profile/interests")).toEqual([]);
    first.unmount();
    renderPage(<WelcomeInterests />, { api, at: "/" });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("is not shown on a later visit that did not just register", async () => {
    renderPage(<WelcomeInterests />, { api, at: "/" });
    await waitFor(() => expect(api.calls("GET /profile").length).toBe(1));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
