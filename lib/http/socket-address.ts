// Stamps every request this process's HTTP server receives with the address of its socket, before Next (or any
// other handler) sees it, through Node's documented `http.server.request.start` diagnostics channel.
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { peerHeader } from './request-stamp';

const holder = globalThis as typeof globalThis & { __tenderscopeStampsPeers?: boolean };

/** Idempotent; call once at start-up (instrumentation.ts). A stamp a client sent itself is overwritten. */
export function recordSocketAddresses(): void {
  if (holder.__tenderscopeStampsPeers) return;
  holder.__tenderscopeStampsPeers = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    if (socket.remoteAddress) request.headers[peerHeader.name] = peerHeader.value(socket.remoteAddress);
    else delete request.headers[peerHeader.name];
  });
}
