import { waitFor } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageTree, startApi, type TestApi } from "@/test/app";
import { useSession } from "./providers";

function SignInState() {
  return <output data-testid="state">{useSession().state}</output>;
}

// A page arrives as the server's HTML and React takes it over part by part: each home section is a Suspense
// boundary that hydrates after the page's frame, in idle time. The sign-in state is known only once the
// providers have started in the browser. Were that news a new context value, it would reach every section still
// waiting: React would hydrate them all there and then in one long task (the home's sections: 100+ ms on a slow
// phone), and a section that shows the state would meet the server's HTML with the new state and be rendered
// again from scratch.
describe("the sign-in state becoming known as a page hydrates", () => {
  let api: TestApi;
  let root: Root | undefined;
  beforeEach(async () => {
    api = await startApi({});
  });
  afterEach(async () => {
    root?.unmount();
    document.body.innerHTML = "";
    await api.close();
  });

  it("hydrates a section whose code arrives after the state is known, without redoing it", async () => {
    // the section shows the sign-in state too (as the recommendations' refresher reads it)
    const page = (section: React.ReactNode) =>
      pageTree(
        <>
          <SignInState />
          <Suspense fallback={<p>Memuat…</p>}>
            <p>Kursus populer</p>
            {section}
          </Suspense>
        </>,
        { api, at: "/", withQuery: false },
      ).tree;
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(page(<SignInState />));
    expect(container.textContent).toContain("IDLE");

    // in the browser the section's code is still on its way when the providers start
    let arrive!: () => void;
    const code = new Promise<{ default: typeof SignInState }>((resolve) => {
      arrive = () => resolve({ default: SignInState });
    });
    const Section = lazy(() => code);
    const recoverable: unknown[] = [];
    root = hydrateRoot(container, page(<Section />), {
      onRecoverableError: (error) => recoverable.push(error),
    });
    const states = () => [...container.querySelectorAll("[data-testid=state]")].map((s) => s.textContent);
    await waitFor(() => expect(states()[0]).toBe("NOT_LOGIN"));

    arrive();
    await waitFor(() => expect(states()).toEqual(["NOT_LOGIN", "NOT_LOGIN"]));
    // the server's HTML of the section was taken over as it was, not thrown away and rendered again
    expect(recoverable).toEqual([]);
    expect(container.textContent).toContain("Kursus populer");
  });
});
