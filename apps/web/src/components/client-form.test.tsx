import { act } from "@testing-library/react";
import { useState, type FormEvent } from "react";
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

  it("takes what was typed before hydration into its state, so the first press sends it", async () => {
    let sent: { password: string; again: string } | undefined;
    function Controlled() {
      // one state for both fields, each handler spreading the state it was rendered with (as the app's forms do)
      const [v, setV] = useState({ password: "", again: "" });
      const submit = (e: FormEvent) => {
        e.preventDefault();
        sent = v;
      };
      return (
        <ClientForm noValidate onSubmit={submit}>
          <input
            name="password"
            value={v.password}
            onChange={(e) => setV({ ...v, password: e.target.value })}
          />
          <input name="again" value={v.again} onChange={(e) => setV({ ...v, again: e.target.value })} />
          <SubmitButton block>Simpan</SubmitButton>
        </ClientForm>
      );
    }
    container = document.createElement("div");
    container.innerHTML = renderToString(<Controlled />);
    document.body.append(container);
    // typed while the page's script was still on its way
    const fields = Array.from(container.querySelectorAll("input"));
    for (const field of fields) field.value = "Rahasia-Sebelum-Muat-2026";

    await act(async () => {
      root = hydrateRoot(container!, <Controlled />);
    });
    // the fields are taken over one task after another, once hydrated
    await act(() => new Promise((done) => setTimeout(done, 50)));
    act(() => container!.querySelector("button")!.click());
    expect(sent).toEqual({ password: "Rahasia-Sebelum-Muat-2026", again: "Rahasia-Sebelum-Muat-2026" });
    expect(fields.map((f) => f.value)).toEqual(["Rahasia-Sebelum-Muat-2026", "Rahasia-Sebelum-Muat-2026"]);
  });
});
