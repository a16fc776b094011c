// The landing route of email links and OAuth (/auth/callback): exchanges the PKCE code for a session
// cookie and sends the user on to the `next` parameter or the path saved by the redirect guard.
import 'server-only';
import { LOGIN_PATH } from './guard';
import { ensureProfile } from './profile';
import { takeReturnPath } from './return-path';
import { createClient } from './server';

/** A relative Location: the browser stays on the origin it is on, whatever the Host header says. */
function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}

/** The login page shows `error` (the description) and `error_code` when the auth server gave one. */
function loginWithError(message: string, code?: string | null): Response {
  const params = new URLSearchParams({ error: message.slice(0, 200) });
  if (code) params.set('error_code', code.slice(0, 60));
  return seeOther(`${LOGIN_PATH}?${params}`);
}

export async function completeAuthCallback(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // The auth server reports failed links as error parameters (e.g. an expired link).
  const failure = url.searchParams.get('error_description') ?? url.searchParams.get('error');
  if (failure) return loginWithError(failure, url.searchParams.get('error_code'));

  const code = url.searchParams.get('code');
  if (!code) return loginWithError('The sign-in link is incomplete. Request a new one.');
  const { data, error } = await (await createClient()).auth.exchangeCodeForSession(code);
  if (error) return loginWithError(error.message, error.code);
  // A first Google sign-in creates the user at the auth server: the app's profile follows here.
  if (data.user) await ensureProfile(data.user.id);

  return seeOther(await takeReturnPath(url.searchParams.get('next')));
}
