import type { Messages } from "./messages";
import type { routing } from "./routing";

/**
 * Typed keys (next-intl 4 AppConfig augmentation). The web app opts in with one line in a `global.d.ts`:
 *
 *   import "@gk/i18n/app-config";
 *
 * after which `useTranslations("auth")("register.notRegistered")` is checked at compile time.
 */
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: Messages;
  }
}
