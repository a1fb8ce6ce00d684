import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { PROXY_HEADERS } from "@gk/contracts";
import type { IncomingHttpHeaders } from "node:http";
import type { AppConfig } from "../config";
import { addressMatcher, plainAddress } from "./address-rules";

/** Who a request is from and for which host, as far as this API can know it. */
export interface RequestOrigin {
  /** the client's address: the one a trusted proxy vouches for, otherwise the connection's own peer */
  clientAddress: string;
  /** the host the visitor asked for, from a trusted proxy; null when no trusted proxy named one */
  siteHost: string | null;
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

function single(value: string | string[] | undefined): string | null {
  return typeof value === "string" ? value.trim() : null;
}

function sameSecret(sent: string | null, expected: string): boolean {
  if (!sent || !expected) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The rule for every request: the proxy headers count only when the connection comes from a trusted peer
 * (`TRUSTED_PROXIES`) AND carries the shared secret (`API_PROXY_SECRET`). X-Forwarded-For, X-Real-IP and
 * Forwarded are never read, so a client cannot pick its own address by sending one, whoever it connects
 * through. A trusted proxy that sends a malformed address or host is ignored on that header.
 */
export function requestOriginReader(config: AppConfig) {
  const trusted = addressMatcher(config.proxy.trusted);
  const secret = config.proxy.secret;
  return (peer: string | undefined, headers: IncomingHttpHeaders): RequestOrigin => {
    const own = plainAddress(peer ?? "unknown");
    if (!trusted(peer) || !sameSecret(single(headers[PROXY_HEADERS.secret]), secret))
      return { clientAddress: own, siteHost: null };
    const forwarded = single(headers[PROXY_HEADERS.clientAddress]);
    const host = single(headers[PROXY_HEADERS.siteHost])?.toLowerCase() ?? null;
    return {
      clientAddress: forwarded && isIP(plainAddress(forwarded)) ? plainAddress(forwarded) : own,
      siteHost: host && HOST.test(host) ? host : null,
    };
  };
}
