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

/** The keywords above as one pattern, written out so a browser bundle carries the pattern only (device.test.ts). */
export const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera\sMini/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && MOBILE_UA.test(userAgent);
}
