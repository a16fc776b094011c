// A session cookie whose token names the server's real key id but another algorithm (none, RS256, ES384,
// PS256) made supabase-js throw instead of answering an error, and every page answered 500. Any token that fails
// verification now means "signed out": the middleware clears the cookie, and server code sees no user.
import type { Session } from '@supabase/supabase-js';
import { generateKeyPair, SignJWT } from 'jose';
import { NextRequest, NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authClient,
  sessionCookieValue,
  signUpSession,
  startAuthEnvironment,
  type AuthEnvironment,
} from '../support/auth';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));

let env: AuthEnvironment;
let middleware: (request: NextRequest) => Promise<NextResponse>;
let user: typeof import('@/lib/auth/user');
let cookieName: string;
let session: Session;

beforeAll(async () => {
  env = await startAuthEnvironment();
  ({ middleware } = await import('@/middleware'));
  user = await import('@/lib/auth/user');
  ({ authCookieName: cookieName } = await import('@/lib/auth/cookies'));
  session = await signUpSession(env.http.origin, 'forged');
});

afterAll(async () => {
  await env.close();
});

function decodePart(token: string, index: number): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

/** The session's own claims and key id, signed with `alg` by a key that is not the server's (or not at all). */
async function forged(alg: 'none' | 'RS256' | 'ES384' | 'PS256'): Promise<string> {
  const header = { ...decodePart(session.access_token, 0), alg };
  const claims = decodePart(session.access_token, 1);
  if (alg === 'none') return `${encode(header)}.${encode(claims)}.`;
  const { privateKey } = await generateKeyPair(alg);
  return new SignJWT(claims).setProtectedHeader(header).sign(privateKey);
}

function cookieWith(accessToken: string): string {
  return `${cookieName}=${sessionCookieValue({ ...session, access_token: accessToken })}`;
}

function clearsSessionCookie(response: Response): boolean {
  return response.headers
    .getSetCookie()
    .some(
      (line) =>
        line.startsWith(`${cookieName}=`) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line.split(';').join(';')),
    );
}

const algorithms = ['none', 'RS256', 'ES384', 'PS256'] as const;

describe('a forged token under the real key id', () => {
  it('the real session still verifies, so the forgeries below are refused for their signature alone', async () => {
    const { data } = await authClient(env.http.origin).auth.getClaims(session.access_token);
    expect(data?.claims.sub).toBe(session.user.id);
  });

  it.each(algorithms)(
    '%s: the middleware passes a public page through as signed out and clears the cookie',
    async (alg) => {
      const response = await middleware(
        new NextRequest('http://localhost:3000/tenders', { headers: { cookie: cookieWith(await forged(alg)) } }),
      );
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(clearsSessionCookie(response)).toBe(true);
    },
  );

  it.each(algorithms)('%s: the middleware sends a guarded page to /login', async (alg) => {
    const response = await middleware(
      new NextRequest('http://localhost:3000/settings', { headers: { cookie: cookieWith(await forged(alg)) } }),
    );
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/login');
    expect(clearsSessionCookie(response)).toBe(true);
  });

  it.each(algorithms)('%s: server code sees no user, and a route handler clears the cookie', async (alg) => {
    const cookie = cookieWith(await forged(alg));
    let seen: unknown = 'not called';
    const response = await runInRequestScope(
      new Request('http://localhost:3000/api/me', { headers: { cookie } }),
      async () => {
        seen = await user.getOptionalUser();
        return new Response(null, { status: 204 });
      },
    );
    expect(seen).toBeNull();
    expect(clearsSessionCookie(response)).toBe(true);
  });

  it('a token that is not a JWT at all is signed out the same way', async () => {
    const response = await middleware(
      new NextRequest('http://localhost:3000/', { headers: { cookie: cookieWith('not.a.jwt') } }),
    );
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(clearsSessionCookie(response)).toBe(true);
  });
});
