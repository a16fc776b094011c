// Building blocks of the embedded auth server: password rules, PKCE, and where links may redirect.
import { describe, expect, it } from 'vitest';
import { verifyCodeChallenge, isValidCodeChallenge, secretsEqual } from '@/lib/auth/embedded/crypto';
import { AuthError } from '@/lib/auth/embedded/http';
import { checkNewPassword, hashPassword, verifyPassword } from '@/lib/auth/embedded/passwords';
import { resolveRedirectTo, withFragment, withQuery } from '@/lib/auth/embedded/redirects';
import type { EmbeddedAuthSettings } from '@/lib/auth/embedded/settings';

function authError(fn: () => unknown): AuthError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AuthError) return error;
    throw error;
  }
  throw new Error('expected an AuthError');
}

describe('password rules', () => {
  it('accepts 6 to 72 characters', () => {
    expect(checkNewPassword('abcdef')).toBe('abcdef');
    expect(checkNewPassword('x'.repeat(72))).toBe('x'.repeat(72));
  });

  it('calls fewer than 6 characters weak, with the reason "length"', () => {
    const error = authError(() => checkNewPassword('abcde'));
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      extra: { weak_password: { reasons: ['length'] } },
    });
    // Characters, not bytes: five emoji are still five characters.
    expect(authError(() => checkNewPassword('😀😀😀😀😀')).code).toBe('weak_password');
  });

  it('refuses more than 72 bytes (bcrypt would silently ignore the rest), and a missing password', () => {
    expect(authError(() => checkNewPassword('x'.repeat(73)))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(authError(() => checkNewPassword('é'.repeat(37))).code).toBe('validation_failed');
    expect(authError(() => checkNewPassword(undefined)).code).toBe('validation_failed');
    expect(authError(() => checkNewPassword(123456)).code).toBe('validation_failed');
  });

  it('hashes with bcrypt and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
    expect(await verifyPassword('correct horse', null)).toBe(false);
  });
});

describe('PKCE', () => {
  // RFC 7636, appendix B.
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('checks S256 and plain challenges', () => {
    expect(verifyCodeChallenge(verifier, challenge, 's256')).toBe(true);
    expect(verifyCodeChallenge(verifier.replace('d', 'e'), challenge, 's256')).toBe(false);
    expect(verifyCodeChallenge(verifier, verifier, 'plain')).toBe(true);
    expect(verifyCodeChallenge(verifier, challenge, 'plain')).toBe(false);
  });

  it('accepts only 43–128 URL-safe characters', () => {
    expect(isValidCodeChallenge(challenge)).toBe(true);
    expect(isValidCodeChallenge('short')).toBe(false);
    expect(isValidCodeChallenge(`${challenge}!`)).toBe(false);
    expect(verifyCodeChallenge('a'.repeat(129), 'a'.repeat(129), 'plain')).toBe(false);
  });

  it('compares secrets of any length', () => {
    expect(secretsEqual('abc', 'abc')).toBe(true);
    expect(secretsEqual('abc', 'abcd')).toBe(false);
  });
});

describe('redirect_to', () => {
  const settings = {
    siteUrl: 'https://tenderscope.eu',
    allowLoopbackRedirects: false,
  } as EmbeddedAuthSettings;
  const dev = { ...settings, allowLoopbackRedirects: true };

  it('keeps URLs on the site origin and resolves site paths', () => {
    expect(resolveRedirectTo('https://tenderscope.eu/auth/callback?next=/x', settings)).toBe(
      'https://tenderscope.eu/auth/callback?next=/x',
    );
    expect(resolveRedirectTo('/auth/callback', settings)).toBe('https://tenderscope.eu/auth/callback');
  });

  it('falls back to the site URL for other origins, schemes, credentials and protocol-relative paths', () => {
    for (const target of [
      'https://evil.example/x',
      'https://tenderscope.eu.evil.example/',
      'javascript:alert(1)',
      'https://user:pw@tenderscope.eu/',
      '//evil.example',
      'http://localhost:3000/auth/callback',
    ]) {
      expect(resolveRedirectTo(target, settings), target).toBe('https://tenderscope.eu');
    }
    expect(resolveRedirectTo(null, settings)).toBe('https://tenderscope.eu');
  });

  it('allows loopback origins in development, and uses an allowed fallback before the site URL', () => {
    expect(resolveRedirectTo('http://localhost:3000/auth/callback', dev)).toBe('http://localhost:3000/auth/callback');
    expect(resolveRedirectTo('https://evil.example', settings, 'https://tenderscope.eu/saved')).toBe(
      'https://tenderscope.eu/saved',
    );
  });

  it('puts codes in the query and implicit-flow tokens in the fragment', () => {
    expect(withQuery('https://tenderscope.eu/cb?next=/x', { code: 'abc' })).toBe(
      'https://tenderscope.eu/cb?next=%2Fx&code=abc',
    );
    expect(withFragment('https://tenderscope.eu/cb', { access_token: 't', type: 'signup' })).toBe(
      'https://tenderscope.eu/cb#access_token=t&type=signup',
    );
  });
});
