// Tokens of signed download URLs: an HS256 JWT naming `bucket/key` with an expiry, as storage-api signs them,
// keyed by a secret derived from the service key (so no second secret needs configuring or storing).
import { createHmac } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { errors } from './errors';

export function signingSecret(secretKey: string): Uint8Array {
  return createHmac('sha256', secretKey).update('tenderscope embedded storage: signed URLs').digest();
}

/** A token for `bucket/key` valid `expiresIn` seconds from `now`. */
export async function signObjectToken(secret: Uint8Array, url: string, expiresIn: number, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ url })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresIn)
    .sign(secret);
}

/** The `bucket/key` a valid token names; storage's InvalidJWT for an expired, tampered or malformed one. */
export async function verifyObjectToken(secret: Uint8Array, token: string, now: Date): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now });
    if (typeof payload.url !== 'string' || typeof payload.exp !== 'number') throw errors.invalidJwt('jwt malformed');
    return payload.url;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw errors.invalidJwt('jwt expired');
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) throw errors.invalidJwt('invalid signature');
    if (error instanceof joseErrors.JOSEError) throw errors.invalidJwt('jwt malformed');
    throw error;
  }
}
