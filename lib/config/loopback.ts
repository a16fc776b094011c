// Whether a URL or an address names this machine over loopback: the embedded servers' development allowances, the
// launcher of `npm run dev` / `npm start` and the benches' look at a local database server all ask it.
import { isIPv4, isIPv6 } from 'node:net';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(hostname);
  } catch {
    return false;
  }
}

/** An IP address of the loopback interface: 127.0.0.0/8 or ::1, in any spelling (IPv4-mapped ::ffff:127.x.y.z too). */
export function isLoopbackAddress(address: string): boolean {
  const value = address.trim().replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(value)) return value.startsWith('127.');
  if (!isIPv6(value)) return false;
  // The URL parser writes an IPv6 address in its one canonical form: ::1, or ::ffff:7fxx:xxxx for 127.x.y.z.
  const canonical = new URL(`http://[${value}]`).hostname.slice(1, -1);
  return canonical === '::1' || /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(canonical);
}
