// Email confirmation (AUTH_EMAIL_CONFIRM=true) with the real supabase-js: sign-up without a session,
// the emailed link in both flows, resend, email change, and where links may send the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authClient,
  developmentSecretKey,
  startAuthEnvironment,
  uniqueEmail,
  type AuthEnvironment,
} from '../support/auth';
import { mountClockedAuthServer, type ClockedAuthServer } from '../support/auth-clock';
import { verifyLinkIn } from '../support/mailbox';

const PASSWORD = 'correct horse battery';
let env: AuthEnvironment;
let confirming: ClockedAuthServer;

beforeAll(async () => {
  env = await startAuthEnvironment();
  confirming = await mountClockedAuthServer(env.http, '/confirming', { emailConfirm: true });
});

afterAll(async () => {
  await env.close();
});

/** Follows an emailed link without following the redirect it answers with. */
async function follow(link: URL): Promise<{ status: number; location: URL }> {
  // The link points at the site's origin (http://localhost:<port>); the test server listens on 127.0.0.1.
  const response = await fetch(`${env.http.origin}${link.pathname}${link.search}`, { redirect: 'manual' });
  return { status: response.status, location: new URL(response.headers.get('location') ?? 'about:blank') };
}

describe('sign-up with email confirmation', () => {
  it('answers the bare user without a session, and mails a confirmation link', async () => {
    const email = uniqueEmail('confirm');
    const since = env.mailbox.messages.length;
    const { data, error } = await authClient(confirming.url).auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();

    const mail = await env.mailbox.waitFor(email, since);
    expect(mail.subject).toMatch(/confirm your email address/i);
    expect(verifyLinkIn(mail).searchParams.get('type')).toBe('signup');

    const signIn = await authClient(confirming.url).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });

  it('PKCE: the link answers 303 with a code, the exchange signs in, and the password works afterwards', async () => {
    const email = uniqueEmail('confirm-pkce');
    const client = authClient(confirming.url, { flowType: 'pkce' });
    const since = env.mailbox.messages.length;
    const emailRedirectTo = `${env.http.origin}/auth/callback`;
    await client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo } });

    const { status, location } = await follow(verifyLinkIn(await env.mailbox.waitFor(email, since)));
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(emailRedirectTo);
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();

    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.[0]?.identity_data?.email_verified).toBe(true);
    expect((await authClient(confirming.url).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('implicit flow: the link answers 303 with the session in the fragment', async () => {
    const email = uniqueEmail('confirm-implicit');
    const since = env.mailbox.messages.length;
    await authClient(confirming.url).auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${env.http.origin}/welcome` },
    });
    const { status, location } = await follow(verifyLinkIn(await env.mailbox.waitFor(email, since)));
    expect(status).toBe(303);
    expect(location.pathname).toBe('/welcome');
    expect(location.search).toBe('');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('refresh_token')).toBeTruthy();
    const { data } = await authClient(confirming.url).auth.getUser(fragment.get('access_token')!);
    expect(data.user?.email).toBe(email);
  });

  it('answers a look-alike user and sends nothing when the address already has a confirmed account', async () => {
    const email = uniqueEmail('confirm-existing');
    const existing = await authClient(env.http.origin).auth.signUp({ email, password: PASSWORD });
    const since = env.mailbox.messages.length;
    const { data, error } = await authClient(confirming.url).auth.signUp({ email, password: 'someone else' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(existing.data.user?.id);
    // The server sends its mail before it answers, so a mail it sent would be in the mailbox already.
    expect(env.mailbox.messages.slice(since).some((m) => m.to.includes(email))).toBe(false);
  });

  it('resend mails a new link and the previous one stops working', async () => {
    const email = uniqueEmail('confirm-resend');
    const since = env.mailbox.messages.length;
    await authClient(confirming.url).auth.signUp({ email, password: PASSWORD });
    const first = verifyLinkIn(await env.mailbox.waitFor(email, since));
    const resent = env.mailbox.messages.length;
    expect((await authClient(confirming.url).auth.resend({ email, type: 'signup' })).error).toBeNull();
    const second = verifyLinkIn(await env.mailbox.waitFor(email, resent));
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));

    const stale = await follow(first);
    expect(stale.location.searchParams.get('error_code')).toBe('otp_expired');
    const fresh = await follow(second);
    expect(new URLSearchParams(fresh.location.hash.slice(1)).get('access_token')).toBeTruthy();
  });

  it('an unknown token redirects with error, error_code and error_description', async () => {
    const target = `${env.http.origin}/auth/callback`;
    const response = await fetch(
      `${env.http.origin}/auth/v1/verify?token=nope&type=signup&redirect_to=${encodeURIComponent(target)}`,
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(target);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_code')).toBe('otp_expired');
    expect(location.searchParams.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('sends codes and tokens only to the site: a foreign redirect_to falls back to the site URL', async () => {
    const email = uniqueEmail('confirm-foreign');
    const since = env.mailbox.messages.length;
    await authClient(confirming.url).auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    const link = verifyLinkIn(await env.mailbox.waitFor(email, since));
    const redirectTo = new URL(link.searchParams.get('redirect_to') ?? '');
    expect(redirectTo.hostname).not.toBe('evil.example');
    expect(redirectTo.origin).toBe(link.origin);
    const { location } = await follow(link);
    expect(location.hostname).not.toBe('evil.example');
  });
});

describe('email change with confirmation', () => {
  it('updateUser({email}) mails the new address; its link switches the account to it', async () => {
    const email = uniqueEmail('change-old');
    const newEmail = uniqueEmail('change-new');
    const created = await authClient(env.http.origin).auth.signUp({ email, password: PASSWORD });
    const client = authClient(confirming.url);
    await client.auth.signInWithPassword({ email, password: PASSWORD });

    const since = env.mailbox.messages.length;
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);

    const mail = await env.mailbox.waitFor(newEmail, since);
    expect(mail.subject).toMatch(/new email address/i);
    const { status } = await follow(verifyLinkIn(mail));
    expect(status).toBe(303);

    const admin = authClient(env.http.origin, { key: developmentSecretKey });
    const { data: after } = await admin.auth.admin.getUserById(created.data.user!.id);
    expect(after.user?.email).toBe(newEmail);
    expect(after.user?.new_email).toBeUndefined();
    expect(
      (await authClient(env.http.origin).auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error,
    ).toBeNull();
    expect((await authClient(env.http.origin).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
  });
});
