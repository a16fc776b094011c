// Cookie names shared by every Supabase client (browser, server, middleware) and the redirect guard.
// The name is explicit because @supabase/ssr would otherwise derive it from the URL each client
// uses, and in embedded mode the browser (site origin) and the server (127.0.0.1) use different ones.
import { embeddedAuth, siteUrl, siteUrlConfigured, supabaseUrl } from '@/lib/config/public';

function projectLabel(): string {
  // Hosted: the project ref, as Supabase names it. Embedded: the site's first host label, or
  // "localhost" while no site URL is configured (a developer machine).
  if (!embeddedAuth && supabaseUrl) return new URL(supabaseUrl).hostname.split('.')[0] ?? 'supabase';
  if (!siteUrlConfigured) return 'localhost';
  return new URL(siteUrl).hostname.split('.')[0] ?? 'localhost';
}

/** `sb-<label>`: the prefix of every auth cookie. */
export const authCookiePrefix = `sb-${projectLabel()}`;
/** The session cookie (chunked by @supabase/ssr as `.0`, `.1`… when large). */
export const authCookieName = `${authCookiePrefix}-auth-token`;
/**
 * Whether the request carries a session cookie (whole or in chunks). Without one nobody is signed in, and
 * no Supabase client need be made to say so: most requests to public pages come from visitors who never
 * signed in, and making and asking a client cost each of them about a millisecond of server time.
 */
export function carriesSession(cookies: readonly { name: string }[]): boolean {
  return cookies.some(({ name }) => name === authCookieName || name.startsWith(`${authCookieName}.`));
}
/** Holds the path a signed-out visitor asked for, so they return there after signing in. */
export const redirectPathCookieName = `${authCookiePrefix}-redirect-path`;
/** Long enough to sign up and confirm an email address in between. */
export const REDIRECT_PATH_COOKIE_MAX_AGE_SECONDS = 8 * 60 * 60;
