/** Host header → lower-case labels without port, trailing dot or `www.`; null for IPs and empty hosts. */
export function normalizeHost(host: string | null | undefined): string | null {
  if (!host) return null;
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) return null; // IPv6 literal such as [::1]:3000
  h = h.replace(/:\d*$/, "").replace(/\.+$/, "");
  if (h.startsWith("www.")) h = h.slice(4);
  if (!h || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(h) || h.includes(":")) return null;
  if (!/^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(h)) return null;
  return h;
}

export function isDevelopmentHost(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost");
}
