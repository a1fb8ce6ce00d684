/**
 * Base URL rule (no extra hop on the server): in the browser the public API URL; when
 * rendering on the server the API's internal URL, so server components talk to the API directly instead of
 * going through the web app's own /api/gk proxy.
 */
export interface BaseUrls {
  /** e.g. https://api.gurukita.id, or "/api/gk" to go through the same-origin proxy */
  publicUrl: string;
  /** e.g. http://127.0.0.1:4000 */
  internalUrl: string;
}

export function isBrowser(): boolean {
  return typeof window !== "undefined" && typeof document !== "undefined";
}

export function pickBaseUrl(urls: BaseUrls, browser: boolean = isBrowser()): string {
  return browser ? urls.publicUrl : urls.internalUrl;
}
