import { config as zodConfig } from "zod/v4/core";
import { publicEnv } from "@/lib/public-env";

// zod probes once whether it may compile parsers with `new Function`; the pages' Content-Security-Policy
// forbids eval, so the probe would be reported as a violation. Without the compiled path parsing is the same.
zodConfig({ jitless: true });

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
