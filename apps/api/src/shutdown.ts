import type { ApiServer } from "./server";

/**
 * Retiring one replica of several without cutting anyone off. Closing a server at once also drops its idle
 * keep-alive connections, and a client that is just sending its next request on one of them gets a reset: it
 * cannot tell whether that request was done. So a replica told to stop first drains:
 *  - /ready answers 503, so a load balancer stops sending it new work;
 *  - every answer carries `Connection: close`, so each client ends its connection after the answer it is
 *    waiting for instead of reusing it;
 *  - whatever still arrives meanwhile is answered as usual.
 * Draining ends as soon as no connection is open, or after `maxMs` at the latest (a load balancer may keep idle
 * connections that it no longer uses); the caller then closes the server, which finishes requests in flight.
 */
export async function drain(
  app: ApiServer,
  options: { maxMs: number; pollMs?: number },
): Promise<{ ms: number; idle: boolean }> {
  app.ctx.lifecycle.leaving = true;
  const started = Date.now();
  const openConnections = () =>
    new Promise<number>((resolve) => app.server.getConnections((err, n) => resolve(err ? 0 : n)));
  for (;;) {
    if ((await openConnections()) === 0) return { ms: Date.now() - started, idle: true };
    if (Date.now() - started >= options.maxMs) return { ms: Date.now() - started, idle: false };
    await new Promise((r) => setTimeout(r, options.pollMs ?? 50));
  }
}
