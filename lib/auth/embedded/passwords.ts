// Password rules and bcrypt hashing, as Supabase Auth applies them.
import bcrypt from 'bcryptjs';
import { AuthError } from './http';

export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt reads at most 72 bytes; longer passwords would be silently truncated, so they are refused. */
export const MAX_PASSWORD_BYTES = 72;
const BCRYPT_COST = 10;

/** Throws the Supabase error for a password that cannot be used; returns it otherwise. */
export function checkNewPassword(password: unknown): string {
  if (typeof password !== 'string' || password === '') {
    throw new AuthError(400, 'validation_failed', 'A password is required');
  }
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) {
    throw new AuthError(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  return password;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

// Compared against when the account does not exist, so a miss costs as long as a wrong password.
const dummyHash = bcrypt.hashSync('tenderscope-no-such-account', BCRYPT_COST);

export function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  return bcrypt.compare(password, hash ?? dummyHash).then((ok) => ok && Boolean(hash));
}
