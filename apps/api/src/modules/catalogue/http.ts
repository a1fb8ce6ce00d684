import type { EmptyReason, Locale } from "@gk/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { t } from "../../i18n";

/** `/courses/{courseSlug}` of the contract table → Fastify's `/courses/:courseSlug`. */
export const route = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");
/** Repeated query keys arrive as an array, a single one as a string. */
export const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
export const reason = (locale: Locale, code: EmptyReason["code"]): EmptyReason => ({ code, message: t(locale, `catalogue.reason.${code}`) });

/** Responses are in the request's language; caches must key on it and on the viewer. */
export function localised(request: FastifyRequest, reply: FastifyReply): Locale {
  reply.header("content-language", request.locale);
  reply.header("vary", "Accept-Language, Origin, Authorization");
  return request.locale;
}
