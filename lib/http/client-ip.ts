// The client's address, for per-client limits: the socket's, unless a configured proxy forwarded the request.
//
// Next does not hand route handlers or server actions the socket's address, and `next start` fills
// X-Forwarded-For in only when a client sent none, so a client could name any address it liked. This process
// therefore stamps every request it receives with the socket's address (lib/http/socket-address.ts), signed
// with a secret only this process knows (lib/http/request-stamp.ts); X-Forwarded-For counts only when that
// socket is a trusted proxy (TRUSTED_PROXIES).
import { BlockList, isIPv4 } from 'node:net';
import { trustedProxies } from '@/lib/config/server';
import { forwardedClientHeader, normaliseAddress as normalise, peerHeader } from './request-stamp';

export { forwardedClientHeader, peerHeader } from './request-stamp';

interface HeaderSource {
  get(name: string): string | null;
}

export type ProxyTrust =
  /** No proxy: the socket's address is the client's. */
  | { kind: 'none' }
  /** Vercel's edge sets the client's address in headers of its own; nothing reaches the app past it. */
  | { kind: 'vercel' }
  /** Sockets from these addresses are proxies: their X-Forwarded-For entries are read right to left. */
  | { kind: 'proxies'; proxies: BlockList };

function family(address: string): 'ipv4' | 'ipv6' {
  return isIPv4(address) ? 'ipv4' : 'ipv6';
}

/** TRUSTED_PROXIES as lib/config validated it: addresses, CIDR ranges, `loopback`, or `vercel` alone. */
export function parseTrustedProxies(entries: readonly string[]): ProxyTrust {
  if (entries.length === 0) return { kind: 'none' };
  if (entries.includes('vercel')) return { kind: 'vercel' };
  const proxies = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      proxies.addSubnet('127.0.0.0', 8, 'ipv4');
      proxies.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) proxies.addAddress(address, family(address));
    else proxies.addSubnet(address, Number(prefix), family(address));
  }
  return { kind: 'proxies', proxies };
}

let configured: ProxyTrust | undefined;

/** TRUSTED_PROXIES of this process, parsed once. */
export function configuredTrust(): ProxyTrust {
  configured ??= parseTrustedProxies(trustedProxies);
  return configured;
}

function fromVercel(headers: HeaderSource): string | null {
  for (const name of ['x-vercel-forwarded-for', 'x-real-ip', 'x-forwarded-for']) {
    const address = normalise(headers.get(name)?.split(',')[0]);
    if (address) return address;
  }
  return null;
}

/**
 * The client's address, or null when this process did not stamp the request (it came in before start-up
 * registered the stamp, or from code that never passed an HTTP server). Behind trusted proxies, the right-most
 * X-Forwarded-For entry that is not itself a trusted proxy: each proxy appends the address it was reached from.
 */
export function clientIp(headers: HeaderSource, trust: ProxyTrust = configuredTrust()): string | null {
  const forwarded = forwardedClientHeader.read(headers);
  if (forwarded) return forwarded;
  if (trust.kind === 'vercel') return fromVercel(headers);
  const peer = peerHeader.read(headers);
  if (!peer || trust.kind === 'none') return peer;
  let client = peer;
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').reverse();
  while (trust.proxies.check(client, family(client))) {
    const hop = normalise(hops.shift());
    if (!hop) break;
    client = hop;
  }
  return client;
}
