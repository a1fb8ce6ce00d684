import { BlockList, isIP } from "node:net";

/**
 * Address lists of the settings (`TRUSTED_PROXIES`): `loopback`, `private` (the ranges of private networks,
 * as Caddy's `private_ranges`), `none`, single addresses and CIDR ranges, IPv4 or IPv6.
 */
const NAMED: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "127.0.0.0/8", "fc00::/7", "::1/128"],
  none: [],
};

function parseRange(entry: string): { address: string; prefix: number; family: "ipv4" | "ipv6" } | null {
  const [address = "", prefixText, extra] = entry.split("/");
  if (extra !== undefined) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d+$/.test(prefixText ?? String(max)) || prefix > max) return null;
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}

/** Whether one entry of an address list is well formed. */
export function isAddressRule(entry: string): boolean {
  return entry in NAMED || parseRange(entry) !== null;
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.5`, how a dual-stack socket reports it) as plain IPv4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** A matcher for a list of entries; an empty list matches nothing. */
export function addressMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  let any = false;
  for (const entry of entries) {
    for (const range of NAMED[entry] ?? [entry]) {
      const parsed = parseRange(range);
      if (!parsed) throw new Error(`not an address or range: ${range}`);
      list.addSubnet(parsed.address, parsed.prefix, parsed.family);
      any = true;
    }
  }
  return (address) => {
    if (!any || !address) return false;
    const plain = plainAddress(address);
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? "ipv4" : "ipv6");
  };
}
