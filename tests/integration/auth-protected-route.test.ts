// A protected route handler (GET /api/me, through requireUser) over real HTTP: only a verified
// session reaches it. Forged, expired or wrongly signed tokens, and the x-middleware-subrequest
// header that once let requests skip Next's middleware (CVE-2025-29927), all get 401.
import type { Session } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authClient,
  developmentPublishableKey,
  sessionCookieValue,
  startAuthEnvironment,
  uniqueEmail,
  type AuthEnvironment,
} from '../support/auth';
import { mountClockedAuthServer, type ClockedAuthServer } from '../support/auth-clock';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));

const PASSWORD = 'correct horse battery';
const SUBREQUEST = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' };
let env: AuthEnvironment;
let clocked: ClockedAuthServer;
let cookieName: string;

beforeAll(async () => {
  env = await startAuthEnvironment();
  clocked = await mountClockedAuthServer(env.http, '/clocked');
  const route = await import('@/app/api/me/route');
  env.http.route('/api/me', (request) => runInRequestScope(request, () => route.GET(request)));
  ({ authCookieName: cookieName } = await import('@/lib/auth/cookies'));
});

afterAll(async () => {
  await env.close();
});

async function signedIn(baseUrl = env.http.origin): Promise<Session> {
  const email = uniqueEmail('me');
  await authClient(env.http.origin).auth.signUp({ email, password: PASSWORD });
  const { data, error } = await authClient(baseUrl).auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session;
}

/** The session cookie @supabase/ssr writes: `base64-` + base64url(JSON). */
function sessionCookie(session: Partial<Session> & { access_token: string }): string {
  return `${cookieName}=${sessionCookieValue(session)}`;
}

function withToken(session: Session, accessToken: string, extra: Partial<Session> = {}) {
  return sessionCookie({
    ...session,
    access_token: accessToken,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    ...extra,
  });
}

async function me(headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${env.http.origin}/api/me`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function decodePart(token: string, index: number): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

describe('GET /api/me (requireUser)', () => {
  it("answers the user's id and email for a verified session; the profile row came with the user, not the request", async () => {
    const session = await signedIn();
    const { getDb, profiles } = await import('@/lib/db');
    const db = await getDb();
    const profileOf = () => db.select().from(profiles).where(eq(profiles.userId, session.user.id));
    // Sign-up at the embedded auth server created it: no request to the app has been made yet.
    expect(await profileOf()).toHaveLength(1);

    await db.delete(profiles).where(eq(profiles.userId, session.user.id));
    const { status, body } = await me({ cookie: sessionCookie(session) });
    expect(status).toBe(200);
    expect(body).toEqual({ id: session.user.id, email: session.user.email });
    // A signed-in request reads the user; it never writes a profile.
    expect(await profileOf()).toHaveLength(0);
  });

  it('answers 401 JSON without a session, with or without x-middleware-subrequest', async () => {
    for (const headers of [{}, SUBREQUEST]) {
      const { status, body } = await me(headers);
      expect(status).toBe(401);
      expect(body).toEqual({ error: 'unauthorized', message: 'Sign in to continue.' });
    }
  });

  it('answers 401 to x-middleware-subrequest with a token signed by another key under our kid', async () => {
    const session = await signedIn();
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(decodePart(session.access_token, 1))
      .setProtectedHeader({ alg: 'ES256', kid: String(decodePart(session.access_token, 0).kid), typ: 'JWT' })
      .sign(privateKey);
    expect((await me({ ...SUBREQUEST, cookie: withToken(session, forged) })).status).toBe(401);
  });

  it('answers 401 to a token with a changed payload, an HS256 token signed with the public key, and alg "none"', async () => {
    const session = await signedIn();
    const [header, payload, signature] = session.access_token.split('.');
    const claims = decodePart(session.access_token, 1);
    const other = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString(
      'base64url',
    );
    const hs256 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(developmentPublishableKey));
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const token of [`${header}.${other}.${signature}`, hs256, none]) {
      expect((await me({ ...SUBREQUEST, cookie: withToken(session, token) })).status).toBe(401);
    }
  });

  it('answers 401 to an expired token whose refresh token is not valid, and 200 once a valid one refreshes it', async () => {
    clocked.setTime(new Date(Date.now() - 2 * 3600_000));
    let session: Session;
    try {
      session = await signedIn(clocked.url);
    } finally {
      clocked.setTime(null);
    }
    expect(session.expires_at! * 1000).toBeLessThan(Date.now());
    expect(
      (await me({ ...SUBREQUEST, cookie: sessionCookie({ ...session, refresh_token: 'forged-refresh-token' }) }))
        .status,
    ).toBe(401);
    expect((await me({ cookie: sessionCookie(session) })).status).toBe(200);
  });

  it('answers 401 to a token under a kid the server never published', async () => {
    const session = await signedIn();
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(decodePart(session.access_token, 1))
      .setProtectedHeader({ alg: 'ES256', kid: 'attacker-key' })
      .sign(privateKey);
    expect((await me({ cookie: withToken(session, forged) })).status).toBe(401);
  });
});
