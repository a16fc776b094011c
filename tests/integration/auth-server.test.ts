// The embedded auth server driven by the real supabase-js over HTTP (no mocks): sign-up, sign-in,
// tokens, sessions, recovery, admin calls, rate limits and the error format of embedded-auth.md.
import { createHash, randomBytes } from 'node:crypto';
import {
  isAuthApiError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
  type Session,
} from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authClient,
  developmentPublishableKey,
  startAuthEnvironment,
  uniqueEmail,
  type AuthEnvironment,
} from '../support/auth';
import { mountClockedAuthServer, type ClockedAuthServer } from '../support/auth-clock';
import { verifyLinkIn } from '../support/mailbox';

const PASSWORD = 'correct horse battery';
let env: AuthEnvironment;
let clocked: ClockedAuthServer;

beforeAll(async () => {
  env = await startAuthEnvironment();
  clocked = await mountClockedAuthServer(env.http, '/clocked');
});

afterAll(async () => {
  await env.close();
});

const api = (path: string) => `${env.http.origin}/auth/v1${path}`;
const versioned = {
  apikey: developmentPublishableKey,
  'X-Supabase-Api-Version': '2024-01-01',
  'Content-Type': 'application/json',
};

async function signedUp(label: string, password = PASSWORD): Promise<{ email: string; session: Session }> {
  const email = uniqueEmail(label);
  const { data, error } = await authClient(env.http.origin).auth.signUp({ email, password });
  if (error || !data.session) throw error ?? new Error('sign-up returned no session');
  return { email, session: data.session };
}

async function postToken(
  base: string,
  grant: string,
  body: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}/auth/v1/token?grant_type=${grant}`, {
    method: 'POST',
    headers: versioned,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

describe('sign-up and sign-in', () => {
  it('signs up with auto-confirm and answers a session with a confirmed user and an email identity', async () => {
    const email = uniqueEmail('signup');
    const before = Math.floor(Date.now() / 1000);
    const { data, error } = await authClient(env.http.origin).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { name: 'Ada' } },
    });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    expect(data.session?.expires_at).toBeGreaterThanOrEqual(before + 3600);
    expect(data.session?.refresh_token).toMatch(/^[\w-]{40,}$/);
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      is_anonymous: false,
      user_metadata: { name: 'Ada' },
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: 'email',
      user_id: data.user?.id,
      identity_data: { sub: data.user?.id, email, email_verified: true },
    });
  });

  it('refuses a second sign-up for the same address, in any letter case, with user_already_exists (422)', async () => {
    const { email } = await signedUp('duplicate');
    const { data, error } = await authClient(env.http.origin).auth.signUp({
      email: email.toUpperCase(),
      password: 'another password',
    });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });

  it('signs in with the password; a wrong password or an unknown address gets invalid_credentials (400)', async () => {
    const { email } = await signedUp('signin');
    const client = authClient(env.http.origin);
    const ok = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe(email);
    expect(ok.data.session?.access_token).toBeTruthy();

    for (const attempt of [
      { email, password: 'wrong password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const { error } = await authClient(env.http.origin).auth.signInWithPassword(attempt);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('rejects a short password as AuthWeakPasswordError with its reasons, and one over 72 characters as validation_failed', async () => {
    const client = authClient(env.http.origin);
    const weak = await client.auth.signUp({ email: uniqueEmail('weak'), password: 'abc12' });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });

    const long = await client.auth.signUp({ email: uniqueEmail('long'), password: 'x'.repeat(73) });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(long.error?.message).toContain('72');
  });

  it('rejects an address that is not one with validation_failed', async () => {
    const { error } = await authClient(env.http.origin).auth.signUp({ email: 'not-an-address', password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('access tokens and the JWKS', () => {
  it('getClaims() verifies the ES256 access token through the JWKS without calling /user', async () => {
    const { email } = await signedUp('claims');
    const client = authClient(env.http.origin);
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const seen = env.http.requests.length;
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(data?.header.kid).toBeTruthy();
    expect(data?.claims).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      phone: '',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(data?.claims.iss).toMatch(/\/auth\/v1$/);
    expect(data?.claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data!.claims.exp - data!.claims.iat).toBe(3600);
    expect(data?.claims.amr).toEqual([{ method: 'password', timestamp: data?.claims.iat }]);
    expect(env.http.requests.slice(seen)).not.toContain('GET /auth/v1/user');
  });

  it('serves the public signing key with its kid, cacheable for 10 minutes, and no private part', async () => {
    const response = await fetch(api('/.well-known/jwks.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
    const { session } = await signedUp('kid');
    const header = JSON.parse(Buffer.from(session.access_token.split('.')[0] ?? '', 'base64url').toString()) as {
      kid: string;
    };
    expect(header.kid).toBe(keys[0]?.kid);
  });

  it('getUser() answers the user for a valid token and 403 bad_jwt for a tampered one', async () => {
    const { email, session } = await signedUp('getuser');
    const client = authClient(env.http.origin);
    const { data } = await client.auth.getUser(session.access_token);
    expect(data.user?.email).toBe(email);

    const [header, payload, signature] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: 'admin@example.com' })).toString('base64url')}.${signature}`;
    const { error } = await client.auth.getUser(forged);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });
});

describe('refresh tokens', () => {
  it('rotates the refresh token, and a just-used token still gets a valid session within the reuse window', async () => {
    const { session } = await signedUp('rotate');
    const first = await postToken(env.http.origin, 'refresh_token', { refresh_token: session.refresh_token });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(session.refresh_token);
    expect(first.body.access_token).not.toBe(session.access_token);

    // A concurrent refresh with the same (now revoked) token, e.g. middleware and a server component.
    const again = await postToken(env.http.origin, 'refresh_token', { refresh_token: session.refresh_token });
    expect(again.status).toBe(200);
    const { data } = await authClient(env.http.origin).auth.getUser(String(again.body.access_token));
    expect(data.user?.id).toBe(session.user.id);

    // The rotated token keeps working.
    const next = await postToken(env.http.origin, 'refresh_token', { refresh_token: first.body.refresh_token });
    expect(next.status).toBe(200);
  });

  it('revokes the whole session when a used token comes back after the 10 s reuse window', async () => {
    const email = uniqueEmail('reuse');
    const client = authClient(clocked.url);
    const start = new Date();
    clocked.setTime(start);
    const { data } = await client.auth.signUp({ email, password: PASSWORD });
    const original = data.session!;
    const rotated = await postToken(`${clocked.url}`, 'refresh_token', { refresh_token: original.refresh_token });
    expect(rotated.status).toBe(200);

    clocked.setTime(new Date(start.getTime() + 11_000));
    const stolen = await postToken(clocked.url, 'refresh_token', { refresh_token: original.refresh_token });
    expect(stolen).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });

    // The family is gone: the rotated token and the session's access tokens no longer work.
    const family = await postToken(clocked.url, 'refresh_token', { refresh_token: rotated.body.refresh_token });
    expect(family).toMatchObject({ status: 400, body: { code: 'refresh_token_not_found' } });
    clocked.setTime(null);
    const { error } = await authClient(env.http.origin).auth.getUser(String(rotated.body.access_token));
    expect(isAuthSessionMissingError(error)).toBe(true);
  });

  it('answers refresh_token_not_found for a token it never issued', async () => {
    const { error } = await authClient(env.http.origin).auth.refreshSession({ refresh_token: 'not-a-token-we-issued' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('sign-out', () => {
  it('signOut({scope: "others"}) ends the other sessions and keeps the current one', async () => {
    const { email } = await signedUp('others');
    const here = authClient(env.http.origin);
    const there = authClient(env.http.origin);
    await here.auth.signInWithPassword({ email, password: PASSWORD });
    const elsewhere = await there.auth.signInWithPassword({ email, password: PASSWORD });

    expect((await here.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await here.auth.getUser()).data.user?.email).toBe(email);
    const gone = await authClient(env.http.origin).auth.getUser(elsewhere.data.session!.access_token);
    expect(isAuthSessionMissingError(gone.error)).toBe(true);
    const refresh = await postToken(env.http.origin, 'refresh_token', {
      refresh_token: elsewhere.data.session!.refresh_token,
    });
    expect(refresh.body.code).toBe('refresh_token_not_found');
  });

  it('POST /logout answers 204 with no body, and the refresh token stops working', async () => {
    const { session } = await signedUp('logout');
    const response = await fetch(api('/logout?scope=global'), {
      method: 'POST',
      headers: { ...versioned, Authorization: `Bearer ${session.access_token}` },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const refresh = await postToken(env.http.origin, 'refresh_token', { refresh_token: session.refresh_token });
    expect(refresh).toMatchObject({ status: 400, body: { code: 'refresh_token_not_found' } });
  });

  it('signOut() through supabase-js clears the local session and kills the refresh token', async () => {
    const { email } = await signedUp('signout');
    const client = authClient(env.http.origin);
    const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const refresh = await postToken(env.http.origin, 'refresh_token', { refresh_token: data.session!.refresh_token });
    expect(refresh.body.code).toBe('refresh_token_not_found');
  });

  it('refuses an unknown logout scope with validation_failed (400)', async () => {
    const { session } = await signedUp('scope');
    const response = await fetch(api('/logout?scope=everywhere'), {
      method: 'POST',
      headers: { ...versioned, Authorization: `Bearer ${session.access_token}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('updating the user', () => {
  it('merges metadata, removes keys set to null, and changes the password', async () => {
    const { email } = await signedUp('update');
    const client = authClient(env.http.origin);
    await client.auth.signInWithPassword({ email, password: PASSWORD });

    const added = await client.auth.updateUser({ data: { company: 'ACME', role: 'buyer' } });
    expect(added.data.user?.user_metadata).toEqual({ company: 'ACME', role: 'buyer' });
    const removed = await client.auth.updateUser({ data: { role: null } });
    expect(removed.data.user?.user_metadata).toEqual({ company: 'ACME' });

    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: '123' });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);

    expect((await client.auth.updateUser({ password: 'a brand new secret' })).error).toBeNull();
    expect((await authClient(env.http.origin).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await authClient(env.http.origin).auth.signInWithPassword({ email, password: 'a brand new secret' })).error,
    ).toBeNull();
  });

  it('refuses an email address another account uses with email_exists', async () => {
    const { email: taken } = await signedUp('taken');
    const { email } = await signedUp('mover');
    const client = authClient(env.http.origin);
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('password recovery', () => {
  it('recovery email → link → /verify 303 with a code → exchange → new password', async () => {
    const { email } = await signedUp('recover');
    const client = authClient(env.http.origin, { flowType: 'pkce' });
    const redirectTo = `${env.http.origin}/auth/callback?next=/settings`;
    const since = env.mailbox.messages.length;
    const { data, error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mail = await env.mailbox.waitFor(email, since);
    expect(mail.subject).toMatch(/reset your .* password/i);
    const link = verifyLinkIn(mail);
    expect(link.origin).toBe(env.http.origin);
    expect(link.searchParams.get('type')).toBe('recovery');

    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${env.http.origin}/auth/callback`);
    expect(location.searchParams.get('next')).toBe('/settings');
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();

    const exchanged = await client.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(exchanged.data).toMatchObject({ redirectType: 'recovery' });
    expect((await client.auth.getClaims()).data?.claims.amr).toEqual([expect.objectContaining({ method: 'recovery' })]);

    expect((await client.auth.updateUser({ password: 'recovered secret' })).error).toBeNull();
    expect(
      (await authClient(env.http.origin).auth.signInWithPassword({ email, password: 'recovered secret' })).error,
    ).toBeNull();

    // The link works once.
    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.status).toBe(303);
    const failure = new URL(reused.headers.get('location') ?? '');
    expect(failure.searchParams.get('error_code')).toBe('otp_expired');
    expect(failure.searchParams.get('error')).toBe('access_denied');
    expect(failure.searchParams.get('error_description')).toBeTruthy();
  });

  it('answers {} for an address without an account and sends nothing', async () => {
    const email = uniqueEmail('unknown');
    const since = env.mailbox.messages.length;
    const { data, error } = await authClient(env.http.origin).auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    // The server sends its mail before it answers, so a mail it sent would be in the mailbox already.
    expect(env.mailbox.messages.slice(since).some((m) => m.to.includes(email))).toBe(false);
  });

  it('verifyOtp with the token hash of an emailed link signs the user in, once', async () => {
    const { email } = await signedUp('otp');
    const since = env.mailbox.messages.length;
    await authClient(env.http.origin).auth.resetPasswordForEmail(email);
    const tokenHash = verifyLinkIn(await env.mailbox.waitFor(email, since)).searchParams.get('token')!;

    const client = authClient(env.http.origin);
    const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email);

    const again = await authClient(env.http.origin).auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});

describe('PKCE codes', () => {
  async function codeFor(base: string, email: string): Promise<{ code: string; verifier: string }> {
    const { verifier, challenge } = pkcePair();
    const since = env.mailbox.messages.length;
    const response = await fetch(`${base}/auth/v1/recover`, {
      method: 'POST',
      headers: versioned,
      body: JSON.stringify({ email, code_challenge: challenge, code_challenge_method: 's256' }),
    });
    expect(response.status).toBe(200);
    const link = verifyLinkIn(await env.mailbox.waitFor(email, since));
    const followed = await fetch(`${base}/auth/v1/verify${link.search}`, { redirect: 'manual' });
    const code = new URL(followed.headers.get('location') ?? '').searchParams.get('code');
    if (!code) throw new Error(`no code in ${followed.headers.get('location')}`);
    return { code, verifier };
  }

  it('a code is exchanged once: the second exchange gets flow_state_not_found (404)', async () => {
    const { email } = await signedUp('pkce-once');
    const { code, verifier } = await codeFor(env.http.origin, email);
    const first = await postToken(env.http.origin, 'pkce', { auth_code: code, code_verifier: verifier });
    expect(first.status).toBe(200);
    expect((first.body.user as { email: string }).email).toBe(email);
    const second = await postToken(env.http.origin, 'pkce', { auth_code: code, code_verifier: verifier });
    expect(second).toMatchObject({ status: 404, body: { code: 'flow_state_not_found' } });
  });

  it('a wrong verifier gets bad_code_verifier (400)', async () => {
    const { email } = await signedUp('pkce-verifier');
    const { code } = await codeFor(env.http.origin, email);
    const wrong = await postToken(env.http.origin, 'pkce', { auth_code: code, code_verifier: pkcePair().verifier });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'bad_code_verifier' } });
  });

  it('a code older than 300 s gets flow_state_expired (422)', async () => {
    const { email } = await signedUp('pkce-expiry');
    const { code, verifier } = await codeFor(clocked.url, email);
    clocked.setTime(new Date(Date.now() + 301_000));
    try {
      const late = await postToken(clocked.url, 'pkce', { auth_code: code, code_verifier: verifier });
      expect(late).toMatchObject({ status: 422, body: { code: 'flow_state_expired' } });
    } finally {
      clocked.setTime(null);
    }
  });
});

describe('admin endpoints', () => {
  it("the app's admin client (secret key) reads and deletes a user; the user can no longer sign in or use the session", async () => {
    const { email, session } = await signedUp('admin');
    const { createAdminClient } = await import('@/lib/auth/admin');
    const admin = createAdminClient();

    const found = await admin.auth.admin.getUserById(session.user.id);
    expect(found.error).toBeNull();
    expect(found.data.user?.email).toBe(email);

    const deleted = await admin.auth.admin.deleteUser(session.user.id);
    expect(deleted.error).toBeNull();
    expect((await admin.auth.admin.getUserById(session.user.id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
    expect((await authClient(env.http.origin).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await authClient(env.http.origin).auth.getUser(session.access_token)).error).toMatchObject({ status: 403 });
  });

  it('the publishable key or a user token cannot call them (403 not_admin)', async () => {
    const { session } = await signedUp('not-admin');
    const { error } = await authClient(env.http.origin).auth.admin.getUserById(session.user.id);
    expect(error).toMatchObject({ status: 403, code: 'not_admin' });
    const response = await fetch(api(`/admin/users/${session.user.id}`), {
      method: 'DELETE',
      headers: { ...versioned, Authorization: `Bearer ${session.access_token}` },
    });
    expect(response.status).toBe(403);
  });
});

describe('rate limits', () => {
  it('the 11th password attempt for an address within 5 minutes gets 429 over_request_rate_limit, even with the right password', async () => {
    const { email } = await signedUp('throttle');
    for (let i = 0; i < 10; i++) {
      const { error } = await authClient(env.http.origin).auth.signInWithPassword({ email, password: `wrong ${i}` });
      expect(error?.code).toBe('invalid_credentials');
    }
    const { error } = await authClient(env.http.origin).auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    const raw = await fetch(api('/token?grant_type=password'), {
      method: 'POST',
      headers: versioned,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('the third email to an address within an hour gets 429 over_email_send_rate_limit', async () => {
    const { email } = await signedUp('mail-throttle');
    const client = authClient(env.http.origin);
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { error } = await client.auth.resetPasswordForEmail(email);
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });
});

describe('API keys and the error format', () => {
  it('answers 401 without the publishable key, and 401 for a key it does not know', async () => {
    const body = JSON.stringify({ email: uniqueEmail('nokey'), password: PASSWORD });
    const missing = await fetch(api('/signup'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body,
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 'no_api_key', message: 'No API key found in request' });

    const wrongKey = await authClient(env.http.origin, { key: 'sb_publishable_somebody-else' }).auth.signUp({
      email: uniqueEmail('badkey'),
      password: PASSWORD,
    });
    expect(wrongKey.error).toMatchObject({ status: 401, code: 'invalid_api_key' });
  });

  it('answers errors as {code, message} with X-Supabase-Api-Version, and in the legacy shape without it', async () => {
    const { email } = await signedUp('format');
    const credentials = JSON.stringify({ email, password: 'not the password' });
    const current = await fetch(api('/token?grant_type=password'), {
      method: 'POST',
      headers: versioned,
      body: credentials,
    });
    expect(current.status).toBe(400);
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await current.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });

    const legacy = await fetch(api('/token?grant_type=password'), {
      method: 'POST',
      headers: { apikey: developmentPublishableKey, 'Content-Type': 'application/json' },
      body: credentials,
    });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('answers an unknown grant type OAuth-style, an OAuth provider with validation_failed, and an unknown endpoint with 404', async () => {
    const grant = await postToken(env.http.origin, 'id_token', {});
    expect(grant.status).toBe(400);
    expect(grant.body).toMatchObject({ error: 'unsupported_grant_type' });
    expect(grant.body.error_description).toContain('id_token');

    const provider = await fetch(api('/authorize?provider=google&redirect_to=/'));
    expect(provider.status).toBe(400);
    expect(await provider.json()).toMatchObject({ error_code: 'validation_failed' });

    const unknown = await fetch(api('/otp'), { method: 'POST', headers: versioned, body: '{}' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers a malformed JSON body with bad_json (400)', async () => {
    const response = await fetch(api('/signup'), { method: 'POST', headers: versioned, body: '{"email":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_json' });
  });
});
