import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import type { ChangeBus } from "./change-bus";

/** The tag the web's page cache keeps every page under (apps/web lib/page-cache). */
const CATALOGUE_TAG = "catalogue";

export interface PageRevalidationOptions {
  /** the web servers to tell (each replica's own address) */
  urls: readonly string[];
  /** the secret the web and the API share (API_PROXY_SECRET) */
  secret: string;
  /** changes within this window are told in one call, after the replicas' own caches have emptied */
  settleMs?: number;
  timeoutMs?: number;
  onError: (err: unknown, url: string) => void;
}

/**
 * Tells the web servers' page caches that the catalogue changed, so the home and course pages they keep for
 * visitors without a session are rendered again on the next visit instead of at the end of their lifetime.
 *
 * It listens to the change bus (this replica's own writes and, through NOTIFY, everyone else's), so a course
 * edited by staff, a review that moves a rating or a site's changed picks all reach it. A burst of changes is
 * told once: the call waits `settleMs`, long enough for the other API replicas to have emptied their caches
 * too, so the web's new render reads the new state whichever replica answers it. A web server that does not
 * answer is logged and left: its pages expire on their own after the web's PAGE_CACHE_SECONDS.
 */
export function startPageRevalidation(
  bus: ChangeBus,
  opts: PageRevalidationOptions,
): { stop(): Promise<void> } {
  // no web servers named, or no shared secret to be believed with (production without API_PROXY_SECRET)
  if (opts.urls.length === 0 || !opts.secret) return { stop: async () => {} };
  const settleMs = opts.settleMs ?? 250;
  const timeoutMs = opts.timeoutMs ?? 5_000;
  let timer: NodeJS.Timeout | null = null;
  let sending: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const send = async () => {
    const body = JSON.stringify({ tags: [CATALOGUE_TAG] });
    const targets = (await Promise.all(opts.urls.map((base) => everyReplica(base, opts.onError)))).flat();
    await Promise.all(
      targets.map(async (url) => {
        try {
          const res = await fetch(url, {
            method: "POST",
            headers: { authorization: `Bearer ${opts.secret}`, "content-type": "application/json" },
            body,
            signal: AbortSignal.timeout(timeoutMs),
          });
          await res.body?.cancel();
          if (!res.ok) throw new Error(`revalidate answered ${res.status}`);
        } catch (err) {
          opts.onError(err, url);
        }
      }),
    );
  };

  const flush = () => {
    timer = null;
    if (stopped) return;
    if (sending) {
      again = true; // told once more when the running call ends, so no change is left untold
      return;
    }
    sending = send().finally(() => {
      sending = null;
      if (again) {
        again = false;
        schedule();
      }
    });
  };

  const schedule = () => {
    if (!timer && !stopped) timer = setTimeout(flush, settleMs);
  };

  bus.on("catalogue", schedule);
  // notifications may have been missed while the bus reconnected: tell the web anyway
  bus.onResync(schedule);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await sending;
    },
  };
}

/**
 * The revalidate URL of every replica behind a web server's name: a name that resolves to several addresses
 * (a compose service scaled to N, a Kubernetes headless service) is called at each one, since the page
 * cache lives in each replica's memory and a call through the name would reach only one of them.
 */
async function everyReplica(base: string, onError: (err: unknown, url: string) => void): Promise<string[]> {
  const url = new URL("/api/revalidate", base);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) || host === "localhost") return [url.href];
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.map(({ address, family }) => {
      const one = new URL(url);
      one.hostname = family === 6 ? `[${address}]` : address;
      return one.href;
    });
  } catch (err) {
    onError(err, url.href);
    return [];
  }
}
