/**
 * The product's one number formatter: every count and price on the screens goes through here (the web app
 * and `@gk/ui` import it from `@gk/i18n/numbers`, a module with no dependencies, so it is cheap in client
 * bundles). Only the `#` of a plural message (small lesson and minute counts) is written by next-intl. It ignores the page's locale on purpose: the product writes thousands with commas in both
 * languages, so "1,234" means the same on /en and on the Indonesian pages, and a decimal is always a point
 * (as in the ratings, "4.6").
 */

/** What a number that is not finite (NaN, ±Infinity: a missing or broken value) is shown as. */
export const NO_NUMBER = "—";

/** The digits of a non-negative finite number without exponent notation (String(1e21) is "1e+21"). */
function plainDigits(abs: number): string {
  const text = String(abs);
  if (!text.includes("e")) return text;
  if (abs >= 1) return BigInt(Math.round(abs)).toString();
  return abs.toFixed(20).replace(/\.?0+$/, "");
}

/** 1234567 → "1,234,567"; -1234.5 → "-1,234.5"; 999 → "999"; NaN → "—". Fractions are kept as given. */
export function formatThousands(value: number): string {
  if (!Number.isFinite(value)) return NO_NUMBER;
  const [int = "0", frac] = plainDigits(Math.abs(value)).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = value < 0 && (int !== "0" || frac) ? "-" : "";
  return `${sign}${grouped}${frac ? `.${frac}` : ""}`;
}

/**
 * A count in a short form. Up to four digits it is shown in full: 999 → "999", 1,000 → "1,000",
 * 9,999 → "9,999". Above four digits (|n| ≥ 10,000) it becomes thousands with `k` and one decimal, the
 * decimal left out when it is .0: 10,000 → "10k", 12,345 → "12.3k", 999,999 → "999.9k",
 * 1,000,000 → "1,000k" (there is no "M": the rule is commas and `k`).
 *
 * Why one decimal: whole thousands would show 10,000 and 10,999 both as "10k", hiding a 9% difference
 * between two courses side by side; with a tenth of a thousand the short form is never more than 1% off.
 * Why truncated toward zero rather than rounded: a count is never overstated (12,999 learners is "12.9k",
 * not "13k", and 99,990 never reads "100k" before it is). Fractions are dropped (12.7 → "12"); negatives keep
 * their sign (-54,321 → "-54.3k"); NaN and ±Infinity are "—".
 */
export function abbreviate(value: number): string {
  if (!Number.isFinite(value)) return NO_NUMBER;
  const whole = Math.trunc(value);
  if (Math.abs(whole) < 10_000) return formatThousands(whole);
  const tenths = Math.trunc(Math.abs(whole) / 100); // 12,345 → 123 tenths of a thousand
  const thousands = Math.trunc(tenths / 10);
  const decimal = tenths % 10;
  return `${whole < 0 ? "-" : ""}${formatThousands(thousands)}${decimal ? `.${decimal}` : ""}k`;
}

/**
 * A price in whole rupiah, the way every screen writes it: "Rp" then the amount with comma thousands and no
 * space or decimals: 149000 → "Rp149,000", 0 → "Rp0", -5000 → "-Rp5,000" (a refund or a discount line).
 * Fractions are rounded to the nearest rupiah; NaN and ±Infinity are "—". Whether a price of 0 reads
 * "Gratis"/"Free" is the caller's choice (that is a translated word, not a number).
 */
export function rupiah(amount: number): string {
  if (!Number.isFinite(amount)) return NO_NUMBER;
  const whole = Math.round(Math.abs(amount));
  return `${amount < 0 && whole !== 0 ? "-" : ""}Rp${formatThousands(whole)}`;
}
