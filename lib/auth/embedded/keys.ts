// The ES256 signing key: given by AUTH_SIGNING_KEY, or generated on first start and kept in the
// database. Signs access tokens and publishes its public half as the JWKS.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  errors as joseErrors,
  type JWK,
} from 'jose';
import type { SigningKeyJwk } from '@/lib/config/env-schema';
import type { Database } from '@/lib/db';
import { AuthError } from './http';
import { signingKeys } from './schema';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
const ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** What the JWKS serves: no private part. */
  publicJwk: JWK;
}

async function fromPrivateJwk(jwk: JWK, kid: string): Promise<SigningKey> {
  const { kty, crv, x, y } = jwk;
  const publicJwk: JWK = { kty, crv, x, y, kid, alg: ALG, use: 'sig', key_ops: ['verify'] };
  const privateKey = (await importJWK({ kty, crv, x, y, d: jwk.d }, ALG)) as CryptoKey;
  const publicKey = (await importJWK({ kty, crv, x, y }, ALG)) as CryptoKey;
  return { kid, privateKey, publicKey, publicJwk };
}

async function generateStoredKey(db: Database): Promise<void> {
  const pair = await generateKeyPair(ALG, { extractable: true });
  const privateJwk = await exportJWK(pair.privateKey);
  const kid = randomUUID();
  const { kty, crv, x, y } = privateJwk;
  // Two processes starting at once may both generate: the partial unique index keeps one active key.
  await db
    .insert(signingKeys)
    .values({ kid, privateJwk: { ...privateJwk }, publicJwk: { kty, crv, x, y }, active: true, createdAt: new Date() })
    .onConflictDoNothing();
}

/** The key this server signs with. A configured key wins; otherwise the stored one, generated if missing. */
export async function loadSigningKey(db: Database, configured?: SigningKeyJwk): Promise<SigningKey> {
  if (configured) {
    const kid = configured.kid ?? (await calculateJwkThumbprint(configured));
    return fromPrivateJwk(configured, kid);
  }
  let [row] = await db.select().from(signingKeys).where(eq(signingKeys.active, true));
  if (!row) {
    await generateStoredKey(db);
    [row] = await db.select().from(signingKeys).where(eq(signingKeys.active, true));
  }
  if (!row) throw new Error('The embedded auth server could not store a signing key.');
  return fromPrivateJwk(row.privateJwk as JWK, row.kid);
}

/** The claims of an access token, as Supabase Auth issues them. */
export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: 'authenticated';
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: 'authenticated';
  aal: string;
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
}

export async function signAccessToken(key: SigningKey, claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: ALG, kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
}

/** Verifies signature, issuer, audience and expiry; throws the 403 `bad_jwt` Supabase answers with. */
export async function verifyAccessToken(
  key: SigningKey,
  token: string,
  issuer: string,
  now: Date,
): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, {
      algorithms: [ALG],
      issuer,
      audience: 'authenticated',
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'session_id'],
    });
    return payload as unknown as AccessTokenClaims;
  } catch (error) {
    const reason =
      error instanceof joseErrors.JWTExpired
        ? 'token has invalid claims: token is expired'
        : error instanceof joseErrors.JWTClaimValidationFailed
          ? `token has invalid claims: ${error.message}`
          : 'unable to parse or verify signature';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: ${reason}`);
  }
}
