import { act } from "@testing-library/react";
import type { FormEvent } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClientForm, SubmitButton } from "./client-form";

function Form({ onSubmit }: { onSubmit: (e: FormEvent) => void }) {
  return (
    <ClientForm onSubmit={onSubmit} noValidate>
      <input name="password" type="password" defaultValue="rahasia-123" />
      <SubmitButton block>Daftar</SubmitButton>
    </ClientForm>
  );
}

// Before hydration the form has no handler: what the server sends must never let the browser submit it as a
// GET with its fields in the address. Once React has taken the HTML over, the button works as before.
describe("a ClientForm", () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    root = container = undefined;
  });

  it("is a POST form whose button is disabled in the server's HTML", () => {
    const html = renderToString(<Form onSubmit={() => undefined} />);
    expect(html).toMatch(/<form[^>]* method="post"/);
    expect(html).toMatch(/<button[^>]* type="submit"[^>]* disabled=""/);
    expect(html).not.toMatch(/<form[^>]* action=/);
  });

  it("enables its button once hydrated, and a press then goes to the script's handler", async () => {
    const onSubmit = vi.fn((e: FormEvent) => e.preventDefault());
    container = document.createElement("div");
    container.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
    document.body.append(container);
    const button = container.querySelector("button")!;
    expect(button.disabled).toBe(true);

    await act(async () => {
      root = hydrateRoot(container!, <Form onSubmit={onSubmit} />);
    });

    // the same element, taken over rather than replaced
    expect(container.querySelector("button")).toBe(button);
    expect(button.disabled).toBe(false);
    act(() => button.click());
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
