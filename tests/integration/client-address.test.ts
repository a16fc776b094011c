// Whose address a request comes from: the socket's, unless a configured proxy forwarded it. A client cannot
// choose its own address by sending X-Forwarded-For, so per-client limits hold (the contact form over real HTTP).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, parseEnv, resolveTrustedProxies, serverEnvSchema } from '@/lib/config/env-schema';
import { clientIp, forwardedClientHeader, parseTrustedProxies, peerHeader } from '@/lib/http/client-ip';
import { startHttpServer, type TestHttpServer } from '../fixtures/http-server';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));

let http: TestHttpServer;

beforeAll(async () => {
  http = await startHttpServer();
  const { sendContactMessage } = await import('@/app/(site)/contact/actions');
  http.route('/contact', async (request) => {
    const form = await request.formData();
    return runInRequestScope(request, async () => Response.json(await sendContactMessage(null, form)));
  });
  http.route('/whoami', (request) => Promise.resolve(Response.json({ ip: clientIp(request.headers) })));
});

afterAll(async () => {
  await http.close();
});

function contactForm(n: number): FormData {
  const form = new FormData();
  form.set('name', 'Anna Berger');
  form.set('email', `rotating-${n}@example.com`);
  form.set('topic', 'search');
  form.set('message', 'Does the search cover notices below the EU thresholds?');
  return form;
}

const none = parseTrustedProxies([]);

/** Headers as this process stamps them for a request whose socket comes from `peer`. */
function fromPeer(peer: string, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  headers.set(peerHeader.name, peerHeader.value(peer));
  return headers;
}

describe('the client address of a request', () => {
  it('is the socket address when no proxy is configured, whatever X-Forwarded-For or X-Real-IP say', () => {
    const headers = fromPeer('192.0.2.9', {
      'x-forwarded-for': '203.0.113.1, 203.0.113.2',
      'x-real-ip': '203.0.113.3',
    });
    expect(clientIp(headers, none)).toBe('192.0.2.9');
    expect(clientIp(fromPeer('::ffff:192.0.2.10'), none)).toBe('192.0.2.10');
  });

  it('is unknown when the socket address was not stamped by this process: a client cannot send it', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7' }), none)).toBeNull();
    expect(clientIp(new Headers({ [peerHeader.name]: '203.0.113.8' }), none)).toBeNull();
    expect(clientIp(new Headers({ [peerHeader.name]: `not-the-secret 203.0.113.8` }), none)).toBeNull();
    expect(clientIp(new Headers({ [forwardedClientHeader.name]: `not-the-secret 203.0.113.9` }), none)).toBeNull();
  });

  it('behind a trusted proxy, is the right-most X-Forwarded-For entry that is not itself a trusted proxy', () => {
    const trust = parseTrustedProxies(['127.0.0.1', '10.0.0.0/8']);
    const forwarded = (xff: string) => fromPeer('127.0.0.1', { 'x-forwarded-for': xff });
    expect(clientIp(forwarded('203.0.113.1, 198.51.100.2'), trust)).toBe('198.51.100.2');
    expect(clientIp(forwarded('203.0.113.1, 198.51.100.2, 10.1.2.3'), trust)).toBe('198.51.100.2');
    // Every hop trusted: the left-most is the client (a request from inside the proxy's network).
    expect(clientIp(forwarded('10.0.0.7, 10.0.0.8'), trust)).toBe('10.0.0.7');
    // A proxy that forwarded nothing: the proxy itself is the client.
    expect(clientIp(fromPeer('127.0.0.1'), trust)).toBe('127.0.0.1');
    // Garbage a client wrote left of the proxy's entry is never reached.
    expect(clientIp(forwarded('not an ip, 198.51.100.3'), trust)).toBe('198.51.100.3');
  });

  it('ignores X-Forwarded-For from a socket that is not a trusted proxy', () => {
    const trust = parseTrustedProxies(['127.0.0.1']);
    expect(clientIp(fromPeer('192.0.2.44', { 'x-forwarded-for': '203.0.113.1' }), trust)).toBe('192.0.2.44');
  });

  it('loopback trusts a reverse proxy on this machine, IPv4 and IPv6', () => {
    const trust = parseTrustedProxies(['loopback']);
    expect(clientIp(fromPeer('127.0.0.1', { 'x-forwarded-for': '198.51.100.4' }), trust)).toBe('198.51.100.4');
    expect(clientIp(fromPeer('::1', { 'x-forwarded-for': '2001:db8::5' }), trust)).toBe('2001:db8::5');
  });

  it("on Vercel, is the address Vercel's edge reports", () => {
    const trust = parseTrustedProxies(['vercel']);
    const headers = new Headers({ 'x-vercel-forwarded-for': '198.51.100.6', 'x-forwarded-for': '198.51.100.6' });
    expect(clientIp(headers, trust)).toBe('198.51.100.6');
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.7' }), trust)).toBe('198.51.100.7');
  });

  it('a client address this process forwarded to itself (server actions calling the auth server) wins', () => {
    const headers = fromPeer('127.0.0.1', { [forwardedClientHeader.name]: forwardedClientHeader.value('192.0.2.77') });
    expect(clientIp(headers, none)).toBe('192.0.2.77');
  });
});

describe('TRUSTED_PROXIES', () => {
  it('takes addresses, CIDR ranges, loopback, vercel or none; anything else stops start-up naming it', () => {
    const parsed = parseEnv(serverEnvSchema, { TRUSTED_PROXIES: ' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8, loopback ' });
    expect(parsed.TRUSTED_PROXIES).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    expect(parseEnv(serverEnvSchema, { TRUSTED_PROXIES: 'vercel' }).TRUSTED_PROXIES).toEqual(['vercel']);
    let error: unknown;
    try {
      parseEnv(serverEnvSchema, { TRUSTED_PROXIES: '127.0.0.1, proxy.internal' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(String((error as Error).message)).toContain('TRUSTED_PROXIES');
    expect(String((error as Error).message)).toContain('proxy.internal');
  });

  it('defaults to Vercel on Vercel (VERCEL=1) and to no proxy elsewhere', () => {
    const resolved = (raw: Record<string, string>) => resolveTrustedProxies(parseEnv(serverEnvSchema, raw));
    expect(resolved({ VERCEL: '1' })).toEqual(['vercel']);
    expect(resolved({})).toEqual([]);
    expect(resolved({ VERCEL: '1', TRUSTED_PROXIES: 'none' })).toEqual([]);
    expect(resolved({ VERCEL: '1', TRUSTED_PROXIES: '10.0.0.0/8' })).toEqual(['10.0.0.0/8']);
  });
});

describe('over real HTTP, with no proxy configured', () => {
  it('the server sees the socket address, not the X-Forwarded-For or stamp a client sent', async () => {
    const response = await fetch(`${http.origin}/whoami`, {
      headers: { 'x-forwarded-for': '203.0.113.50', [peerHeader.name]: '203.0.113.51' },
    });
    expect(await response.json()).toEqual({ ip: '127.0.0.1' });
  });

  it('a client rotating X-Forwarded-For still gets 5 contact messages an hour, not 55', async () => {
    const results: { ok: boolean; error?: string }[] = [];
    for (let n = 1; n <= 7; n++) {
      const response = await fetch(`${http.origin}/contact`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `203.0.113.${n}`, 'x-real-ip': `203.0.113.${n}` },
        body: contactForm(n),
      });
      results.push((await response.json()) as { ok: boolean; error?: string });
    }
    expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
    expect(results.slice(5)).toEqual([
      expect.objectContaining({ ok: false, error: expect.stringContaining('You have sent 5 messages') }),
      expect.objectContaining({ ok: false }),
    ]);
  });
});
