// Reading the return path after sign-in: the redirect guard's cookie, through safeRedirectPath.
import 'server-only';
import { cookies } from 'next/headers';
import { redirectPathCookieName } from './cookies';
import { DEFAULT_RETURN_PATH, safeRedirectPath } from './redirect-path';

/**
 * Where to send a user who just signed in: `next` if given, else the path the guard saved, else
 * /dashboard — always a path on this site. Clears the cookie (server actions and route handlers only).
 */
export async function takeReturnPath(next?: string | null): Promise<string> {
  const cookieStore = await cookies();
  const saved = cookieStore.get(redirectPathCookieName)?.value;
  cookieStore.delete(redirectPathCookieName);
  return safeRedirectPath(next ?? saved, DEFAULT_RETURN_PATH);
}
