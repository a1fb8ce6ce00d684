export { routing, LOCALES, DEFAULT_LOCALE, isLocale, type Locale } from "./routing";
export { localePath, unprefixed } from "./paths";
export {
  messages,
  getMessages,
  pickNamespaces,
  NAMESPACES,
  ROUTE_NAMESPACES,
  type Messages,
  type Namespace,
} from "./messages";
export { formatThousands, abbreviate, rupiah, NO_NUMBER } from "./numbers";
export { isMobileUserAgent, MOBILE_UA_KEYWORDS } from "./device";
export { QUOTE_KEYS, QUOTE_ROTATE_MS, quoteKeyAt, nextQuoteKey, type QuoteKey } from "./quotes";
