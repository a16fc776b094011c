// Email links and PKCE: one-time tokens (confirmation, recovery, email change), the flow state that
// turns a verified link into a single-use code, and the code exchange.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import type { AuthContext } from './context';
import { isValidCodeChallenge, randomToken, sha256Hex, verifyCodeChallenge, type CodeChallengeMethod } from './crypto';
import { emailLinkMessage, type EmailLinkType } from './emails';
import { AuthError } from './http';
import { limitAttempt } from './limits';
import { flowState, oneTimeTokens, users, type OneTimeTokenRow, type OneTimeTokenType, type UserRow } from './schema';
import { confirmEmail, findUserByEmail, findUserById, syncEmailIdentity } from './users';

export const ONE_TIME_TOKEN_LIFETIME_SECONDS = 3600;
/** A PKCE code must be exchanged within this time of being issued. */
export const FLOW_STATE_LIFETIME_SECONDS = 300;

const tokenTypes: Record<EmailLinkType, OneTimeTokenType> = {
  signup: 'confirmation',
  recovery: 'recovery',
  email_change: 'email_change',
};

/** The `amr` method of a session started through each kind of link. */
export const linkAuthenticationMethod: Record<OneTimeTokenType, string> = {
  confirmation: 'email/signup',
  recovery: 'recovery',
  email_change: 'email_change',
};

export interface PkceChallenge {
  codeChallenge: string;
  method: CodeChallengeMethod;
}

/** The PKCE challenge of a request body, if the client sent one (auth-js sends nulls otherwise). */
export function pkceFrom(body: Record<string, unknown>): PkceChallenge | null {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  if (challenge === undefined || challenge === null || challenge === '') return null;
  if (typeof challenge !== 'string' || !isValidCodeChallenge(challenge)) {
    throw new AuthError(400, 'validation_failed', 'code_challenge must be 43 to 128 URL-safe characters');
  }
  const normalised = typeof method === 'string' ? method.toLowerCase() : '';
  if (normalised !== 's256' && normalised !== 'plain') {
    throw new AuthError(400, 'validation_failed', 'code_challenge_method must be "s256" or "plain"');
  }
  return { codeChallenge: challenge, method: normalised };
}

/** Counts an email to `address` against Supabase's default send limit; 429 when over it. */
export function reserveEmailSend(address: string): Promise<void> {
  return limitAttempt('auth.email', address, 'over_email_send_rate_limit', 'Email rate limit exceeded.');
}

export interface EmailLinkRequest {
  user: UserRow;
  type: EmailLinkType;
  /** The address the link goes to (the new one for an email change). */
  to: string;
  pkce: PkceChallenge | null;
  /** An allowed absolute URL (see resolveRedirectTo): where the verified link sends the browser. */
  redirectTo: string;
}

/**
 * Stores a fresh one-time token (replacing an older one of the same kind), with a flow state when
 * the client uses PKCE, and mails the link. Call reserveEmailSend first.
 */
export async function sendEmailLink(ctx: AuthContext, request: EmailLinkRequest): Promise<void> {
  const now = ctx.now();
  const token = randomToken();
  const tokenType = tokenTypes[request.type];
  await ctx.db.transaction(async (tx) => {
    // A new link replaces the previous one of its kind, and with it that link's PKCE flow state.
    const [previous] = await tx
      .select({ flowStateId: oneTimeTokens.flowStateId })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, request.user.id), eq(oneTimeTokens.tokenType, tokenType)));
    await discardFlowState(tx, previous?.flowStateId ?? null);
    let flowStateId: string | null = null;
    if (request.pkce) {
      flowStateId = randomUUID();
      await tx.insert(flowState).values({
        id: flowStateId,
        userId: request.user.id,
        codeChallenge: request.pkce.codeChallenge,
        codeChallengeMethod: request.pkce.method,
        authenticationMethod: linkAuthenticationMethod[tokenType],
        createdAt: now,
      });
    }
    const values = {
      tokenHash: sha256Hex(token),
      relatesTo: request.to,
      flowStateId,
      redirectTo: request.redirectTo,
      createdAt: now,
    };
    await tx
      .insert(oneTimeTokens)
      .values({ id: randomUUID(), userId: request.user.id, tokenType, ...values })
      .onConflictDoUpdate({ target: [oneTimeTokens.userId, oneTimeTokens.tokenType], set: values });
    const sentAt =
      request.type === 'signup'
        ? { confirmationSentAt: now }
        : request.type === 'recovery'
          ? { recoverySentAt: now }
          : { emailChangeSentAt: now };
    await tx.update(users).set(sentAt).where(eq(users.id, request.user.id));
  });

  const link = new URL('/auth/v1/verify', new URL(request.redirectTo).origin);
  link.searchParams.set('token', token);
  link.searchParams.set('type', request.type);
  link.searchParams.set('redirect_to', request.redirectTo);
  const message = emailLinkMessage(
    request.type,
    request.to,
    link.href,
    ctx.settings.productName,
    ONE_TIME_TOKEN_LIFETIME_SECONDS / 60,
  );
  try {
    await ctx.sendMail(message);
  } catch (error) {
    console.error(`[auth] could not send the ${request.type} email:`, error instanceof Error ? error.message : error);
    throw new AuthError(
      500,
      'unexpected_failure',
      `Error sending ${request.type === 'recovery' ? 'recovery' : 'confirmation'} email`,
    );
  }
}

/** Maps the `type` of /verify to the kind of token it checks; null for types this server does not issue. */
export function tokenTypeOfVerifyType(type: unknown): OneTimeTokenType | null {
  switch (type) {
    case 'signup':
    case 'email':
      return 'confirmation';
    case 'recovery':
      return 'recovery';
    case 'email_change':
      return 'email_change';
    default:
      return null;
  }
}

/** Takes a one-time token out of the store (each works once); null when unknown, of another kind or expired. */
export async function consumeOneTimeToken(
  ctx: AuthContext,
  db: Database,
  token: string,
  type: OneTimeTokenType,
): Promise<OneTimeTokenRow | null> {
  const [row] = await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, sha256Hex(token)), eq(oneTimeTokens.tokenType, type)))
    .returning();
  if (!row) return null;
  const ageMs = ctx.now().getTime() - row.createdAt.getTime();
  return ageMs > ONE_TIME_TOKEN_LIFETIME_SECONDS * 1000 ? null : row;
}

/** What a verified link does to the account: confirm the address, or switch to the new one. */
export async function applyVerifiedToken(ctx: AuthContext, db: Database, row: OneTimeTokenRow): Promise<UserRow> {
  const now = ctx.now();
  const user = await findUserById(db, row.userId);
  if (!user) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
  if (row.tokenType !== 'email_change') return confirmEmail(db, user, now);

  if (user.emailChange !== row.relatesTo)
    throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
  const taken = await findUserByEmail(db, row.relatesTo);
  if (taken && taken.id !== user.id) {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  const [changed] = await db
    .update(users)
    .set({ email: row.relatesTo, emailChange: null, emailChangeSentAt: null, emailConfirmedAt: now, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  await syncEmailIdentity(db, user.id, row.relatesTo, true, now);
  return changed ?? user;
}

/** Turns the flow state of a verified link into a single-use authorization code. */
export async function issueAuthCode(db: Database, flowStateId: string, now: Date): Promise<string | null> {
  const code = randomToken();
  const [row] = await db
    .update(flowState)
    .set({ authCodeHash: sha256Hex(code), authCodeIssuedAt: now })
    .where(eq(flowState.id, flowStateId))
    .returning({ id: flowState.id });
  return row ? code : null;
}

export async function discardFlowState(db: Database, flowStateId: string | null): Promise<void> {
  if (flowStateId) await db.delete(flowState).where(eq(flowState.id, flowStateId));
}

/**
 * The pkce grant: the code is consumed whatever happens next (single use), then its age and the
 * verifier are checked. Returns the user and how they authenticated.
 */
export async function exchangeAuthCode(
  ctx: AuthContext,
  authCode: string,
  codeVerifier: string,
): Promise<{ user: UserRow; method: string }> {
  const [row] = await ctx.db
    .delete(flowState)
    .where(eq(flowState.authCodeHash, sha256Hex(authCode)))
    .returning();
  if (!row) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  const issuedAt = row.authCodeIssuedAt ?? row.createdAt;
  if (ctx.now().getTime() - issuedAt.getTime() > FLOW_STATE_LIFETIME_SECONDS * 1000) {
    throw new AuthError(422, 'flow_state_expired', 'Flow state has expired, please try again');
  }
  if (!verifyCodeChallenge(codeVerifier, row.codeChallenge, row.codeChallengeMethod)) {
    throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  return { user, method: row.authenticationMethod };
}
