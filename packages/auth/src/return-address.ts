/**
 * The one rule for following a return address (the `url` parameter after sign-in, registration, Google or
 * LMS sign-in, the Google flow's saved target): only a path on the same site is followed, and what is
 * followed is the normalised form of it, so the browser lands exactly where this function checked.
 *
 * Browsers are lenient in ways that turn a harmless-looking path into another site: they drop tabs and line
 * breaks anywhere in a URL (`/\t/evil.example` becomes `//evil.example`), read a backslash as a slash
 * (`/\evil.example`), resolve dot segments (`/.//evil.example`), and a value may have been percent-encoded
 * once or twice more on its way (`/%09/evil.example`, `%252F%252F`). So the value and each of its decoded
 * forms must be a path that stays on the site, and what comes back is the parsed path, query and fragment.
 */

/** A stand-in origin to resolve against: a result on any other origin left the site. */
const SITE = "https://return-address.invalid";
/** Longer values are not return addresses anyone typed or we produced. */
const MAX_LENGTH = 2048;
/** How many extra rounds of percent-decoding are checked (a value may be encoded again at each hop). */
const DECODE_ROUNDS = 3;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The value as the browser would resolve it on our site, or null when it names or reaches another site. */
function sameSite(value: string): URL | null {
  if (CONTROL.test(value)) return null;
  // a path: one slash, then not a second slash or backslash (`//host` and `/\host` name a host)
  if (value[0] !== "/" || value[1] === "/" || value[1] === "\\") return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser would read as a host
  if (url.pathname.startsWith("//")) return null;
  return url;
}

/**
 * The return address as a same-site path (`/my-class?tab=done`), normalised, or null when it is missing or is
 * not one. Callers fall back to their own default (home, the course) on null.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value === "" || value.length > MAX_LENGTH) return null;
  const url = sameSite(value);
  if (!url) return null;
  let layer = value;
  for (let i = 0; i < DECODE_ROUNDS; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      break; // a lone `%` (a search for "100%") is not an encoding of anything
    }
    if (decoded === layer) break;
    if (!sameSite(decoded)) return null;
    layer = decoded;
  }
  return url.pathname + url.search + url.hash;
}
