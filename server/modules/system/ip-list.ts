import net from 'node:net';

/** One whitelist entry as a subnet (a single address is a /32 or /128). */
export interface IpRange {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** An IPv4-mapped IPv6 address (how a dual-stack socket reports IPv4 callers) as plain IPv4. */
const bare = (ip: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice(7) : ip);

/** Entries of a whitelist text: separated by commas (also ，；; and white space, as admins type them). */
export const splitIpList = (text: string): string[] => text.split(/[\s,;，；]+/).filter(Boolean);

const WILDCARD = /^(\d{1,3}\.){0,3}\*(\.\*)*$/;

/**
 * An entry as a range: an IPv4/IPv6 address, a CIDR (10.0.0.0/8, 2001:db8::/32), or an IPv4
 * pattern whose trailing segments are '*' (192.168.1.* = 192.168.1.0/24, the form the sign-in check
 * has always accepted). null when it is none of these.
 */
export function parseIpEntry(entry: string): IpRange | null {
  const text = bare(entry.trim());
  if (WILDCARD.test(text)) {
    const parts = text.split('.');
    if (parts.length !== 4) return null;
    const fixed = parts.filter((p) => p !== '*');
    if (fixed.some((p) => Number(p) > 255)) return null;
    const address = [...fixed, ...parts.slice(fixed.length).map(() => '0')].join('.');
    return { address, prefix: fixed.length * 8, family: 'ipv4' };
  }
  const [address, bits, extra] = text.split('/');
  if (extra !== undefined) return null;
  const version = net.isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  const prefix = bits === undefined ? max : Number(bits);
  if (prefix > max) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** The entries of a whitelist text that are not addresses, ranges or patterns. */
export const invalidIpEntries = (text: string): string[] => splitIpList(text).filter((e) => !parseIpEntry(e));

/** Is `ip` inside one of the whitelist's entries? Invalid entries match nothing. */
export function ipInList(ip: string, whitelist: string): boolean {
  const addr = bare(ip);
  const version = net.isIP(addr);
  if (version === 0) return false;
  const list = new net.BlockList();
  for (const entry of splitIpList(whitelist)) {
    const range = parseIpEntry(entry);
    if (range) list.addSubnet(range.address, range.prefix, range.family);
  }
  return list.check(addr, version === 4 ? 'ipv4' : 'ipv6');
}
