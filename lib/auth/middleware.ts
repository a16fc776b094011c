// The middleware's part of auth (edge runtime): refresh the session cookies on every matched request
// and send signed-out visitors of guarded paths to the login page, remembering where they were going.
// This is a convenience, not the security boundary: pages and handlers check the user again.
import { createServerClient, type CookieOptions } from '@supabase/ssr';
import { NextResponse, type NextRequest } from 'next/server';
import { supabasePublishableKey } from '@/lib/config/public';
import { checkSession, sessionCookieNames } from './claims';
import {
  authCookieName,
  carriesSession,
  REDIRECT_PATH_COOKIE_MAX_AGE_SECONDS,
  redirectPathCookieName,
} from './cookies';
import { configuredGuard, isGuardedPath, type GuardConfig } from './guard';
import { safeRedirectPath } from './redirect-path';
import { serverSupabaseUrl } from './urls';

export interface SessionRefresh {
  /** A verified access token came with the request (or its refresh). */
  signedIn: boolean;
  /** Copies the refreshed (or cleared) session cookies and their cache headers onto a response. */
  apply: (response: NextResponse) => NextResponse;
}

/**
 * Verifies the session of the request, refreshing it when it is about to expire. Refreshed cookies
 * are written into the request too, so server components further down see the new session.
 */
export async function refreshSession(request: NextRequest): Promise<SessionRefresh> {
  // No session cookie, nothing to verify or refresh: the response goes out as it is.
  if (!carriesSession(request.cookies.getAll())) return { signedIn: false, apply: (response) => response };
  const pending: { name: string; value: string; options: CookieOptions }[] = [];
  const cacheHeaders: Record<string, string> = {};
  const supabase = createServerClient(serverSupabaseUrl(), supabasePublishableKey, {
    cookieOptions: { name: authCookieName },
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const cookie of cookiesToSet) {
          request.cookies.set(cookie.name, cookie.value);
          pending.push(cookie);
        }
        // Responses that set session cookies must not be cached by a CDN.
        Object.assign(cacheHeaders, headers);
      },
    },
  });

  // getClaims verifies the token's signature and refreshes an expiring session; getSession alone would trust
  // whatever the cookie says.
  const session = await checkSession(supabase);
  if (!session.claims && session.invalid) {
    // A forged or broken token: clear it, here and for the server components further down.
    for (const name of sessionCookieNames(request.cookies.getAll())) {
      request.cookies.delete(name);
      pending.push({ name, value: '', options: { path: '/', maxAge: 0 } });
    }
  }
  return {
    signedIn: typeof session.claims?.sub === 'string',
    apply(response) {
      for (const { name, value, options } of pending) response.cookies.set(name, value, options);
      for (const [name, value] of Object.entries(cacheHeaders)) response.headers.set(name, value);
      return response;
    },
  };
}

/**
 * A browser's speculative load (Sec-Purpose / Purpose: prefetch) is not a visit: saving its path would
 * send the user somewhere they never asked to go after signing in. (Next's own router prefetches
 * cannot be told apart here: Next strips their headers before middleware runs.)
 */
function isPrefetch(request: NextRequest): boolean {
  return /prefetch/i.test(`${request.headers.get('purpose') ?? ''} ${request.headers.get('sec-purpose') ?? ''}`);
}

/** The 307 to the login page, with the requested path and query kept in the redirect-path cookie. */
export function redirectToLogin(request: NextRequest, guard: GuardConfig = configuredGuard): NextResponse {
  const response = NextResponse.redirect(new URL(guard.login, request.url), 307);
  if (isPrefetch(request)) return response;
  const requested = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  response.cookies.set(redirectPathCookieName, safeRedirectPath(requested), {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: request.nextUrl.protocol === 'https:',
    maxAge: REDIRECT_PATH_COOKIE_MAX_AGE_SECONDS,
  });
  return response;
}

/**
 * The whole auth step of the middleware: `next` builds the pass-through response (the caller adds its
 * own request headers there) and runs after the refresh, so it sees the refreshed cookies.
 */
export async function authMiddleware(
  request: NextRequest,
  next: () => NextResponse,
  guard: GuardConfig = configuredGuard,
): Promise<NextResponse> {
  const session = await refreshSession(request);
  if (!session.signedIn && isGuardedPath(request.nextUrl.pathname, guard)) {
    return session.apply(redirectToLogin(request, guard));
  }
  return session.apply(next());
}
