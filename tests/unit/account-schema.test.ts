// The account forms' shared schemas, the weak-password message, and the redirect allow list.
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  deleteAccountSchema,
  newPasswordSchema,
  profileSchema,
  publicProfileSchema,
  signUpSchema,
} from '@/lib/account/schema';
import { resolveRedirectTo } from '@/lib/auth/embedded/redirects';
import type { EmbeddedAuthSettings } from '@/lib/auth/embedded/settings';
import { authFailure, signInUnavailableMessage } from '@/lib/account/session';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('account schemas', () => {
  it('require a name and a company for the profile, trimming what is typed', () => {
    expect(errorsOf(profileSchema.safeParse({ userName: '  ', companyName: '' }))).toEqual({
      userName: 'Your name is required',
      companyName: 'Company name is required',
    });
    expect(profileSchema.parse({ userName: ' Ada ', companyName: 'AE' })).toEqual({
      userName: 'Ada',
      companyName: 'AE',
      companyIndustry: '',
      jobTitle: '',
    });
  });

  it('accept empty public fields, refuse malformed email, phone and website, and read checkboxes from forms and react-hook-form', () => {
    expect(publicProfileSchema.parse({})).toMatchObject({
      enabled: false,
      listedAsSubcontractor: false,
      publicWebsite: '',
    });
    expect(publicProfileSchema.parse({ enabled: 'on', listedAsSubcontractor: true }).enabled).toBe(true);
    expect(
      Object.keys(
        errorsOf(
          publicProfileSchema.safeParse({
            publicEmail: 'a@',
            publicPhoneNumber: '12',
            publicWebsite: 'javascript:alert(1)',
          }),
        ),
      ),
    ).toEqual(['publicEmail', 'publicPhoneNumber', 'publicWebsite']);
    expect(
      publicProfileSchema.safeParse({
        publicPhoneNumber: '+43 (1) 234-5678',
        publicWebsite: 'https://example.at/about',
      }).success,
    ).toBe(true);
  });

  it('accept a public website typed without https:// and store it with it', () => {
    const website = (value: string) => publicProfileSchema.safeParse({ publicWebsite: value });
    for (const [typed, stored] of [
      ['example.com', 'https://example.com'],
      ['  www.example.at/about  ', 'https://www.example.at/about'],
      ['//example.com/x', 'https://example.com/x'],
      ['http://example.com', 'http://example.com'],
      ['HTTPS://Example.com/Path', 'HTTPS://Example.com/Path'],
    ]) {
      expect(website(typed!).data?.publicWebsite, typed).toBe(stored);
    }
    for (const typed of ['example', 'ftp://example.com', 'mailto:ada@example.com', 'javascript:alert(1)', 'a b.com']) {
      expect(errorsOf(website(typed)), typed).toEqual({ publicWebsite: 'Enter a web address, e.g. example.com' });
    }
  });

  it('check passwords: minimum length, and that both entries match', () => {
    expect(errorsOf(signUpSchema.safeParse({ email: 'a@example.com', password: '12345' }))).toEqual({
      password: 'Password should be at least 6 characters',
    });
    expect(errorsOf(newPasswordSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' }))).toEqual({
      confirmPassword: 'The passwords do not match',
    });
  });

  it('ask for the typed confirmation before deleting an account', () => {
    expect(deleteAccountSchema.safeParse({ confirmation: 'delete' }).success).toBe(false);
    expect(deleteAccountSchema.safeParse({ confirmation: 'DELETE' }).success).toBe(true);
  });
});

describe('authFailure', () => {
  it('lists the reasons of a weak password on the password field', () => {
    const result = authFailure(
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length', 'pwned']),
    );
    expect(result).toMatchObject({ ok: false, code: 'weak_password' });
    if (result.ok) throw new Error('unexpected');
    expect(result.fieldErrors?.password).toEqual([
      'Password should be at least 6 characters.',
      'Reason: it is too short',
      'Reason: it is known from a data breach; choose another one',
    ]);
  });

  it('uses the catalogue message for invalid credentials and hides server failures', () => {
    expect(authFailure(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toMatchObject({
      error: 'Invalid login credentials',
    });
    const failed = authFailure(new AuthApiError('database exploded', 500, 'unexpected_failure'));
    expect(failed).toMatchObject({ ok: false });
    expect(JSON.stringify(failed)).not.toContain('exploded');
  });

  it('says why sign-in is off and how to fix it when the embedded auth server refuses to run, not "try again"', () => {
    const refused = new AuthApiError(
      'The embedded auth server refuses to run: AUTH_SIGNING_KEY is unset.',
      503,
      'unexpected_failure',
    );
    const reasons = ['AUTH_SIGNING_KEY is unset: configure a private ES256 JSON Web Key (see .env.example).'];
    const result = authFailure(refused, 'password', reasons);
    if (result.ok) throw new Error('unexpected');
    expect(result.error).toContain('Sign-in is switched off on this server');
    expect(result.error).toContain(reasons[0]);
    expect(result.error).not.toMatch(/try again/i);
    expect(signInUnavailableMessage([])).toMatch(/try again in a minute/);
  });
});

describe('AUTH_REDIRECT_ORIGINS', () => {
  const settings = {
    siteUrl: 'https://tenderscope.eu',
    allowLoopbackRedirects: false,
    extraRedirectOrigins: ['http://127.0.0.1:3100'],
  } as EmbeddedAuthSettings;

  it('lets email links return to an allowed extra origin, and nowhere else', () => {
    expect(resolveRedirectTo('http://127.0.0.1:3100/auth/callback?next=%2Fx', settings)).toBe(
      'http://127.0.0.1:3100/auth/callback?next=%2Fx',
    );
    expect(resolveRedirectTo('http://127.0.0.1:3101/auth/callback', settings)).toBe('https://tenderscope.eu');
    expect(resolveRedirectTo('https://evil.example/auth/callback', settings)).toBe('https://tenderscope.eu');
  });
});
