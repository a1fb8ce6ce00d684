import { createApiProxy } from "@gk/api-client/proxy";
import { env } from "@/env";

/**
 * The same-origin prefix /api/gk/* proxied to the API, so the browser never needs the API's address or CORS.
 * The behaviour (headers passed on, the browser's forwarding headers dropped, the visitor's address and host
 * vouched for with the shared secret, bodies both ways, 503 "server is busy" in both languages when the API is
 * down) lives in @gk/api-client's createApiProxy, where it is tested against a real HTTP server and in front
 * of the real API.
 */
// HEAD and OPTIONS stay with Next, which answers them itself (HEAD from GET, OPTIONS with the allowed methods).
export const { GET, POST, PUT, PATCH, DELETE } = createApiProxy({
  apiUrl: env.API_INTERNAL_URL,
  secret: env.API_PROXY_SECRET,
  trustedHops: env.TRUSTED_PROXY_HOPS,
});
