/**
 * Spec §9 number helpers: thousands separators with commas; a number with more than four digits is
 * abbreviated with "k" (12,345 → "12.3k"). Kept locale-free on purpose: the spec fixes the format.
 */
export function formatThousands(value: number): string {
  const sign = value < 0 ? "-" : "";
  const [whole = "0", fraction] = Math.abs(value).toString().split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}

export function abbreviateCount(value: number): string {
  const whole = Math.trunc(Math.abs(value));
  if (whole.toString().length <= 4) return formatThousands(Math.trunc(value));
  // One decimal, truncated rather than rounded so 99,990 never reads as "100k" before it is.
  const thousands = Math.trunc(whole / 100) / 10;
  const text = Number.isInteger(thousands) ? thousands.toString() : thousands.toFixed(1);
  return `${value < 0 ? "-" : ""}${formatThousands(Number(text))}k`;
}
