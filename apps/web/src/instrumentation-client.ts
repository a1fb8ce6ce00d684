import { publicEnv } from "@/lib/public-env";
import { presetZodJitless } from "@/lib/zod-jitless";

// before any page's code can load zod: no `new Function` probe under the pages' CSP
presetZodJitless();

// Libraries that add <style> elements while the page runs (the menus' scroll lock) give them the nonce found
// in __webpack_nonce__, the common convention; the page's CSP applies only style elements that carry it.
// The browser hides the nonce attribute's value from the DOM, but a script element's `nonce` keeps it.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

// Browser error reporting: the SDK is fetched only when a DSN is configured (first-load JS stays small).
if (publicEnv.sentryDsn) {
  void import("@gk/analytics/sentry/init").then(({ initSentryClient }) =>
    initSentryClient({ dsn: publicEnv.sentryDsn }),
  );
}
