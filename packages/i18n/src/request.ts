import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { getMessages } from "./messages";
import { routing } from "./routing";

/**
 * The app's `src/i18n/request.ts` is `export { default } from "@gk/i18n/request";` and next.config's
 * `createNextIntlPlugin("./src/i18n/request.ts")` points at it.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: getMessages(locale), timeZone: "Asia/Jakarta" };
});
