/**
 * Whether an error means the database cannot be reached right now (a restart, a failover, a dropped network),
 * as opposed to a fault of the query or of the data. Such a failure passes by itself, so the API answers it as
 * "unavailable, try again shortly" rather than as a server error.
 *
 * Drivers wrap their errors (Drizzle's query error keeps the driver's as `cause`), so the whole chain is read.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  // postgres.js's own codes for a connection it lost or could not open
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);

/** SQLSTATEs of a server that is shutting down, starting, or out of connections. */
const SERVER_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") {
      if (NETWORK_CODES.has(code) || SERVER_STATES.has(code)) return true;
      // class 08: connection exception
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
