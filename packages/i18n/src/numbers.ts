/**
 * Number helpers of spec §9, independent of the page's locale on purpose: the product shows counts with
 * comma thousands separators in both languages.
 */

/** 1234567 → "1,234,567"; -1234.5 → "-1,234.5". */
export function formatThousands(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [int = "0", frac] = String(Math.abs(value)).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}${frac ? `.${frac}` : ""}`;
}

/**
 * Numbers with over four digits (|n| ≥ 10,000) become whole thousands with `k`: 12,345 → "12k",
 * 1,234,567 → "1,234k". Rounding: truncated toward zero, so a count is never overstated (12,999 learners is
 * "12k", not "13k"). Up to four digits the number is shown in full with a separator: 9,999 → "9,999".
 */
export function abbreviate(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.trunc(value);
  if (Math.abs(whole) < 10_000) return formatThousands(whole === value ? value : whole);
  return `${formatThousands(Math.trunc(whole / 1000))}k`;
}
