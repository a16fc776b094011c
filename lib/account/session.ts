// Signing in and out, sign-up, password recovery and sign-in changes, through the per-request
// Supabase client (its session cookies are written by the server action or route handler). Errors of
// the auth server become the form results of lib/actions, in the words of the spec's catalogue (§8).
import 'server-only';
import { isAuthWeakPasswordError, type AuthError, type EmailOtpType } from '@supabase/supabase-js';
import { headers } from 'next/headers';
import type { ActionResult } from '@/lib/actions';
import { embeddedAuthRefusals } from '@/lib/auth/embedded';
import { ensureProfile } from '@/lib/auth/profile';
import { grantMonthOnArrival } from '@/lib/billing/jobs';
import { callbackPath, safeRedirectPath } from '@/lib/auth/redirect-path';
import { takeReturnPath } from '@/lib/auth/return-path';
import { createClient } from '@/lib/auth/server';
import { siteUrl, siteUrlConfigured } from '@/lib/config/public';
import { isLocalRequest } from '@/lib/http/local-request';

/** Where a recovery link lands once its code became a session: the set-new-password page. */
export const NEW_PASSWORD_PATH = '/login/new-password';

const weakPasswordReasons: Record<string, string> = {
  length: `it is too short`,
  characters: 'it needs more kinds of characters (lower case, upper case, digits, symbols)',
  pwned: 'it is known from a data breach; choose another one',
};

/** The weak_password reasons as sentences a person understands. */
export function describeWeakPasswordReasons(reasons: readonly string[]): string[] {
  return reasons.map((reason) => weakPasswordReasons[reason] ?? reason);
}

/**
 * What the sign-in page says when the auth server fails: with the embedded server refusing to run (production on a
 * public address with the development keys), exactly that and what the operator must set; else to try again.
 * `otherMachine`: the server runs with them, but serves them to its own machine only and this visitor is elsewhere.
 */
export function signInUnavailableMessage(refusals: readonly string[], otherMachine = false): string {
  if (refusals.length === 0) return 'Sign-in is unavailable at the moment. Please try again in a minute.';
  if (otherMachine) {
    return (
      'Sign-in works only on the machine this server runs on: it runs with the public development keys, which ' +
      `anyone could use. To sign in from elsewhere, its operator must: ${refusals.join(' ')} Then start the server again.`
    );
  }
  return (
    'Sign-in is switched off on this server: it runs in production on a public address with the public ' +
    `development keys, which anyone could use. To fix it, its operator must: ${refusals.join(' ')} ` +
    'Then start the server again.'
  );
}

/** The login page's notice when the embedded auth server refuses to serve this request, else null. */
export async function signInRefusalNotice(): Promise<string | null> {
  const local = isLocalRequest(await headers());
  const refusals = embeddedAuthRefusals(local);
  return refusals.length > 0 ? signInUnavailableMessage(refusals, !local) : null;
}

/**
 * An auth server error as a form result: the password field carries weak-password reasons. `refusals`: why the
 * embedded auth server refuses to run, if it does.
 */
export function authFailure(
  error: AuthError,
  passwordField = 'password',
  refusals: readonly string[] = embeddedAuthRefusals(),
  otherMachine = false,
): ActionResult<never> {
  if (isAuthWeakPasswordError(error)) {
    const reasons = describeWeakPasswordReasons(error.reasons);
    return {
      ok: false,
      code: 'weak_password',
      error: `${error.message} The password was refused because ${reasons.join('; ')}.`,
      fieldErrors: { [passwordField]: [error.message, ...reasons.map((r) => `Reason: ${r}`)] },
    };
  }
  if (error.code === 'invalid_credentials') return { ok: false, code: error.code, error: 'Invalid login credentials' };
  if (error.code === 'email_not_confirmed') {
    return { ok: false, code: error.code, error: 'Email not confirmed. Open the link we sent you, or send it again.' };
  }
  if (error.status === 429) return { ok: false, code: error.code ?? 'rate_limited', error: error.message };
  if (error.status !== undefined && error.status >= 500) {
    console.error('[auth] the auth server failed:', error.status, error.code, error.message);
    return { ok: false, code: error.code, error: signInUnavailableMessage(refusals, otherMachine) };
  }
  return { ok: false, code: error.code, error: error.message };
}

/** authFailure for this request: a server failure says why the auth server refuses it, if it does. */
async function failure(error: AuthError, passwordField = 'password'): Promise<ActionResult<never>> {
  if ((error.status ?? 0) < 500) return authFailure(error, passwordField);
  const local = isLocalRequest(await headers());
  return authFailure(error, passwordField, embeddedAuthRefusals(local), !local);
}

/**
 * The origin email links should send the browser back to: the configured site URL, else the
 * origin this request came from (the auth server accepts it only if it is on its allow list).
 */
async function linkOrigin(): Promise<string> {
  if (siteUrlConfigured) return siteUrl;
  const requestHeaders = await headers();
  const origin = requestHeaders.get('origin');
  if (origin && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  const host = requestHeaders.get('host');
  return host ? `${requestHeaders.get('x-forwarded-proto') ?? 'http'}://${host}` : siteUrl;
}

/** The absolute callback URL of an email link, returning to `next` (a path on this site) once opened. */
async function callbackUrl(next?: string): Promise<string> {
  return new URL(callbackPath(next), await linkOrigin()).href;
}

/** `next`: the page the login page was opened from (its `next` parameter), else the guard's saved path. */
export async function signIn(input: {
  email: string;
  password: string;
  next?: string;
}): Promise<ActionResult<{ redirectTo: string }>> {
  const supabase = await createClient();
  const { data, error } = await supabase.auth.signInWithPassword({ email: input.email, password: input.password });
  if (error) return failure(error);
  // Users made outside the app (Supabase's dashboard or admin API) get their profile at first sign-in.
  await ensureProfile(data.user.id);
  await grantMonthOnArrival(data.user.id);
  return { ok: true, data: { redirectTo: await takeReturnPath(input.next || null) } };
}

/**
 * With email confirmation on, the answer has no session: the user is asked to open the mail, whose link returns
 * to `next` as well.
 */
export async function signUp(input: {
  email: string;
  password: string;
  next?: string;
}): Promise<ActionResult<{ redirectTo: string | null }>> {
  const supabase = await createClient();
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: { emailRedirectTo: await callbackUrl(input.next) },
  });
  if (error) {
    if (error.code === 'user_already_exists') {
      return {
        ok: false,
        code: error.code,
        error: 'An account with this email address exists already. Sign in instead.',
      };
    }
    return failure(error);
  }
  // Without a session (email confirmation on) the user may be Supabase's stand-in for a taken address: the
  // profile is made when the link is opened or at sign-in instead.
  if (!data.session) return { ok: true, data: { redirectTo: null } };
  await ensureProfile(data.session.user.id);
  await grantMonthOnArrival(data.session.user.id);
  return { ok: true, data: { redirectTo: await takeReturnPath(input.next || null) } };
}

export async function resendConfirmation(input: {
  email: string;
  next?: string;
}): Promise<ActionResult<{ sent: true }>> {
  const supabase = await createClient();
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email: input.email,
    options: { emailRedirectTo: await callbackUrl(input.next) },
  });
  if (error) return failure(error);
  return { ok: true, data: { sent: true } };
}

/** Always answers alike whether the address has an account or not, so nobody can probe for accounts. */
export async function requestPasswordReset(input: { email: string }): Promise<ActionResult<{ sent: true }>> {
  const supabase = await createClient();
  const { error } = await supabase.auth.resetPasswordForEmail(input.email, {
    redirectTo: await callbackUrl(NEW_PASSWORD_PATH),
  });
  if (error && (error.status === 429 || (error.status ?? 0) >= 500)) return failure(error);
  return { ok: true, data: { sent: true } };
}

/** Sets the password of the signed-in user (after a recovery link, or from the settings page). */
export async function setPassword(input: { password: string }): Promise<ActionResult<{ changed: true }>> {
  const supabase = await createClient();
  const { error } = await supabase.auth.updateUser({ password: input.password });
  if (error) {
    if (error.code === 'same_password') {
      return { ok: false, code: error.code, error: error.message, fieldErrors: { password: [error.message] } };
    }
    return failure(error);
  }
  return { ok: true, data: { changed: true } };
}

/** Changes the sign-in email; when the auth server confirms changes, a link goes to the new address. */
export async function changeEmail(input: {
  email: string;
}): Promise<ActionResult<{ email: string; pending: boolean }>> {
  const supabase = await createClient();
  const { data, error } = await supabase.auth.updateUser(
    { email: input.email },
    { emailRedirectTo: await callbackUrl('/settings') },
  );
  if (error) {
    if (error.code === 'email_exists')
      return { ok: false, code: error.code, error: error.message, fieldErrors: { email: [error.message] } };
    return failure(error);
  }
  const pending = Boolean(data.user.new_email) || data.user.email?.toLowerCase() !== input.email.toLowerCase();
  // Changed at once: a fresh access token carries the new address (pages read it from the claims).
  if (!pending) await supabase.auth.refreshSession();
  return { ok: true, data: { email: input.email, pending } };
}

/** Ends this session (`local`) or every session of the user on every device (`global`). */
export async function signOut(scope: 'local' | 'global'): Promise<ActionResult<{ signedOut: true }>> {
  const supabase = await createClient();
  const { error } = await supabase.auth.signOut({ scope });
  // A session that is already gone is as good as signed out; the cookies are cleared either way.
  if (error && error.status !== 401 && error.status !== 403 && error.name !== 'AuthSessionMissingError')
    return failure(error);
  return { ok: true, data: { signedOut: true } };
}

const otpTypes = new Set<EmailOtpType>(['signup', 'email', 'recovery', 'email_change', 'invite', 'magiclink']);

/** /auth/confirm: a token hash from an email link becomes a session; the result is where to go next. */
export async function confirmTokenHash(params: URLSearchParams): Promise<string> {
  const tokenHash = params.get('token_hash');
  const type = params.get('type') as EmailOtpType | null;
  if (!tokenHash || !type || !otpTypes.has(type)) {
    return `/login?${new URLSearchParams({ error: 'The confirmation link is incomplete. Request a new one.' })}`;
  }
  const supabase = await createClient();
  const { data, error } = await supabase.auth.verifyOtp({ type, token_hash: tokenHash });
  if (!error && data.user) await ensureProfile(data.user.id);
  if (error) {
    const failure: Record<string, string> = { error: error.message.slice(0, 200) };
    if (error.code) failure.error_code = error.code;
    return `/login?${new URLSearchParams(failure)}`;
  }
  if (type === 'recovery') return NEW_PASSWORD_PATH;
  return takeReturnPath(params.get('next') === null ? null : safeRedirectPath(params.get('next')));
}
