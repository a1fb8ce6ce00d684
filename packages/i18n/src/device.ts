/** A user agent containing one of these keywords is a mobile device (phone or tablet); anything else is desktop. */
export const MOBILE_UA_KEYWORDS = [
  "Android",
  "webOS",
  "iPhone",
  "iPad",
  "iPod",
  "BlackBerry",
  "IEMobile",
  "Opera Mini",
] as const;

const MOBILE_UA = new RegExp(MOBILE_UA_KEYWORDS.map((k) => k.replace(/ /g, "\\s")).join("|"), "i");

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && MOBILE_UA.test(userAgent);
}
