import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderPage, startApi, testUser, type TestApi } from "@/test/app";
import { InterestsPicker } from "../profile/interests-picker";
import { useSession } from "../providers";
import { RecommendedRefresh } from "./recommended-section";

function Flag() {
  return <output data-testid="flag">{String(useSession().recommendationsChanged)}</output>;
}

// Saving interests on the home page's step reloads "recommendations for you" in place: the auth store's
// recommendation-changed flag makes the page ask the server again (router.refresh), then the flag is reset.
describe("RecommendedRefresh", () => {
  let api: TestApi;
  beforeAll(async () => void (await import("@gk/ui/toast")), 30_000);

  beforeEach(async () => {
    api = await startApi({
      "GET /categories": () => ({
        status: 200,
        body: {
          data: { locale: "id", items: [{ slug: "digital-it", name: "Digital & TI", courseCount: 4 }] },
        },
      }),
      "PUT /profile/interests": () => ({
        status: 200,
        body: {
          data: {
            user: { ...testUser, interests: ["digital-it"] },
            message: "Minatmu sudah disimpan. Rekomendasi di beranda ikut diperbarui.",
          },
        },
      }),
    });
  });
  afterEach(() => api.close());

  it("asks the server for the page again once the learner saves interests, then resets the flag", async () => {
    const { visits } = renderPage(
      <>
        <InterestsPicker initial={[]} />
        <RecommendedRefresh />
        <Flag />
      </>,
      { api, at: "/" },
    );
    expect(visits).toEqual([]);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Digital & TI" }));
    fireEvent.click(screen.getByRole("button", { name: "Simpan Minat" }));
    await waitFor(() => expect(visits).toEqual([{ how: "refresh", href: "/" }]));
    expect(screen.getByTestId("flag").textContent).toBe("false");
  });
});
