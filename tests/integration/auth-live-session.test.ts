// "Sign out everywhere" means it for what matters: after a global sign-out, another browser's access token is
// still unexpired and still verifies, but deleting the account or changing its email or password with it is
// refused, because those actions ask the auth server whether the session is still live. Pages keep the fast
// claims check.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authClient,
  developmentSecretKey,
  startAuthEnvironment,
  uniqueEmail,
  type AuthEnvironment,
} from '../support/auth';
import { callAction, CookieJar } from '../support/browser-jar';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));

const PASSWORD = 'correct horse battery';
let env: AuthEnvironment;
let login: typeof import('@/app/(bare)/login/actions');
let settings: typeof import('@/app/(site)/settings/actions');
let user: typeof import('@/lib/auth/user');
let actionsModule: typeof import('@/lib/actions');

beforeAll(async () => {
  env = await startAuthEnvironment();
  login = await import('@/app/(bare)/login/actions');
  settings = await import('@/app/(site)/settings/actions');
  user = await import('@/lib/auth/user');
  actionsModule = await import('@/lib/actions');
});

afterAll(async () => {
  await env.close();
});

/** One account signed in in two browsers; the first then signs out everywhere. Returns the second browser. */
async function signedOutElsewhere(label: string): Promise<{ email: string; stale: CookieJar; userId: string }> {
  const email = uniqueEmail(label);
  const first = new CookieJar();
  expect(await callAction(env.http.origin, first, login.signUpAction, { email, password: PASSWORD })).toMatchObject({
    ok: true,
  });
  const stale = new CookieJar();
  expect(await callAction(env.http.origin, stale, login.signInAction, { email, password: PASSWORD })).toMatchObject({
    ok: true,
  });
  expect(await callAction(env.http.origin, first, settings.signOutEverywhereAction)).toMatchObject({ ok: true });
  const { data } = await authClient(env.http.origin).auth.signInWithPassword({ email, password: PASSWORD });
  return { email, stale, userId: data.user!.id };
}

async function userExists(userId: string): Promise<boolean> {
  const admin = authClient(env.http.origin, { key: developmentSecretKey });
  return (await admin.auth.admin.getUserById(userId)).error === null;
}

describe('after signing out everywhere, the other browser', () => {
  it('still passes the fast claims check that pages use', async () => {
    const { stale, userId } = await signedOutElsewhere('claims');
    let seen: { id: string } | null = null;
    await runInRequestScope(new Request(`${env.http.origin}/`, { headers: { cookie: stale.header() } }), async () => {
      seen = await user.getOptionalUser();
      return new Response(null);
    });
    expect(seen).toMatchObject({ id: userId });
  });

  it('cannot delete the account', async () => {
    const { stale, userId } = await signedOutElsewhere('delete');
    const result = await callAction(env.http.origin, stale, settings.deleteAccountAction, { confirmation: 'DELETE' });
    expect(result).toEqual({ ok: false, error: actionsModule.signInRequiredMessage });
    expect(await userExists(userId)).toBe(true);
  });

  it('cannot change the email address or the password', async () => {
    const { email, stale } = await signedOutElsewhere('change');
    const newEmail = uniqueEmail('change-new');
    expect(await callAction(env.http.origin, stale, settings.changeEmailAction, { email: newEmail })).toEqual({
      ok: false,
      error: actionsModule.signInRequiredMessage,
    });
    expect(
      await callAction(env.http.origin, stale, settings.changePasswordAction, {
        password: 'another secret',
        confirmPassword: 'another secret',
      }),
    ).toEqual({ ok: false, error: actionsModule.signInRequiredMessage });
    const { error } = await authClient(env.http.origin).auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
  });

  it('getLiveUser refuses it, and accepts a session that is live', async () => {
    const { stale } = await signedOutElsewhere('live');
    const live = new CookieJar();
    await callAction(env.http.origin, live, login.signUpAction, { email: uniqueEmail('live-ok'), password: PASSWORD });
    const results: (string | null)[] = [];
    for (const jar of [stale, live]) {
      await runInRequestScope(new Request(`${env.http.origin}/`, { headers: { cookie: jar.header() } }), async () => {
        results.push((await user.getLiveUser())?.id ?? null);
        return new Response(null);
      });
    }
    expect(results[0]).toBeNull();
    expect(results[1]).toEqual(expect.any(String));
  });
});
