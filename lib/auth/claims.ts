// Verifying the session of a request, for the edge middleware and server code alike: a token that fails
// verification, whatever the way, means "signed out", and the caller clears the session cookie.
import { isAuthRetryableFetchError, type JwtPayload, type SupabaseClient } from '@supabase/supabase-js';
import { authCookieName } from './cookies';

export type SessionCheck =
  | { claims: JwtPayload }
  /** `invalid`: the cookie's session can never verify (clear it); false when the auth server did not answer. */
  | { claims: null; invalid: boolean };

/** getClaims verifies the token's signature (against the cached JWKS) and refreshes an expiring session. */
export async function checkSession(supabase: SupabaseClient): Promise<SessionCheck> {
  let result: Awaited<ReturnType<SupabaseClient['auth']['getClaims']>>;
  try {
    result = await supabase.auth.getClaims();
  } catch {
    // supabase-js throws rather than answers for a token that names our key id with an algorithm that key does
    // not have (none, RS256, ES384, PS256…): WebCrypto refuses to import the key for it.
    return { claims: null, invalid: true };
  }
  const { data, error } = result;
  if (data?.claims) return { claims: data.claims };
  if (error && (isAuthRetryableFetchError(error) || (error.status ?? 0) >= 500)) {
    // The auth server did not answer (JWKS or refresh): signed out for now, but the session may be fine.
    console.error('[auth] could not verify the session:', error.message);
    return { claims: null, invalid: false };
  }
  return { claims: null, invalid: true };
}

/** The names of the session cookie's parts among `cookies` (whole, or chunked as `.0`, `.1`…). */
export function sessionCookieNames(cookies: readonly { name: string }[]): string[] {
  return cookies
    .map(({ name }) => name)
    .filter((name) => name === authCookieName || name.startsWith(`${authCookieName}.`));
}
