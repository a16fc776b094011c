// Account pages' server side with the real embedded auth over HTTP: sign-in and sign-up actions with
// the return path, profiles and public profiles (validated, and only ever the caller's own), the
// banner's summary route, password recovery through the mail, token-hash links, and account deletion.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  developmentSecretKey,
  startAuthEnvironment,
  uniqueEmail,
  type AuthEnvironment,
  authClient,
} from '../support/auth';
import { mountClockedAuthServer } from '../support/auth-clock';
import { callAction, CookieJar } from '../support/browser-jar';
import { verifyLinkIn } from '../support/mailbox';
import { runInRequestScope } from '../support/next-request-scope';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);

const PASSWORD = 'correct horse battery';
let env: AuthEnvironment;
let login: typeof import('@/app/(bare)/login/actions');
let settings: typeof import('@/app/(site)/settings/actions');
let navbar: typeof import('@/app/actions');
let names: typeof import('@/lib/auth/cookies');
let db: Awaited<ReturnType<typeof import('@/lib/db').getDb>>;
let schema: typeof import('@/lib/db');

beforeAll(async () => {
  env = await startAuthEnvironment();
  const account = await import('@/app/api/me/account/route');
  env.http.route('/api/me/account', (request) => runInRequestScope(request, () => account.GET(request)));
  const callback = await import('@/app/auth/callback/route');
  env.http.route('/auth/callback', (request) => runInRequestScope(request, () => callback.GET(request)));
  const confirm = await import('@/app/auth/confirm/route');
  env.http.route('/auth/confirm', (request) => runInRequestScope(request, () => confirm.GET(request)));
  login = await import('@/app/(bare)/login/actions');
  settings = await import('@/app/(site)/settings/actions');
  navbar = await import('@/app/actions');
  names = await import('@/lib/auth/cookies');
  schema = await import('@/lib/db');
  db = await schema.getDb();
});

afterAll(async () => {
  await env.close();
});

async function newUser(label: string): Promise<{ email: string; jar: CookieJar }> {
  const email = uniqueEmail(label);
  const jar = new CookieJar();
  const result = await callAction(env.http.origin, jar, login.signUpAction, { email, password: PASSWORD });
  expect(result).toMatchObject({ ok: true });
  return { email, jar };
}

async function accountSummary(jar: CookieJar): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${env.http.origin}/api/me/account`, { headers: { cookie: jar.header() } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function userIdOf(jar: CookieJar): Promise<string> {
  const response = await fetch(`${env.http.origin}/api/me/account`, { headers: { cookie: jar.header() } });
  expect(response.status).toBe(200);
  const { data } = await authClient(env.http.origin).auth.signInWithPassword({
    email: String(((await response.json()) as { email: string }).email),
    password: PASSWORD,
  });
  return data.user!.id;
}

const completeProfile = {
  userName: 'Ada Lovelace',
  companyName: 'Analytical Engines Ltd',
  companyIndustry: 'Engineering',
  jobTitle: 'Founder',
};

describe('sign-in and sign-up actions', () => {
  it('create an account with a session cookie and go to the path the guard saved, clearing it', async () => {
    const jar = new CookieJar();
    jar.cookies.set(names.redirectPathCookieName, encodeURIComponent('/tenders/42/analyze?tab=x'));
    const result = await callAction(env.http.origin, jar, login.signUpAction, {
      email: uniqueEmail('signup'),
      password: PASSWORD,
    });
    expect(result).toEqual({ ok: true, data: { redirectTo: '/tenders/42/analyze?tab=x' } });
    expect(jar.cookies.has(names.authCookieName)).toBe(true);
    expect(jar.cookies.has(names.redirectPathCookieName)).toBe(false);
  });

  it('sign in lands on /dashboard without a saved path, and refuses wrong passwords with the catalogue message', async () => {
    const { email } = await newUser('signin');
    const wrong = await callAction(env.http.origin, new CookieJar(), login.signInAction, {
      email,
      password: 'not the password',
    });
    expect(wrong).toMatchObject({ ok: false, code: 'invalid_credentials', error: 'Invalid login credentials' });
    const jar = new CookieJar();
    expect(await callAction(env.http.origin, jar, login.signInAction, { email, password: PASSWORD })).toEqual({
      ok: true,
      data: { redirectTo: '/dashboard' },
    });
    expect((await accountSummary(jar)).body.email).toBe(email);
  });

  it('return to the `next` page the login page was opened with, ahead of a saved path; outside ones are ignored', async () => {
    const { email } = await newUser('next');
    const jar = new CookieJar();
    jar.cookies.set(names.redirectPathCookieName, encodeURIComponent('/settings'));
    expect(
      await callAction(env.http.origin, jar, login.signInAction, {
        email,
        password: PASSWORD,
        next: '/tenders?q=road',
      }),
    ).toEqual({ ok: true, data: { redirectTo: '/tenders?q=road' } });
    expect(jar.cookies.has(names.redirectPathCookieName)).toBe(false);

    const created = await callAction(env.http.origin, new CookieJar(), login.signUpAction, {
      email: uniqueEmail('next-signup'),
      password: PASSWORD,
      next: '/tenders/0123456789abcdef',
    });
    expect(created).toEqual({ ok: true, data: { redirectTo: '/tenders/0123456789abcdef' } });

    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      expect(
        await callAction(env.http.origin, new CookieJar(), login.signInAction, { email, password: PASSWORD, next }),
        next,
      ).toEqual({ ok: true, data: { redirectTo: '/dashboard' } });
    }
  });

  it('validates with the form schema before the auth server is asked', async () => {
    const result = await callAction(env.http.origin, new CookieJar(), login.signUpAction, {
      email: 'not-an-email',
      password: '123',
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { email: ['Enter a valid email address'], password: [expect.stringMatching(/at least 6/)] },
    });
  });

  it('says when the address has an account already', async () => {
    const { email } = await newUser('twice');
    const again = await callAction(env.http.origin, new CookieJar(), login.signUpAction, { email, password: PASSWORD });
    expect(again).toMatchObject({ ok: false, code: 'user_already_exists' });
  });

  it('sign out clears the session: the account route answers 401 afterwards', async () => {
    const { jar } = await newUser('signout');
    expect((await accountSummary(jar)).status).toBe(200);
    expect(await callAction(env.http.origin, jar, navbar.signOutAction)).toEqual({
      ok: true,
      data: { signedOut: true },
    });
    expect(jar.cookies.has(names.authCookieName)).toBe(false);
    expect((await accountSummary(jar)).status).toBe(401);
  });

  it('sign out of all devices ends the other sessions too', async () => {
    const { email, jar } = await newUser('global');
    const other = new CookieJar();
    await callAction(env.http.origin, other, login.signInAction, { email, password: PASSWORD });
    expect(await callAction(env.http.origin, jar, settings.signOutEverywhereAction)).toMatchObject({ ok: true });
    // The other browser's access token is still unexpired, but its session is gone: a refresh fails.
    const { data } = await authClient(env.http.origin).auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeTruthy();
    const stale = JSON.parse(
      Buffer.from(other.cookies.get(names.authCookieName)!.replace(/^base64-/, ''), 'base64url').toString(),
    ) as { refresh_token: string };
    const refreshed = await authClient(env.http.origin).auth.refreshSession({ refresh_token: stale.refresh_token });
    expect(refreshed.error).not.toBeNull();
  });
});

describe('profiles', () => {
  it('are incomplete until name and company are saved; the summary route says so', async () => {
    const { jar } = await newUser('profile');
    expect((await accountSummary(jar)).body).toMatchObject({
      profileComplete: false,
      userName: null,
      planId: 'free',
      paymentFailed: false,
    });
    const invalid = await callAction(env.http.origin, jar, settings.saveProfileAction, {
      userName: ' ',
      companyName: '',
    });
    expect(invalid).toMatchObject({
      ok: false,
      fieldErrors: { userName: ['Your name is required'], companyName: ['Company name is required'] },
    });
    const saved = await callAction(env.http.origin, jar, settings.saveProfileAction, completeProfile);
    expect(saved).toEqual({ ok: true, data: completeProfile });
    expect((await accountSummary(jar)).body).toMatchObject({
      profileComplete: true,
      userName: 'Ada Lovelace',
      companyName: 'Analytical Engines Ltd',
    });
  });

  it('public profiles are off by default and validate email, phone and website', async () => {
    const { jar } = await newUser('public');
    const userId = await userIdOf(jar);
    const { getPublicProfile } = await import('@/lib/account');
    expect(await getPublicProfile(userId)).toMatchObject({
      enabled: false,
      listedAsSubcontractor: false,
      publicName: '',
    });
    const bad = await callAction(env.http.origin, jar, settings.savePublicProfileAction, {
      publicEmail: 'nope',
      publicPhoneNumber: 'call me',
      publicWebsite: 'example',
    });
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: {
        publicEmail: ['Enter a valid email address'],
        publicPhoneNumber: [expect.stringMatching(/phone/)],
        publicWebsite: [expect.stringMatching(/web address/)],
      },
    });
    const saved = await callAction(env.http.origin, jar, settings.savePublicProfileAction, {
      enabled: 'on',
      listedAsSubcontractor: 'on',
      publicName: 'Ada',
      publicEmail: 'ada@example.com',
      publicPhoneNumber: '+43 1 234 5678',
      publicWebsite: 'https://example.com',
    });
    expect(saved).toMatchObject({
      ok: true,
      data: { enabled: true, listedAsSubcontractor: true, publicEmail: 'ada@example.com' },
    });
    const [row] = await db.select().from(schema.publicProfiles).where(eq(schema.publicProfiles.userId, userId));
    expect(row).toMatchObject({ enabled: true, listedAsSubcontractor: true, publicPhoneNumber: '+43 1 234 5678' });
  });

  it("one user can neither read nor change another user's profile or public profile", async () => {
    const alice = await newUser('alice');
    const bob = await newUser('bob');
    const aliceId = await userIdOf(alice.jar);
    await callAction(env.http.origin, alice.jar, settings.saveProfileAction, completeProfile);
    await callAction(env.http.origin, alice.jar, settings.savePublicProfileAction, { publicName: 'Alice public' });

    // Bob names Alice's id in every way a form could: the actions act on Bob's own rows only.
    const forged = { userId: aliceId, user_id: aliceId, id: aliceId };
    await callAction(env.http.origin, bob.jar, settings.saveProfileAction, {
      ...forged,
      userName: 'Bob',
      companyName: 'Bob Co',
    });
    await callAction(env.http.origin, bob.jar, settings.savePublicProfileAction, {
      ...forged,
      publicName: 'Bob public',
    });
    const [aliceProfile] = await db.select().from(schema.profiles).where(eq(schema.profiles.userId, aliceId));
    const [alicePublic] = await db
      .select()
      .from(schema.publicProfiles)
      .where(eq(schema.publicProfiles.userId, aliceId));
    expect(aliceProfile).toMatchObject({ userName: 'Ada Lovelace', companyName: 'Analytical Engines Ltd' });
    expect(alicePublic?.publicName).toBe('Alice public');

    // The summary route answers the caller's own account, whatever the query says.
    const response = await fetch(`${env.http.origin}/api/me/account?userId=${aliceId}`, {
      headers: { cookie: bob.jar.header() },
    });
    expect(await response.json()).toMatchObject({ email: bob.email, userName: 'Bob' });

    // Without a session: 401 from the route, and the actions change nothing.
    expect((await accountSummary(new CookieJar())).status).toBe(401);
    const anonymous = await callAction(env.http.origin, new CookieJar(), settings.saveProfileAction, {
      ...forged,
      userName: 'Mallory',
      companyName: 'X',
    });
    expect(anonymous).toMatchObject({ ok: false, error: expect.stringMatching(/sign in/i) });
    const anonymousPublic = await callAction(env.http.origin, new CookieJar(), settings.savePublicProfileAction, {
      ...forged,
      publicName: 'Mallory',
    });
    expect(anonymousPublic).toMatchObject({ ok: false });
    const [after] = await db.select().from(schema.profiles).where(eq(schema.profiles.userId, aliceId));
    expect(after?.userName).toBe('Ada Lovelace');
  });
});

describe('password recovery and email links', () => {
  it('the recovery mail leads through /auth/callback to the new-password page, and the new password works', async () => {
    const { email } = await newUser('recover');
    const browser = new CookieJar();
    const since = env.mailbox.messages.length;
    expect(await callAction(env.http.origin, browser, login.forgotPasswordAction, { email })).toEqual({
      ok: true,
      data: { sent: true },
    });
    const link = verifyLinkIn(await env.mailbox.waitFor(email, since));
    const verified = await fetch(`${env.http.origin}${link.pathname}${link.search}`, { redirect: 'manual' });
    const callbackUrl = new URL(verified.headers.get('location')!);
    expect(callbackUrl.pathname).toBe('/auth/callback');
    const landed = await fetch(callbackUrl, { redirect: 'manual', headers: { cookie: browser.header() } });
    expect(landed.headers.get('location')).toBe('/login/new-password');
    browser.store(landed.headers.getSetCookie());

    const mismatch = await callAction(env.http.origin, browser, login.setNewPasswordAction, {
      password: 'a new password',
      confirmPassword: 'another',
    });
    expect(mismatch).toMatchObject({ ok: false, fieldErrors: { confirmPassword: ['The passwords do not match'] } });
    expect(
      await callAction(env.http.origin, browser, login.setNewPasswordAction, {
        password: 'a new password',
        confirmPassword: 'a new password',
      }),
    ).toMatchObject({ ok: true });
    expect(
      await callAction(env.http.origin, new CookieJar(), login.signInAction, { email, password: 'a new password' }),
    ).toMatchObject({ ok: true });
  });

  it('answers alike for unknown addresses, so nobody can probe for accounts', async () => {
    expect(
      await callAction(env.http.origin, new CookieJar(), login.forgotPasswordAction, { email: uniqueEmail('nobody') }),
    ).toEqual({ ok: true, data: { sent: true } });
  });

  it('/auth/confirm verifies a token hash, and sends bad ones to /login with the reason', async () => {
    const { email } = await newUser('confirm');
    const since = env.mailbox.messages.length;
    await authClient(env.http.origin).auth.resetPasswordForEmail(email);
    const token = verifyLinkIn(await env.mailbox.waitFor(email, since)).searchParams.get('token')!;
    const ok = await fetch(`${env.http.origin}/auth/confirm?token_hash=${token}&type=recovery`, { redirect: 'manual' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/login/new-password');
    expect(ok.headers.getSetCookie().some((c) => c.startsWith(`${names.authCookieName}=base64-`))).toBe(true);

    const again = await fetch(`${env.http.origin}/auth/confirm?token_hash=${token}&type=recovery`, {
      redirect: 'manual',
    });
    const location = new URL(again.headers.get('location')!, 'http://x');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error_code')).toBe('otp_expired');
  });

  it('/auth/confirm confirms a sign-up by token hash and never sends the browser off-site', async () => {
    const confirming = await mountClockedAuthServer(env.http, '/confirming', { emailConfirm: true });
    const email = uniqueEmail('confirm-next');
    const since = env.mailbox.messages.length;
    await authClient(confirming.url).auth.signUp({ email, password: PASSWORD });
    const token = verifyLinkIn(await env.mailbox.waitFor(email, since)).searchParams.get('token')!;
    const response = await fetch(
      `${env.http.origin}/auth/confirm?token_hash=${token}&type=email&next=${encodeURIComponent('//evil.example')}`,
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dashboard');
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${names.authCookieName}=base64-`))).toBe(true);
  });
});

describe('settings: email, password, deletion', () => {
  it('changes the email address (immediately when the server does not confirm changes)', async () => {
    const { jar } = await newUser('email');
    const next = uniqueEmail('email-new');
    expect(await callAction(env.http.origin, jar, settings.changeEmailAction, { email: 'bad' })).toMatchObject({
      ok: false,
      fieldErrors: { email: expect.any(Array) },
    });
    expect(await callAction(env.http.origin, jar, settings.changeEmailAction, { email: next })).toEqual({
      ok: true,
      data: { email: next, pending: false },
    });
    expect((await accountSummary(jar)).body.email).toBe(next);
    expect(
      await callAction(env.http.origin, new CookieJar(), login.signInAction, { email: next, password: PASSWORD }),
    ).toMatchObject({ ok: true });
  });

  it('changes the password, refusing the same one', async () => {
    const { email, jar } = await newUser('password');
    const same = await callAction(env.http.origin, jar, settings.changePasswordAction, {
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(same).toMatchObject({ ok: false, code: 'same_password' });
    expect(
      await callAction(env.http.origin, jar, settings.changePasswordAction, {
        password: 'brand new secret',
        confirmPassword: 'brand new secret',
      }),
    ).toMatchObject({ ok: true });
    expect(
      await callAction(env.http.origin, new CookieJar(), login.signInAction, { email, password: 'brand new secret' }),
    ).toMatchObject({ ok: true });
  });

  it('deletes the auth user and every row of theirs, signs out, and the email can register again', async () => {
    const { email, jar } = await newUser('delete');
    const userId = await userIdOf(jar);
    await callAction(env.http.origin, jar, settings.saveProfileAction, completeProfile);
    await callAction(env.http.origin, jar, settings.savePublicProfileAction, { publicName: 'Gone soon' });

    const unconfirmed = await callAction(env.http.origin, jar, settings.deleteAccountAction, {
      confirmation: 'delete me',
    });
    expect(unconfirmed).toMatchObject({ ok: false, fieldErrors: { confirmation: ['Type DELETE to confirm'] } });
    expect(await callAction(env.http.origin, jar, settings.deleteAccountAction, { confirmation: 'DELETE' })).toEqual({
      redirectedTo: '/login?deleted=1',
    });

    expect(jar.cookies.has(names.authCookieName)).toBe(false);
    expect(await db.select().from(schema.profiles).where(eq(schema.profiles.userId, userId))).toEqual([]);
    expect(await db.select().from(schema.publicProfiles).where(eq(schema.publicProfiles.userId, userId))).toEqual([]);
    const admin = authClient(env.http.origin, { key: developmentSecretKey });
    expect((await admin.auth.admin.getUserById(userId)).error).not.toBeNull();
    expect(
      await callAction(env.http.origin, new CookieJar(), login.signInAction, { email, password: PASSWORD }),
    ).toMatchObject({ ok: false, code: 'invalid_credentials' });
    expect(
      await callAction(env.http.origin, new CookieJar(), login.signUpAction, { email, password: PASSWORD }),
    ).toMatchObject({ ok: true });
  });
});
