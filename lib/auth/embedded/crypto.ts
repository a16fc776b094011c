// Random tokens, their stored hashes, constant-time comparison and PKCE checks.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token (256 bits by default). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database stores instead of a bearer secret. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two secrets in constant time, whatever their lengths. */
export function secretsEqual(a: string, b: string): boolean {
  // Hashing first gives equal-length inputs, so the length of the expected value does not leak.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

export type CodeChallengeMethod = 's256' | 'plain';

/** RFC 7636: 43–128 characters of [A-Z a-z 0-9 - . _ ~]. */
const pkceValue = /^[A-Za-z0-9\-._~]{43,128}$/;

export function isValidCodeChallenge(challenge: string): boolean {
  return pkceValue.test(challenge);
}

/** True when `verifier` is the one the client committed to with `challenge`. */
export function verifyCodeChallenge(verifier: string, challenge: string, method: CodeChallengeMethod): boolean {
  if (!pkceValue.test(verifier)) return false;
  const expected = method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return secretsEqual(expected, challenge);
}
