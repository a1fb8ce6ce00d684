// Stories show the product's text in both languages; the "Locale" toolbar picks one (Indonesian first).
import type { Locale } from "@gk/contracts";

export function pick<T>(globals: Record<string, unknown>, text: Record<Locale, T>): T {
  return globals.locale === "en" ? text.en : text.id;
}
