import net from 'node:net';
import { IP_PLACES } from '../../schemas/ip-place';

/**
 * A place name for an IP address. There is no geo database (ip2region in JNPF), so only
 * loopback and private ranges get a name; public addresses are "unknown".
 */
export function ipPlace(ip: string | null | undefined): string {
  if (!ip) return '';
  const addr = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (addr === '::1' || addr.startsWith('127.')) return IP_PLACES.local.zh;
  if (net.isIPv4(addr)) {
    const [a, b] = addr.split('.').map(Number);
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)) return IP_PLACES.private.zh;
    return IP_PLACES.unknown.zh;
  }
  const lower = addr.toLowerCase();
  if (lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')) return IP_PLACES.private.zh;
  return IP_PLACES.unknown.zh;
}
