import { createApiClient } from "@gk/api-client";
import type { Access, OrgMemberRow } from "@gk/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prefillState, type Prefill } from "@/lib/prefill";
import { renderPage, startApi, type TestApi, profileFor } from "@/test/app";
import { MembersConsole } from "./admin/members-console";
import { FIRST_MEMBERS_PAGE } from "./admin/members-query";
import { CertificateOffer } from "./commerce/upgrade-panel";
import { DomainJoinCard } from "./org/domain-join-card";

const member: OrgMemberRow = {
  id: "00000000-0000-4000-8000-000000000007",
  status: "active",
  fullName: "Dewi Lestari",
  email: "dewi@nusantara-maju.co.id",
  phone: null,
  employeeNumber: "NM-0007",
  department: null,
  role: "learner",
  since: "2026-11-01T08:00:00.000Z",
  expiresAt: null,
  managed: true,
};
const full: Access = { level: "full", reason: "company", certificate: true, upgradePrice: null };

// What the server rendered reaches the browser's react-query cache under the keys the client components
// use, so their first render shows it and the stand-in API (a real HTTP server) sees no second request.
describe("server answers prefill the client cache", () => {
  let api: TestApi;

  beforeEach(async () => {
    api = await startApi({
      "GET /profile": profileFor(),
      "GET /org/members": () => ({
        status: 200,
        body: {
          data: {
            items: [member],
            page: 1,
            perPage: 20,
            total: 1,
            counts: { active: 1, invited: 0, deactivated: 0 },
          },
        },
      }),
      "GET /org/domain-offer": () => ({
        status: 200,
        body: { data: { organisation: { name: "PT Nusantara Maju", referral: "nusantara-maju" } } },
      }),
      "GET /courses/{slug}/access": () => ({ status: 200, body: { data: full } }),
    });
    localStorage.setItem("token", "token-budi");
    document.cookie = "token=token-budi; path=/";
  });

  afterEach(async () => {
    await api.close();
  });

  /** The server's half, as the page runs it: the same helper over an API client of its own. */
  const serverRender = (calls: readonly Prefill[]) =>
    prefillState(createApiClient({ baseUrl: `${api.url}/api/gk`, getToken: () => "token-budi" }), calls);

  /** The sign-in check has answered: any request the components were going to make has been made by now. */
  const settled = () => waitFor(() => expect(api.calls("GET /profile")).toHaveLength(1));

  it("the members list: the first page from the server, no request from the browser", async () => {
    const state = await serverRender([["orgMembers", FIRST_MEMBERS_PAGE]]);
    expect(api.calls("GET /org/members")).toHaveLength(1);
    renderPage(
      <HydrationBoundary state={state}>
        <MembersConsole locale="id" />
      </HydrationBoundary>,
      { api, at: "/admin/members" },
    );
    // in the first render, not after a fetch
    expect(screen.getByText("Dewi Lestari")).toBeTruthy();
    await settled();
    expect(api.calls("GET /org/members")).toHaveLength(1);
  });

  it("the members list without the server's answer asks the API itself (what the prefill saves)", async () => {
    renderPage(<MembersConsole locale="id" />, { api, at: "/admin/members" });
    expect(await screen.findByText("Dewi Lestari")).toBeTruthy();
    expect(api.calls("GET /org/members")).toHaveLength(1);
    expect(api.calls("GET /org/members")[0]?.request.url).toContain("perPage=20");
  });

  it("the profile's join offer: shown at once, not asked for again", async () => {
    const state = await serverRender([["domainOffer", {}]]);
    renderPage(
      <HydrationBoundary state={state}>
        <DomainJoinCard />
      </HydrationBoundary>,
      { api, at: "/profile" },
    );
    expect(screen.getByRole("heading", { name: /PT Nusantara Maju/ })).toBeTruthy();
    await settled();
    expect(api.calls("GET /org/domain-offer")).toHaveLength(1);
  });

  it("the course page's access panel: the server's answer is used, not fetched again", async () => {
    renderPage(<CertificateOffer slug="presentasi-efektif" initial={full} />, {
      api,
      at: "/course/presentasi-efektif",
    });
    expect(screen.getByTestId("certificate-offer")).toBeTruthy();
    await settled();
    // the query turned on with the sign-in state; the server's answer was still fresh
    await new Promise((r) => setTimeout(r, 100));
    expect(api.calls("GET /courses/{slug}/access")).toHaveLength(0);
  });
});
