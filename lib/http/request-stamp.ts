// Request headers that carry an address signed with a secret of this process, so no client can send one:
// the socket address stamped on each incoming request, and the client address this process forwards to itself.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

interface HeaderSource {
  get(name: string): string | null;
}

/** An address as Node and proxies write it, or null when it is not one (IPv4-mapped IPv6 becomes IPv4). */
export function normaliseAddress(raw: string | undefined | null): string | null {
  const value = raw?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!value) return null;
  return isIPv4(value) || isIPv6(value) ? value : null;
}

// On globalThis, so every bundle of these modules in the process (instrumentation, route handlers, actions)
// signs and checks with the same secret.
const holder = globalThis as typeof globalThis & { __tenderscopeRequestSecret?: Buffer };

function processSecret(): Buffer {
  holder.__tenderscopeRequestSecret ??= Buffer.from(randomBytes(24).toString('base64url'));
  return holder.__tenderscopeRequestSecret;
}

function signedAddressHeader(name: string) {
  return {
    name,
    value: (address: string) => `${processSecret().toString()} ${address}`,
    /** The address, or null when the header is missing or was not signed by this process. */
    read(headers: HeaderSource): string | null {
      const raw = headers.get(name);
      const space = raw?.indexOf(' ') ?? -1;
      if (!raw || space < 0) return null;
      const secret = processSecret();
      const given = Buffer.from(raw.slice(0, space));
      if (given.length !== secret.length || !timingSafeEqual(given, secret)) return null;
      return normaliseAddress(raw.slice(space + 1));
    },
  };
}

/** Stamped on every request this process receives (lib/http/socket-address.ts): its socket's address. */
export const peerHeader = signedAddressHeader('x-tenderscope-peer');

/**
 * Stamped beside the peer when the request arrived with a proxy's forwarding headers (X-Forwarded-For, Forwarded,
 * Via …): the socket's address, then, may be a proxy's on this machine rather than the client's.
 */
export const proxiedHeader = signedAddressHeader('x-tenderscope-proxied');

/**
 * Sent by this process to itself (a server action calling the embedded auth server over loopback): the
 * address of the client the action serves, which the auth server's per-client limits then count.
 */
export const forwardedClientHeader = signedAddressHeader('x-tenderscope-client');
