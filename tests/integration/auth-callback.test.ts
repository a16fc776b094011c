// /auth/callback: an emailed link's code becomes a session cookie, and the user goes on to a path on
// this site: `next`, else the redirect guard's saved path, never another origin.
import { createServerClient } from '@supabase/ssr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authClient,
  developmentPublishableKey,
  startAuthEnvironment,
  uniqueEmail,
  type AuthEnvironment,
} from '../support/auth';
import { verifyLinkIn } from '../support/mailbox';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));

let env: AuthEnvironment;
let names: typeof import('@/lib/auth/cookies');

beforeAll(async () => {
  env = await startAuthEnvironment();
  const route = await import('@/app/auth/callback/route');
  env.http.route('/auth/callback', (request) => runInRequestScope(request, () => route.GET(request)));
  names = await import('@/lib/auth/cookies');
});

afterAll(async () => {
  await env.close();
});

/**
 * A browser's recovery round trip up to the callback: the server-side client stores the PKCE
 * verifier in a cookie, the emailed link answers with a code. Returns the callback URL and cookies.
 */
async function linkToCallback(next?: string): Promise<{ callback: string; cookies: Map<string, string> }> {
  const email = uniqueEmail('callback');
  await authClient(env.http.origin).auth.signUp({ email, password: 'correct horse battery' });
  const cookies = new Map<string, string>();
  const client = createServerClient(env.http.origin, developmentPublishableKey, {
    cookieOptions: { name: names.authCookieName },
    cookies: {
      getAll: () => [...cookies].map(([name, value]) => ({ name, value })),
      setAll: (list) => list.forEach(({ name, value }) => (value ? cookies.set(name, value) : cookies.delete(name))),
    },
  });
  const since = env.mailbox.messages.length;
  const redirectTo = `${env.http.origin}/auth/callback${next === undefined ? '' : `?next=${encodeURIComponent(next)}`}`;
  await client.auth.resetPasswordForEmail(email, { redirectTo });
  const link = verifyLinkIn(await env.mailbox.waitFor(email, since));
  const followed = await fetch(`${env.http.origin}${link.pathname}${link.search}`, { redirect: 'manual' });
  return { callback: followed.headers.get('location') ?? '', cookies };
}

async function callback(url: string, cookies: Map<string, string>) {
  const response = await fetch(url, {
    redirect: 'manual',
    headers: { cookie: [...cookies].map(([n, v]) => `${n}=${v}`).join('; ') },
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    setCookies: response.headers.getSetCookie(),
  };
}

describe('GET /auth/callback', () => {
  it('exchanges the code for a session cookie and goes on to `next`', async () => {
    const { callback: url, cookies } = await linkToCallback('/settings');
    expect(cookies.has(`${names.authCookieName}-code-verifier`)).toBe(true);
    const { status, location, setCookies } = await callback(url, cookies);
    expect(status).toBe(303);
    expect(location).toBe('/settings');
    const session = setCookies.find((c) => c.startsWith(`${names.authCookieName}=base64-`));
    expect(session).toBeDefined();
    expect(setCookies.some((c) => c.startsWith(`${names.authCookieName}-code-verifier=;`))).toBe(true);
  });

  it('goes on to the path the redirect guard saved, and clears that cookie', async () => {
    const { callback: url, cookies } = await linkToCallback();
    cookies.set(names.redirectPathCookieName, encodeURIComponent('/tenders/42/analyze?tab=summary'));
    const { location, setCookies } = await callback(url, cookies);
    expect(location).toBe('/tenders/42/analyze?tab=summary');
    expect(setCookies.find((c) => c.startsWith(`${names.redirectPathCookieName}=`))).toMatch(
      /Expires=Thu, 01 Jan 1970|Max-Age=0/,
    );
  });

  it('sends an off-site `next` to /dashboard instead', async () => {
    const { callback: url, cookies } = await linkToCallback('//evil.example/phish');
    expect((await callback(url, cookies)).location).toBe('/dashboard');
  });

  it('sends failed links and unknown codes to the login page with the reason', async () => {
    const failed = await callback(
      `${env.http.origin}/auth/callback?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
      new Map(),
    );
    expect(failed.status).toBe(303);
    expect(failed.location).toBe('/login?error=Email+link+is+invalid+or+has+expired&error_code=otp_expired');

    const { cookies } = await linkToCallback();
    const unknown = await callback(`${env.http.origin}/auth/callback?code=not-a-code`, cookies);
    expect(unknown.location).toMatch(/^\/login\?error=/);
    expect(unknown.setCookies.some((c) => c.startsWith(`${names.authCookieName}=base64-`))).toBe(false);
  });
});
