import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPage, startApi, type TestApi } from "@/test/app";
import { ClientBusyState } from "./client-busy-state";

// A part of the page the API could not answer: the learner reads why, in their language, and a press asks the
// server for the page again (the quiz's start, here; the server's pages render the same state and button).
describe("the busy state", () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi({});
  });
  afterEach(async () => {
    await api.close();
  });

  it("says the server is busy and asks for the page again on a press", () => {
    const page = renderPage(<ClientBusyState />, { api, at: "/course/x/learn/1/quiz", withQuery: false });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Maaf, server sedang sibuk");
    expect(alert.textContent).toContain("Terjadi kesalahan. Silakan coba lagi.");
    fireEvent.click(screen.getByRole("button", { name: "Coba Lagi" }));
    expect(page.visits).toEqual([{ how: "refresh", href: "/course/x/learn/1/quiz" }]);
  });

  it("speaks English on the English site", () => {
    renderPage(<ClientBusyState />, { api, locale: "en", at: "/en/my-class", withQuery: false });
    expect(screen.getByRole("alert").textContent).toContain("Sorry, the server is busy");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});
