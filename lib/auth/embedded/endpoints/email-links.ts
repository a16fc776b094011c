// Everything that starts or finishes with an email: /recover, /resend and /verify (link and token_hash).
import { eq, or } from 'drizzle-orm';
import type { AuthContext } from '../context';
import { AuthError, jsonResponse, readJsonBody, redirectResponse } from '../http';
import { limitClientEmails } from '../limits';
import {
  applyVerifiedToken,
  consumeOneTimeToken,
  discardFlowState,
  issueAuthCode,
  linkAuthenticationMethod,
  pkceFrom,
  reserveEmailSend,
  sendEmailLink,
  tokenTypeOfVerifyType,
} from '../links';
import { resolveRedirectTo, withFragment, withQuery } from '../redirects';
import { users } from '../schema';
import { startSession } from '../sessions';
import { findUserByEmail, normaliseEmail } from '../users';

/** Always answers `{}`: whether the address has an account stays private. */
export async function recover(ctx: AuthContext, request: Request, url: URL): Promise<Response> {
  await limitClientEmails(request);
  const body = await readJsonBody(request);
  const email = normaliseEmail(body.email);
  const pkce = pkceFrom(body);
  const redirectTo = resolveRedirectTo(url.searchParams.get('redirect_to'), ctx.settings);
  // Counted for unknown addresses too, so a 429 reveals nothing either.
  await reserveEmailSend(email);
  const user = await findUserByEmail(ctx.db, email);
  if (user) await sendEmailLink(ctx, { user, type: 'recovery', to: email, pkce, redirectTo });
  return jsonResponse(request, {});
}

export async function resend(ctx: AuthContext, request: Request, url: URL): Promise<Response> {
  await limitClientEmails(request);
  const body = await readJsonBody(request);
  const type = body.type;
  if (type !== 'signup' && type !== 'email_change') {
    throw new AuthError(400, 'validation_failed', 'Resend supports the types "signup" and "email_change"');
  }
  const email = normaliseEmail(body.email);
  const pkce = pkceFrom(body);
  const redirectTo = resolveRedirectTo(url.searchParams.get('redirect_to'), ctx.settings);
  await reserveEmailSend(email);
  if (type === 'signup') {
    const user = await findUserByEmail(ctx.db, email);
    if (user && !user.emailConfirmedAt) await sendEmailLink(ctx, { user, type: 'signup', to: email, pkce, redirectTo });
  } else {
    // The address may be the current one or the pending new one; the link always goes to the new one.
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(or(eq(users.emailChange, email), eq(users.email, email)));
    if (user?.emailChange)
      await sendEmailLink(ctx, { user, type: 'email_change', to: user.emailChange, pkce, redirectTo });
  }
  return jsonResponse(request, {});
}

const expiredLink = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

/**
 * GET /verify, the link in an email: 303 to `redirect_to?code=…` when the client started with PKCE,
 * else to `redirect_to#access_token=…` (implicit flow); failures go there as error parameters.
 */
export async function verifyLink(ctx: AuthContext, request: Request, url: URL): Promise<Response> {
  const token = url.searchParams.get('token');
  const type = url.searchParams.get('type');
  const requested = url.searchParams.get('redirect_to');
  const tokenType = tokenTypeOfVerifyType(type);
  try {
    if (!token || !tokenType) throw new AuthError(400, 'validation_failed', 'Verify requires a token and a type');
    const location = await ctx.db.transaction(async (tx) => {
      const row = await consumeOneTimeToken(ctx, tx, token, tokenType);
      if (!row) throw expiredLink();
      const user = await applyVerifiedToken(ctx, tx, row);
      const target = resolveRedirectTo(requested, ctx.settings, row.redirectTo);
      if (row.flowStateId) {
        const code = await issueAuthCode(tx, row.flowStateId, ctx.now());
        if (code) return withQuery(target, { code });
      }
      const session = await startSession(
        ctx,
        tx,
        user,
        linkAuthenticationMethod[row.tokenType],
        request.headers.get('user-agent'),
      );
      return withFragment(target, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type: type ?? '',
      });
    });
    return redirectResponse(request, location);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const target = resolveRedirectTo(requested, ctx.settings);
    return redirectResponse(
      request,
      withQuery(target, {
        error: error.status === 400 ? 'invalid_request' : 'access_denied',
        error_code: error.code,
        error_description: error.message,
      }),
    );
  }
}

/** POST /verify with `{token_hash, type}` (verifyOtp): answers with a session. */
export async function verifyToken(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  if (typeof body.token_hash !== 'string' || body.token_hash === '') {
    throw new AuthError(
      400,
      'validation_failed',
      'Verify with a token_hash: this server sends links, not one-time codes',
    );
  }
  const tokenType = tokenTypeOfVerifyType(body.type);
  if (!tokenType) throw new AuthError(400, 'validation_failed', `Unsupported verification type "${String(body.type)}"`);
  const tokenHash = body.token_hash;
  const session = await ctx.db.transaction(async (tx) => {
    const row = await consumeOneTimeToken(ctx, tx, tokenHash, tokenType);
    if (!row) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    const user = await applyVerifiedToken(ctx, tx, row);
    // The link's PKCE flow is not needed any more: the token itself proved ownership.
    await discardFlowState(tx, row.flowStateId);
    return startSession(ctx, tx, user, linkAuthenticationMethod[row.tokenType], request.headers.get('user-agent'));
  });
  return jsonResponse(request, session);
}
