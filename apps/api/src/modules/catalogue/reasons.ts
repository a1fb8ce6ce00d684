import type { EmptyReason, Locale } from "@gk/contracts";
import { t } from "../../i18n";

/** Why a list is empty, with its message in the request's language: an empty list is an answer, not an error. */
export const reason = (locale: Locale, code: EmptyReason["code"]): EmptyReason => ({
  code,
  message: t(locale, `catalogue.reason.${code}`),
});
