// Limits per client, not only per account: password spraying across many addresses, a stranger locking the
// owner out, sign-up and recovery floods. Each refusal is a 429 with Retry-After, as Supabase answers.
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forwardedClientHeader } from '@/lib/http/request-stamp';
import { startAuthEnvironment, uniqueEmail, type AuthEnvironment } from '../support/auth';
import { callAction, CookieJar } from '../support/browser-jar';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));

const PASSWORD = 'correct horse battery';
// The clients here are other machines, as a deployment's are: the server has keys of its own, since the public
// development keys serve this machine only.
const publishableKey = 'sb_publishable_client-limits-test';
let env: AuthEnvironment;
let login: typeof import('@/app/(bare)/login/actions');
let rateLimits: typeof import('@/lib/rate-limit').rateLimits;

beforeAll(async () => {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  env = await startAuthEnvironment({
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: publishableKey,
    SUPABASE_SECRET_KEY: `sb_secret_client-limits-test-${randomUUID()}`,
    AUTH_SIGNING_KEY: JSON.stringify({ ...(await exportJWK(privateKey)), kid: randomUUID() }),
  });
  const limits = await import('@/lib/rate-limit');
  rateLimits = limits.rateLimits;
  // The shared environment raises the per-client limits for the other suites; these tests are about them.
  limits.clearRateLimitOverrides();
  login = await import('@/app/(bare)/login/actions');
});

afterAll(async () => {
  await env.close();
});

let clients = 0;
/** A client address of its own per test, as the app forwards it to its auth server. */
function newClient(): string {
  clients += 1;
  return `192.0.2.${clients}`;
}

async function post(path: string, client: string, body: object, spoofed: string) {
  const response = await fetch(`${env.http.origin}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: publishableKey,
      'X-Supabase-Api-Version': '2024-01-01',
      'Content-Type': 'application/json',
      [forwardedClientHeader.name]: forwardedClientHeader.value(client),
      // What a spraying client would rotate: it must not matter.
      'x-forwarded-for': spoofed,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

describe('per-client limits of the embedded auth server', { timeout: 120_000 }, () => {
  it('sign-in: one client trying many addresses is refused after the per-client limit, with Retry-After', async () => {
    const client = newClient();
    const { max } = rateLimits['auth.client'];
    const answers = [];
    for (let i = 0; i <= max; i++) {
      answers.push(
        await post(
          '/token?grant_type=password',
          client,
          { email: uniqueEmail('spray'), password: 'guess' },
          `203.0.113.${i}`,
        ),
      );
    }
    expect(answers.slice(0, max).every((a) => a.status === 400 && a.body.code === 'invalid_credentials')).toBe(true);
    const refused = answers[max]!;
    expect(refused).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });

  it('sign-up: one client creating many accounts is refused after the per-client limit, with Retry-After', async () => {
    const client = newClient();
    const { max } = rateLimits['auth.client'];
    const statuses: number[] = [];
    let last;
    for (let i = 0; i <= max; i++) {
      last = await post('/signup', client, { email: uniqueEmail('flood'), password: PASSWORD }, `203.0.113.${i}`);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(last).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });
    expect(Number(last!.retryAfter)).toBeGreaterThan(0);
  });

  it('recovery: one client asking for links to many addresses is refused after the per-client limit', async () => {
    const client = newClient();
    const { max } = rateLimits['auth.email.client'];
    const statuses: number[] = [];
    let last;
    for (let i = 0; i <= max; i++) {
      last = await post('/recover', client, { email: uniqueEmail('recover') }, `203.0.113.${i}`);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(last).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit' } });
    expect(Number(last!.retryAfter)).toBeGreaterThan(0);
  });

  it('one client over its limit does not hold back another', async () => {
    const spraying = newClient();
    for (let i = 0; i <= rateLimits['auth.client'].max; i++) {
      await post(
        '/token?grant_type=password',
        spraying,
        { email: uniqueEmail('spray'), password: 'guess' },
        '203.0.113.1',
      );
    }
    const other = await post(
      '/signup',
      newClient(),
      { email: uniqueEmail('other'), password: PASSWORD },
      '203.0.113.1',
    );
    expect(other.status).toBe(200);
  });
});

describe('the per-account limit, through the login form', () => {
  it('ten wrong passwords from a stranger do not lock the owner out on their own connection', async () => {
    const email = uniqueEmail('owner');
    const owner = new CookieJar();
    expect(await callAction(env.http.origin, owner, login.signUpAction, { email, password: PASSWORD })).toMatchObject({
      ok: true,
    });

    const stranger = new CookieJar();
    const { max } = rateLimits['auth.password'];
    for (let i = 0; i < max; i++) {
      expect(
        await callAction(env.http.origin, stranger, login.signInAction, { email, password: `wrong ${i}` }),
      ).toMatchObject({ ok: false, code: 'invalid_credentials' });
    }
    // The stranger's next attempt is refused, even with the right password.
    expect(
      await callAction(env.http.origin, stranger, login.signInAction, { email, password: PASSWORD }),
    ).toMatchObject({ ok: false, code: 'over_request_rate_limit' });
    // The owner, on their own connection, signs in.
    expect(
      await callAction(env.http.origin, new CookieJar(), login.signInAction, { email, password: PASSWORD }),
    ).toMatchObject({ ok: true });
  });
});
