/**
 * Indonesian phone numbers: `08…`, `+628…`, `628…` (with spaces, dots or dashes) are one number, stored and
 * compared as `628…`. Returns null for anything that is not an Indonesian mobile number.
 */
export function normalizePhone(raw: string): string | null {
  const digits = raw.trim().replace(/[\s.\-()]/g, "");
  let rest: string;
  if (/^\+628\d+$/.test(digits)) rest = digits.slice(3);
  else if (/^628\d+$/.test(digits)) rest = digits.slice(2);
  else if (/^08\d+$/.test(digits)) rest = digits.slice(1);
  else return null;
  // 8 + 7 to 12 more digits (Indonesian mobile numbers are 10–13 digits with the leading 0)
  return /^8\d{7,12}$/.test(rest) ? `62${rest}` : null;
}

export const normalizeEmail = (raw: string) => raw.trim().toLowerCase();

/** A username of the login form: an email (has an @) or a phone number. */
export function parseUsername(raw: string): { email: string } | { phone: string } | null {
  if (raw.includes("@")) return { email: normalizeEmail(raw) };
  const phone = normalizePhone(raw);
  return phone ? { phone } : null;
}
