// Requests as this process's HTTP server stamps them (lib/http/socket-address.ts), for tests that call a handler
// without a socket: from this machine (a loopback peer) or from another one.
import { peerHeader, proxiedHeader } from '@/lib/http/request-stamp';

/** A machine on a network of its own (TEST-NET-2, RFC 5737): never this one. */
export const otherMachine = '198.51.100.23';

/** `request` as if its socket's peer were `address`; `proxied`: it came with forwarding headers (X-Forwarded-For …). */
export function stampedFrom(address: string, request: Request, options: { proxied?: boolean } = {}): Request {
  const headers = new Headers(request.headers);
  headers.set(peerHeader.name, peerHeader.value(address));
  if (options.proxied) headers.set(proxiedHeader.name, proxiedHeader.value(address));
  return new Request(request, { headers });
}

/** `request` from a browser or script on this machine. */
export function fromThisMachine(request: Request): Request {
  return stampedFrom('127.0.0.1', request);
}
