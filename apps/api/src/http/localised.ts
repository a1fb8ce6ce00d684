import { PROXY_HEADERS, type Locale } from "@gk/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Marks an answer as written in the request's language and answers that language. The texts differ by
 * language, by site and by viewer (curation, progress), so shared caches must key on Accept-Language, on
 * what names the site (Origin, Host and a trusted proxy's site header) and on Authorization, or one visitor
 * would be served another's page.
 */
export function localised(request: FastifyRequest, reply: FastifyReply): Locale {
  reply.header("content-language", request.locale);
  reply.header("vary", `Accept-Language, Origin, Host, ${PROXY_HEADERS.siteHost}, Authorization`);
  return request.locale;
}
