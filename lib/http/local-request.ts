// Whether a request comes from this machine itself. Development conveniences (the local mailbox, the embedded Stripe
// test server, the public development keys and secrets) answer only to such requests; the rest of the world gets
// what a production server without them would answer.
//
// The socket's address decides, as this process stamped it (lib/http/socket-address.ts): a client cannot choose it,
// and X-Forwarded-For never makes a request local. It can only make one remote: a request relayed by a trusted
// proxy on this machine is local only when the client the proxy names is, and a request that arrived with forwarding
// headers from an untrusted loopback peer (a tunnel or reverse proxy nobody declared) is not local at all. When this
// process calls itself for a client (a server action signing in through the embedded auth server), the client it
// forwards must be local too.
import { isIPv4 } from 'node:net';
import { isLoopbackAddress } from '@/lib/config/loopback';
import { clientIp, configuredTrust, type ProxyTrust } from './client-ip';
import { forwardedClientHeader, peerHeader, proxiedHeader } from './request-stamp';

interface HeaderSource {
  get(name: string): string | null;
}

function isTrustedProxy(address: string, trust: ProxyTrust): boolean {
  return trust.kind === 'proxies' && trust.proxies.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/** True only for a request this process stamped with a loopback peer, serving a client on this machine. */
export function isLocalRequest(headers: HeaderSource, trust: ProxyTrust = configuredTrust()): boolean {
  const peer = peerHeader.read(headers);
  if (!peer || !isLoopbackAddress(peer)) return false;
  if (headers.get(forwardedClientHeader.name) !== null) {
    const forwarded = forwardedClientHeader.read(headers);
    if (!forwarded || !isLoopbackAddress(forwarded)) return false;
  }
  if (proxiedHeader.read(headers) && !isTrustedProxy(peer, trust)) return false;
  const client = clientIp(headers, trust);
  return client !== null && isLoopbackAddress(client);
}
