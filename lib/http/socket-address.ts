// Stamps every request this process's HTTP server receives with the address of its socket, before Next (or any
// other handler) sees it, through Node's documented `http.server.request.start` diagnostics channel.
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { peerHeader, proxiedHeader } from './request-stamp';

/** Headers a proxy adds to what it forwards (tunnels and CDNs included); a browser sends none of them. */
const forwardingHeaders = ['forwarded', 'via', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip', 'fastly-client-ip'];

function carriesForwardingHeaders(request: IncomingMessage): boolean {
  return Object.keys(request.headers).some(
    (name) => name.startsWith('x-forwarded-') || forwardingHeaders.includes(name),
  );
}

const holder = globalThis as typeof globalThis & { __tenderscopeStampsPeers?: boolean };

/**
 * Idempotent; call once at start-up (instrumentation.ts). A stamp a client sent itself is overwritten. A request
 * that came with forwarding headers is stamped as proxied too, before Next adds X-Forwarded-* of its own.
 */
export function recordSocketAddresses(): void {
  if (holder.__tenderscopeStampsPeers) return;
  holder.__tenderscopeStampsPeers = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const address = socket.remoteAddress;
    if (address) request.headers[peerHeader.name] = peerHeader.value(address);
    else delete request.headers[peerHeader.name];
    if (address && carriesForwardingHeaders(request))
      request.headers[proxiedHeader.name] = proxiedHeader.value(address);
    else delete request.headers[proxiedHeader.name];
  });
}
