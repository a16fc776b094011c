// The data-access gate: who is signed in, verified (getClaims checks the token's signature, and the session it
// names is looked up), once per request. Every protected page, layout, server action and route handler goes through it.
import 'server-only';
import type { JwtPayload } from '@supabase/supabase-js';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { checkSession, sessionCookieNames } from './claims';
import { carriesSession } from './cookies';
import { LOGIN_PATH } from './guard';
import { sessionIsLive } from './live-session';
import { createClient } from './server';

export interface AuthUser {
  /** The auth user's id: `sub` of the verified token, the key of app.profiles. */
  id: string;
  email: string | null;
  sessionId: string | null;
  isAnonymous: boolean;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
}

/** Thrown by requireUser(); route handlers and actions answer 401 (see unauthorizedResponse). */
export class AuthRequiredError extends Error {
  readonly status = 401;
  constructor() {
    super('Sign in to continue.');
    this.name = 'AuthRequiredError';
  }
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAuthUser(claims: JwtPayload): AuthUser | null {
  // Only user tokens: not the anon or service-role keys, and a subject that can key app.profiles.
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || !uuid.test(claims.sub)) return null;
  return {
    id: claims.sub.toLowerCase(),
    email: typeof claims.email === 'string' && claims.email !== '' ? claims.email : null,
    sessionId: typeof claims.session_id === 'string' ? claims.session_id : null,
    isAnonymous: claims.is_anonymous === true,
    appMetadata: claims.app_metadata ?? {},
    userMetadata: claims.user_metadata ?? {},
  };
}

/** Clears the session cookie where this request may (actions, route handlers); server components cannot. */
async function clearSessionCookie(): Promise<void> {
  const store = await cookies();
  for (const name of sessionCookieNames(store.getAll())) {
    try {
      store.delete(name);
    } catch {
      // A server component: the middleware cleared the cookie on the way in.
    }
  }
}

/**
 * The signed-in user of this request, or null: a token whose signature verifies and whose session is still live.
 * A token outlives "sign out everywhere" until it expires, so the session it names is looked up too (one
 * primary-key read, once per request), and every page, action and route handler loading the user honours a
 * sign-out at once.
 */
export const getOptionalUser = cache(async (): Promise<AuthUser | null> => {
  if (!carriesSession((await cookies()).getAll())) return null;
  const session = await checkSession(await createClient());
  if (!session.claims) {
    if (session.invalid) await clearSessionCookie();
    return null;
  }
  const user = toAuthUser(session.claims);
  if (!user) return null;
  if (!(await sessionIsLive(user.sessionId, user.id))) {
    await clearSessionCookie();
    return null;
  }
  return user;
});

/**
 * The signed-in user, confirmed by the auth server itself (that the user and the session still exist there), for
 * sensitive actions (account deletion, email and password changes, billing, spending credits): one request to it.
 */
export const getLiveUser = cache(async (): Promise<AuthUser | null> => {
  const user = await getOptionalUser();
  if (!user) return null;
  const { data, error } = await (await createClient()).auth.getUser();
  if (error || data.user?.id !== user.id) return null;
  return user;
});

/** The signed-in user; throws AuthRequiredError (→ 401) otherwise. For route handlers and actions. */
export const requireUser = cache(async (): Promise<AuthUser> => {
  const user = await getOptionalUser();
  if (!user) throw new AuthRequiredError();
  return user;
});

/** For pages and layouts: the signed-in user, or a redirect to the login page. */
export async function requireUserOrLogin(): Promise<AuthUser> {
  const user = await getOptionalUser();
  if (!user) redirect(LOGIN_PATH);
  return user;
}

export function unauthorizedResponse(): Response {
  return Response.json(
    { error: 'unauthorized', message: 'Sign in to continue.' },
    { status: 401, headers: { 'Cache-Control': 'no-store', 'WWW-Authenticate': 'Bearer' } },
  );
}

/**
 * Wraps a route handler that needs a user: the handler gets the verified user first, and a request
 * without one gets 401 JSON. `export const GET = withUser(async (user, request) => …)`.
 */
export function withUser<Args extends unknown[]>(
  handler: (user: AuthUser, ...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    let user: AuthUser;
    try {
      user = await requireUser();
    } catch (error) {
      if (error instanceof AuthRequiredError) return unauthorizedResponse();
      throw error;
    }
    return handler(user, ...args);
  };
}
