import { BlockList, isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Development routes (the mail outbox, with every reset link in it) are for the developer at this machine
 * only. They are not registered at all under NODE_ENV=production (server.ts), and elsewhere they answer only a
 * request whose connection comes from loopback and that no proxy relayed: a proxy on the same machine (the web
 * app's `/api/gk`, a local reverse proxy) connects from loopback on behalf of anyone, and names itself with
 * forwarding headers. Any other request gets the same 404 as a path that does not exist.
 */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Headers a proxy adds when it relays a request (the standard ones and our own proxies' `x-gk-*`). */
const RELAYED = /^(forwarded|via|x-forwarded-.+|x-real-ip|x-gk-.+)$/i;

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  const version = isIP(plain);
  return version !== 0 && LOOPBACK.check(plain, version === 4 ? "ipv4" : "ipv6");
}

/** The connection's own peer is loopback (never a forwarded address) and nothing relayed the request. */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return !Object.keys(request.headers).some((name) => RELAYED.test(name));
}

/** Makes every route of this scope answer only local requests (see above). */
export function localRequestsOnly(scope: FastifyInstance): void {
  scope.addHook("onRequest", async (request, reply) => {
    if (!isLocalRequest(request)) return reply.callNotFound();
  });
}
