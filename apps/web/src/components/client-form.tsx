"use client";

import { Button, type ButtonProps } from "@gk/ui/button";
import type { FormHTMLAttributes } from "react";
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
  return <form method="post" {...props} />;
}

/** The submit button of a `ClientForm`: disabled in the server's HTML and until hydration. */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, "type">) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={disabled || !hydrated} {...props} />;
}
