import { APP_VERSION, CAMPAIGN_COOKIE_DAYS, CAMPAIGN_COOKIES, VERSION_KEY } from "./constants";

type Campaign = Partial<Record<keyof typeof CAMPAIGN_COOKIES, string>>;

/**
 * Keeps a visit's campaign: utm_source/utm_medium/utm_campaign found in the URL are written to the
 * cookies utm_source_gk, utm_medium_gk, utm_campaign_gk. A URL without them leaves earlier cookies alone,
 * so the campaign survives navigation and later visits. Returns what was captured.
 */
export function captureCampaign(
  url: string | URL,
  doc: { cookie: string },
  now: number = Date.now(),
): Campaign {
  const params = new URL(url).searchParams;
  const captured: Campaign = {};
  const expires = new Date(now + CAMPAIGN_COOKIE_DAYS * 86_400_000).toUTCString();
  for (const [param, cookie] of Object.entries(CAMPAIGN_COOKIES) as Array<
    [keyof typeof CAMPAIGN_COOKIES, string]
  >) {
    const value = params.get(param)?.trim();
    if (!value) continue;
    captured[param] = value;
    doc.cookie = `${cookie}=${encodeURIComponent(value.slice(0, 255))}; path=/; expires=${expires}; samesite=lax`;
  }
  return captured;
}

/** The stored campaign, e.g. to send with registration. */
export function readCampaign(cookieHeader: string | null | undefined): Campaign {
  const jar = new Map<string, string>();
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name) jar.set(name, decodeURIComponent(rest.join("=")));
  }
  const out: Campaign = {};
  for (const [param, cookie] of Object.entries(CAMPAIGN_COOKIES) as Array<
    [keyof typeof CAMPAIGN_COOKIES, string]
  >) {
    const value = jar.get(cookie);
    if (value) out[param] = value;
  }
  return out;
}

/**
 * Writes gk-version = v2.3.6. Returns the version found before, so the app can drop caches written
 * by another client version.
 */
export function stampVersion(storage: Pick<Storage, "getItem" | "setItem"> | null | undefined): {
  previous: string | null;
  changed: boolean;
} {
  if (!storage) return { previous: null, changed: false };
  const previous = storage.getItem(VERSION_KEY);
  if (previous !== APP_VERSION) storage.setItem(VERSION_KEY, APP_VERSION);
  return { previous, changed: previous !== null && previous !== APP_VERSION };
}
