// The edge middleware against the running embedded auth server: the redirect guard with its
// return-path cookie, pass-through of other paths, and the session refresh it returns as cookies.
import { createServerClient } from '@supabase/ssr';
import { NextRequest, NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authClient,
  developmentPublishableKey,
  sessionCookieValue,
  startAuthEnvironment,
  uniqueEmail,
  type AuthEnvironment,
} from '../support/auth';
import { mountClockedAuthServer, type ClockedAuthServer } from '../support/auth-clock';

const PASSWORD = 'correct horse battery';
const SITE = 'http://localhost:3000';
let env: AuthEnvironment;
let clocked: ClockedAuthServer;
let middleware: (request: NextRequest) => Promise<NextResponse>;
let auth: typeof import('@/lib/auth/middleware');
let cookieNames: typeof import('@/lib/auth/cookies');
let guard: typeof import('@/lib/auth/guard');

beforeAll(async () => {
  env = await startAuthEnvironment();
  clocked = await mountClockedAuthServer(env.http, '/clocked');
  ({ middleware } = await import('@/middleware'));
  auth = await import('@/lib/auth/middleware');
  cookieNames = await import('@/lib/auth/cookies');
  guard = await import('@/lib/auth/guard');
});

afterAll(async () => {
  await env.close();
});

/** Signs in through @supabase/ssr the way the app's server client does and returns the Cookie header. */
async function sessionCookies(baseUrl = env.http.origin): Promise<string> {
  const email = uniqueEmail('guard');
  await authClient(env.http.origin).auth.signUp({ email, password: PASSWORD });
  const jar = new Map<string, string>();
  const client = createServerClient(baseUrl, developmentPublishableKey, {
    cookieOptions: { name: cookieNames.authCookieName },
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

function request(path: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(`${SITE}${path}`, { headers });
}

function passedThrough(response: NextResponse): boolean {
  return response.headers.get('x-middleware-next') === '1' && !response.headers.get('location');
}

describe('the redirect guard', () => {
  it('sends a signed-out /dashboard?x=1 to /login with 307, keeping the full path in the redirect-path cookie', async () => {
    const response = await middleware(request('/dashboard?x=1'));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/login');
    const cookie = response.cookies.get(cookieNames.redirectPathCookieName);
    expect(cookie?.value).toBe('/dashboard?x=1');
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'lax' });
  });

  it.each<Record<string, string>>([{ purpose: 'prefetch' }, { 'sec-purpose': 'prefetch;prerender' }])(
    "redirects a browser's prefetch (%o) without saving its path, so it cannot replace the return path",
    async (headers) => {
      const response = await middleware(request('/settings', headers));
      expect(response.status).toBe(307);
      expect(response.cookies.get(cookieNames.redirectPathCookieName)).toBeUndefined();
    },
  );

  it.each([
    '/tenders/abc/analyze',
    '/tenders/abc/analyze/analysis-markdown',
    '/tenders/abc/subcontractors',
    '/alerts',
    '/settings',
    '/dash%62oard',
  ])('guards %s by default', async (path) => {
    const response = await middleware(request(path));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/login');
  });

  it.each(['/', '/tenders', '/tenders/abc', '/pricing', '/blog/some/post', '/dashboards', '/login', '/auth/callback'])(
    'lets a signed-out visitor through to %s, passing the path on to server components',
    async (path) => {
      const response = await middleware(request(path));
      expect(passedThrough(response)).toBe(true);
      expect(response.headers.get('x-middleware-request-x-pathname')).toBe(path);
      expect(response.cookies.get(cookieNames.redirectPathCookieName)).toBeUndefined();
    },
  );

  it('skips excluded patterns and, with AUTH_GUARD_INCLUDE-style patterns, guards the tender detail page', async () => {
    const config = guard.guardConfig(['/tenders/*'], ['/tenders/public-*']);
    const next = () => NextResponse.next();
    const detail = await auth.authMiddleware(request('/tenders/abc?lot=2'), next, config);
    expect(detail.status).toBe(307);
    expect(detail.cookies.get(cookieNames.redirectPathCookieName)?.value).toBe('/tenders/abc?lot=2');

    const excluded = await auth.authMiddleware(request('/tenders/public-notice'), next, config);
    expect(passedThrough(excluded)).toBe(true);
  });

  it('is not bypassed by an x-middleware-subrequest header', async () => {
    const response = await middleware(
      request('/dashboard', { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' }),
    );
    expect(response.status).toBe(307);
  });

  it('lets a signed-in user through to a guarded page', async () => {
    const cookie = await sessionCookies();
    const response = await middleware(request('/dashboard?tab=alerts', { cookie }));
    expect(passedThrough(response)).toBe(true);
    expect(response.headers.get('x-middleware-request-x-pathname')).toBe('/dashboard');
  });

  it('treats a session cookie whose token is signed by another key as signed out', async () => {
    const cookie = await sessionCookies();
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    const session = JSON.parse(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString()) as {
      access_token: string;
    };
    const [header, payload] = session.access_token.split('.');
    const forged = {
      ...session,
      access_token: `${header}.${payload}.${Buffer.from('x'.repeat(64)).toString('base64url')}`,
    };
    const forgedCookie = `${name}=${sessionCookieValue(forged)}`;
    const response = await middleware(request('/dashboard', { cookie: forgedCookie }));
    expect(response.status).toBe(307);
  });
});

describe('the session refresh', () => {
  it('refreshes a session about to expire and returns the new tokens as cookies, to the browser and to server components', async () => {
    // Signed in 3550 s ago: the access token expires in 50 s, inside supabase-js's 90 s refresh margin.
    clocked.setTime(new Date(Date.now() - 3_550_000));
    let cookie: string;
    try {
      cookie = await sessionCookies(clocked.url);
    } finally {
      clocked.setTime(null);
    }
    const before = JSON.parse(Buffer.from(cookie.split('=')[1]!.replace(/^base64-/, ''), 'base64url').toString()) as {
      refresh_token: string;
    };

    const response = await middleware(request('/dashboard', { cookie }));
    expect(passedThrough(response)).toBe(true);
    const refreshed = response.cookies.get(cookieNames.authCookieName);
    expect(refreshed?.value).toMatch(/^base64-/);
    expect(refreshed?.maxAge).toBe(400 * 24 * 60 * 60);
    const after = JSON.parse(Buffer.from(refreshed!.value.replace(/^base64-/, ''), 'base64url').toString()) as {
      refresh_token: string;
      expires_at: number;
    };
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(after.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000) + 3000);
    // Server components of this request read the new cookie, not the one the browser sent.
    expect(response.headers.get('x-middleware-request-cookie')).toContain(refreshed!.value);
    expect(response.headers.get('cache-control')).toContain('no-store');
  });
});
