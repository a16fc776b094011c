// POST /token: the password, refresh_token and pkce grants.
import { reset } from '@/lib/rate-limit';
import type { AuthContext } from '../context';
import { AuthError, jsonResponse, OAuthError, readJsonBody } from '../http';
import { clientOf, limitAttempt, limitClientSignIns } from '../limits';
import { exchangeAuthCode } from '../links';
import { verifyPassword } from '../passwords';
import { refreshSession, startSession } from '../sessions';
import { findUserByEmail, normaliseEmail } from '../users';

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

async function passwordGrant(ctx: AuthContext, request: Request, body: Record<string, unknown>): Promise<Response> {
  if (!nonEmptyString(body.email) || !nonEmptyString(body.password)) {
    throw new AuthError(400, 'validation_failed', 'Sign in with an email address and a password');
  }
  const email = normaliseEmail(body.email);
  // Per client first (password spraying across addresses), then per address from this client: a stranger's
  // wrong passwords use up their own attempts at the address, not the owner's (10 per 5 minutes).
  await limitClientSignIns(request);
  const attempts = `${email} ${clientOf(request)}`;
  await limitAttempt(
    'auth.password',
    attempts,
    'over_request_rate_limit',
    'Too many sign-in attempts for this email address.',
  );
  const user = await findUserByEmail(ctx.db, email);
  // Always run bcrypt, so an unknown address takes as long as a wrong password.
  const valid = await verifyPassword(body.password, user?.encryptedPassword);
  if (!user || !valid) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  if (!user.emailConfirmedAt) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  await reset('auth.password', attempts);
  const session = await ctx.db.transaction((tx) =>
    startSession(ctx, tx, user, 'password', request.headers.get('user-agent')),
  );
  return jsonResponse(request, session);
}

async function refreshTokenGrant(ctx: AuthContext, request: Request, body: Record<string, unknown>): Promise<Response> {
  if (!nonEmptyString(body.refresh_token)) throw new AuthError(400, 'validation_failed', 'refresh_token is required');
  return jsonResponse(request, await refreshSession(ctx, body.refresh_token));
}

async function pkceGrant(ctx: AuthContext, request: Request, body: Record<string, unknown>): Promise<Response> {
  if (!nonEmptyString(body.auth_code) || !nonEmptyString(body.code_verifier)) {
    throw new AuthError(
      400,
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const { user, method } = await exchangeAuthCode(ctx, body.auth_code, body.code_verifier);
  const session = await ctx.db.transaction((tx) =>
    startSession(ctx, tx, user, method, request.headers.get('user-agent')),
  );
  return jsonResponse(request, session);
}

export async function token(ctx: AuthContext, request: Request, url: URL): Promise<Response> {
  const grantType = url.searchParams.get('grant_type');
  const body = await readJsonBody(request);
  switch (grantType) {
    case 'password':
      return passwordGrant(ctx, request, body);
    case 'refresh_token':
      return refreshTokenGrant(ctx, request, body);
    case 'pkce':
      return pkceGrant(ctx, request, body);
    default:
      throw new OAuthError(
        400,
        'unsupported_grant_type',
        `grant_type "${grantType ?? ''}" is not supported: use password, refresh_token or pkce`,
      );
  }
}
