import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPage, startApi, type TestApi, profileFor } from "@/test/app";
import { useApp, useAppShell, useSession } from "./providers";

/** What the header shows of the sign-in state, and whether the tab has fetched the API client yet. */
function Probe() {
  const { state, user } = useSession();
  const { api } = useApp();
  const shell = useAppShell();
  return (
    <>
      <output data-testid="state">{state}</output>
      <output data-testid="name">{user?.fullName ?? ""}</output>
      <output data-testid="runtime">{shell.current() ? "loaded" : "not loaded"}</output>
      <button type="button" onClick={() => void api.request("courses", {}).catch(() => undefined)}>
        Muat
      </button>
    </>
  );
}

// The sign-in state on pages whose first script carries no API client (the home, a search, a course): a
// visitor without a session is signed out at once and nothing is asked of the API; a stored session, a call,
// or a sign-in in another tab fetch the client and the sign-in machinery, which then take over.
describe("the app's providers on a page without react-query", () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi({
      "GET /profile": profileFor(),
      "GET /courses": () => ({ status: 200, body: { data: { items: [], total: 0 } } }),
    });
  });
  afterEach(async () => {
    localStorage.clear();
    document.cookie = "token=; path=/; max-age=0";
    await api.close();
  });

  it("shows a visitor without a session as signed out and asks the API nothing", async () => {
    renderPage(<Probe />, { api, at: "/", withQuery: false });
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("NOT_LOGIN"));
    // give a stray start-up call the time to arrive
    await new Promise((r) => setTimeout(r, 200));
    expect(api.seen).toEqual([]);
    expect(screen.getByTestId("runtime").textContent).toBe("not loaded");
  });

  it("signs in a visitor with a stored session: the profile call, then the name", async () => {
    localStorage.setItem("token", "token-budi");
    renderPage(<Probe />, { api, at: "/", withQuery: false });
    expect(await screen.findByText("Budi Santoso")).toBeTruthy();
    expect(screen.getByTestId("state").textContent).toBe("LOGIN");
    expect(api.calls("GET /profile").at(-1)?.request.headers.authorization).toBe("Bearer token-budi");
  });

  it("a visitor's first call brings the API client and reaches the API", async () => {
    renderPage(<Probe />, { api, at: "/", withQuery: false });
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("NOT_LOGIN"));
    fireEvent.click(screen.getByRole("button", { name: "Muat" }));
    await waitFor(() => expect(api.calls("GET /courses")).toHaveLength(1));
    expect(screen.getByTestId("runtime").textContent).toBe("loaded");
    expect(screen.getByTestId("state").textContent).toBe("NOT_LOGIN");
  });

  it("fetches the API client while a visitor starts on a form, before they submit", async () => {
    renderPage(
      <form>
        <Probe />
        <input aria-label="Email" />
      </form>,
      { api, at: "/login", withQuery: false },
    );
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("NOT_LOGIN"));
    expect(screen.getByTestId("runtime").textContent).toBe("not loaded");
    fireEvent.focusIn(screen.getByRole("textbox", { name: "Email" }));
    await waitFor(() => expect(screen.getByTestId("runtime").textContent).toBe("loaded"));
    expect(api.seen).toEqual([]);
  });

  it("picks up a sign-in made in another tab", async () => {
    renderPage(<Probe />, { api, at: "/", withQuery: false });
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("NOT_LOGIN"));
    // the other tab stores the token; this tab hears localStorage's storage event
    localStorage.setItem("token", "token-budi");
    act(() => void window.dispatchEvent(new StorageEvent("storage", { key: "token" })));
    expect(await screen.findByText("Budi Santoso")).toBeTruthy();
    expect(screen.getByTestId("state").textContent).toBe("LOGIN");
  });
});
