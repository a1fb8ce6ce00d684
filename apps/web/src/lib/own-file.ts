import { createTokenStore } from "@gk/auth/token";
import type { Locale } from "@gk/tenancy";

/**
 * Fetches a file only its owner may have (a receipt, a class's calendar file) through /api/gk with the session
 * token, which a plain link would not send, and hands it to the browser as a download named `fileName`.
 * Throws when the API refuses, so the caller can say so in the page's language.
 */
export async function saveOwnFile(
  apiPath: string,
  { locale, fileName, type }: { locale: Locale; fileName: string; type?: string },
): Promise<void> {
  const token = createTokenStore().get();
  const res = await fetch(`/api/gk${apiPath}`, {
    headers: { "Accept-Language": locale, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new Error(String(res.status));
  const body = await res.blob();
  const url = URL.createObjectURL(type ? new Blob([body], { type }) : body);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
