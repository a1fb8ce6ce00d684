import type { Locale } from "@gk/contracts";
import { en, id, type MessageKey } from "./messages";

export type { MessageKey } from "./messages";
const catalogues: Record<Locale, Record<MessageKey, string>> = { id, en };

export function t(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? `{${name}}`),
  );
}

/**
 * The response language: English only when the client prefers it (Accept-Language starting with a weighted
 * `en`), Indonesian otherwise. Automatic detection beyond this header is off.
 */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return "id";
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...rest] = part.trim().toLowerCase().split(";");
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith("q="));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag === "id" || tag.startsWith("id-") || tag === "in") return "id";
    if (tag === "en" || tag.startsWith("en-")) return "en";
  }
  return "id";
}
