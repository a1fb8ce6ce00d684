"use client";

import { Button, type ButtonProps } from "@gk/ui/button";
import { useEffect, useRef, type FormHTMLAttributes } from "react";
import { useHydrated } from "./hydrated";

/**
 * A form that the browser's script submits (it calls `preventDefault` and sends the API request itself).
 *
 * Until React has taken the server's HTML over, such a form has no handler, and a press of its button or of
 * Enter would make the browser submit it natively: as a GET to the page itself, every field in the address —
 * a password in the history, the server's access log and the next page's referrer. So the form is
 * `method="post"` (a native submission never writes its fields into a URL) and its `SubmitButton` stays
 * disabled until hydration, which also stops implicit submission by Enter: the typed values wait, not vanish.
 */
export function ClientForm(props: Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "action">) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (ref.current) void adoptTypedBeforeHydration(ref.current);
  }, []);
  return <form ref={ref} method="post" {...props} />;
}

/**
 * What a visitor typed before the page's script arrived stays in the fields, but the form's state (controlled
 * fields) still holds the server's empty values: the first press of the button then failed its checks ("at
 * least 8 characters") and the next render emptied the fields. So once hydrated, each field whose text differs
 * from the server's is sent through React's change handler as if typed now, one field per task so that each
 * handler sees the state the one before it left. React notices a change only against the value it last saw, so
 * that is set to the server's value first, through the element's own `value`.
 */
async function adoptTypedBeforeHydration(form: HTMLFormElement) {
  const typed: [HTMLInputElement | HTMLTextAreaElement, string][] = [];
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) continue;
    if (
      el instanceof HTMLInputElement &&
      ["checkbox", "radio", "file", "hidden", "submit", "button"].includes(el.type)
    )
      continue;
    if (el.value !== el.defaultValue) typed.push([el, el.value]);
  }
  for (const [el, value] of typed) {
    await new Promise((next) => setTimeout(next, 0));
    el.value = el.defaultValue;
    const proto = el instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/** The submit button of a `ClientForm`: disabled in the server's HTML and until hydration. */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, "type">) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={disabled || !hydrated} {...props} />;
}
