// The middleware as the production build runs it (edge runtime, `next start`), over plain HTTP: the guard's
// redirect-path cookie and its name, paths it leaves alone, and the session refresh it answers with cookies.
// routes.spec.ts covers the 307 of every guarded path and the 404 that names the requested path.
import { expect, test, type APIResponse } from '@playwright/test';
import { e2ePublishableKey } from '../scripts/e2e-paths';

interface SetCookie {
  name: string;
  value: string;
  attributes: string[];
}

function setCookies(response: APIResponse): SetCookie[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map(({ value }) => {
      const [pair = '', ...attributes] = value.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      return { name: pair.slice(0, index), value: pair.slice(index + 1), attributes };
    });
}

/** The session as @supabase/ssr stores it: `base64-` + base64url(JSON), possibly split over `.0`, `.1` … cookies. */
function sessionIn(cookies: SetCookie[], name: string): { refresh_token: string; expires_at: number } | null {
  const parts = cookies
    .filter((cookie) => cookie.name === name || cookie.name.startsWith(`${name}.`))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  if (parts.length === 0) return null;
  const value = decodeURIComponent(parts.map((part) => part.value).join(''));
  return JSON.parse(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString('utf8'));
}

/** The cookie prefix of this build, read off the guard's redirect-path cookie. */
async function cookiePrefix(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const response = await request.get('/dashboard', { maxRedirects: 0 });
  const saved = setCookies(response).find((cookie) => cookie.name.endsWith('-redirect-path'));
  expect(saved, 'a redirect-path cookie').toBeDefined();
  return saved!.name.slice(0, -'-redirect-path'.length);
}

test('a signed-out request for a guarded path gets a 307 to /login and the path in "<prefix>-redirect-path"', async ({
  request,
}) => {
  const response = await request.get('/settings?tab=profile', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/login');
  const cookies = setCookies(response);
  expect(cookies.map((cookie) => cookie.name)).toEqual([expect.stringMatching(/^sb-[a-z0-9-]+-redirect-path$/)]);
  const [saved] = cookies;
  expect(decodeURIComponent(saved!.value)).toBe('/settings?tab=profile');
  expect(saved!.attributes.map((attribute) => attribute.toLowerCase())).toEqual(
    expect.arrayContaining(['path=/', 'httponly', 'samesite=lax']),
  );
});

test('the login route and look-alikes of guarded paths pass without a redirect or a redirect-path cookie', async ({
  request,
}) => {
  const login = await request.get('/login', { maxRedirects: 0 });
  expect(login.status()).toBe(200);
  expect(setCookies(login)).toEqual([]);

  const lookAlike = await request.get('/dashboards', { maxRedirects: 0 });
  expect(lookAlike.status()).toBe(404);
  expect(setCookies(lookAlike)).toEqual([]);
  expect(await lookAlike.text()).toContain('Page not found: /dashboards');
});

test('a session about to expire is refreshed: the guarded page renders signed in and the new tokens come back as cookies', async ({
  request,
  baseURL,
}) => {
  const prefix = await cookiePrefix(request);
  const email = `refresh-${Date.now().toString(36)}@example.com`;
  const signUp = await request.post(`${baseURL}/auth/v1/signup`, {
    headers: { apikey: e2ePublishableKey('eu') },
    data: { email, password: 'correct horse battery' },
  });
  expect(signUp.status()).toBe(200);
  const session = (await signUp.json()) as { refresh_token: string; expires_at: number };
  expect(session.refresh_token).toBeTruthy();

  // Stored as expiring in 30 s: inside the 90 s margin within which supabase-js refreshes a session.
  const expiring = { ...session, expires_at: Math.floor(Date.now() / 1000) + 30 };
  const cookie = `${prefix}-auth-token=base64-${Buffer.from(JSON.stringify(expiring)).toString('base64url')}`;
  const response = await request.get('/dashboard', { headers: { cookie }, maxRedirects: 0 });

  expect(response.status()).toBe(200);
  // The dashboard's own content, which it renders only for a verified user.
  expect(await response.text()).toContain('Saved tenders');
  const refreshed = sessionIn(setCookies(response), `${prefix}-auth-token`);
  expect(refreshed, 'refreshed session cookies').not.toBeNull();
  expect(refreshed!.refresh_token).not.toBe(session.refresh_token);
  expect(refreshed!.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000) + 3000);
});
