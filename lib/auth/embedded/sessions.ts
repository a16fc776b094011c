// Sessions, rotating refresh tokens and access tokens; and the bearer-token check of /user and /logout.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import type { AuthContext } from './context';
import { randomToken, secretsEqual, sha256Hex } from './crypto';
import { AuthError } from './http';
import { ACCESS_TOKEN_LIFETIME_SECONDS, signAccessToken, verifyAccessToken, type AccessTokenClaims } from './keys';
import { identities, refreshTokens, sessions, users, type SessionRow, type UserRow } from './schema';
import { listIdentities, userJson, type UserJson } from './users';

/** A revoked refresh token presented again within this window still works (concurrent refreshes). */
export const REFRESH_TOKEN_REUSE_WINDOW_SECONDS = 10;

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

async function accessTokenFor(ctx: AuthContext, user: UserRow, session: SessionRow, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: AccessTokenClaims = {
    iss: ctx.settings.issuer,
    sub: user.id,
    aud: 'authenticated',
    exp: iat + ACCESS_TOKEN_LIFETIME_SECONDS,
    iat,
    email: user.email,
    phone: '',
    app_metadata: user.rawAppMetaData,
    user_metadata: user.rawUserMetaData,
    role: 'authenticated',
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    is_anonymous: false,
  };
  return { token: await signAccessToken(ctx.key, claims), expiresAt: claims.exp };
}

async function sessionJson(
  ctx: AuthContext,
  db: Database,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  now: Date,
) {
  const access = await accessTokenFor(ctx, user, session, now);
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await listIdentities(db, user.id)),
  } satisfies SessionJson;
}

async function insertRefreshToken(
  db: Database,
  sessionId: string,
  parentId: number | null,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({ tokenHash: sha256Hex(token), sessionId, parentId, createdAt: now });
  return token;
}

/** Starts a session (one per sign-in) and returns the Session JSON. `method` goes into the `amr` claim. */
export async function startSession(
  ctx: AuthContext,
  db: Database,
  user: UserRow,
  method: string,
  userAgent: string | null,
): Promise<SessionJson> {
  const now = ctx.now();
  const [session] = await db
    .insert(sessions)
    .values({
      id: randomUUID(),
      userId: user.id,
      aal: 'aal1',
      amr: [{ method, timestamp: Math.floor(now.getTime() / 1000) }],
      userAgent: userAgent?.slice(0, 512) ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!session) throw new Error('Could not create a session.');
  const refreshToken = await insertRefreshToken(db, session.id, null, now);
  const [signedIn] = await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id)).returning();
  await db.update(identities).set({ lastSignInAt: now }).where(eq(identities.userId, user.id));
  return sessionJson(ctx, db, signedIn ?? user, session, refreshToken, now);
}

const notFound = () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
const alreadyUsed = () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

async function sessionWithUser(db: Database, sessionId: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  return row;
}

/**
 * The refresh_token grant: rotates the token. A revoked token re-used within the reuse window still
 * gets a fresh token (the middleware and a server component may refresh with the same cookie at
 * once, and only one of their answers reaches the browser); re-used later, it is treated as stolen
 * and the whole session (the token family) is revoked.
 */
export async function refreshSession(ctx: AuthContext, presented: string): Promise<SessionJson> {
  const now = ctx.now();
  return ctx.db
    .transaction(async (tx) => {
      const [token] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256Hex(presented)));
      if (!token) throw notFound();
      const found = await sessionWithUser(tx, token.sessionId);
      if (!found) throw notFound();
      const { session, user } = found;

      // Claim the token atomically: of two concurrent refreshes only one rotates it.
      const [claimed] = await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.revokedAt)))
        .returning();
      if (!claimed) {
        const revokedAt = token.revokedAt ?? now;
        if (now.getTime() - revokedAt.getTime() > REFRESH_TOKEN_REUSE_WINDOW_SECONDS * 1000)
          throw new ReuseDetected(session.id);
      }
      const refreshToken = await insertRefreshToken(tx, session.id, token.id, now);
      if (claimed) {
        // A race hands out several tokens (one per reuse-window answer), of which the client keeps
        // one. Rotating that one retires the others, so a session never keeps stray valid tokens.
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(refreshTokens.sessionId, session.id),
              isNull(refreshTokens.revokedAt),
              ne(refreshTokens.tokenHash, sha256Hex(refreshToken)),
            ),
          );
      }
      const [refreshed] = await tx
        .update(sessions)
        .set({ refreshedAt: now, updatedAt: now })
        .where(eq(sessions.id, session.id))
        .returning();
      return sessionJson(ctx, tx, user, refreshed ?? session, refreshToken, now);
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof ReuseDetected)) throw error;
      // Outside the transaction, which the thrown error rolled back: end the session and its tokens.
      await ctx.db.delete(sessions).where(eq(sessions.id, error.sessionId));
      throw alreadyUsed();
    });
}

class ReuseDetected extends Error {
  constructor(readonly sessionId: string) {
    super('Refresh token reused outside the reuse window');
  }
}

export interface Authenticated {
  claims: AccessTokenClaims;
  user: UserRow;
  session: SessionRow;
}

/**
 * The user behind `Authorization: Bearer <access token>`: a valid signature, issuer and expiry, a
 * session that still exists, a user that still exists.
 */
export async function authenticate(ctx: AuthContext, request: Request): Promise<Authenticated> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1];
  // The API keys travel as bearer tokens too, but they are not a user.
  if (!token || secretsEqual(token, ctx.settings.publishableKey) || secretsEqual(token, ctx.settings.secretKey)) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const claims = await verifyAccessToken(ctx.key, token, ctx.settings.issuer, ctx.now());
  const found = await sessionWithUser(ctx.db, claims.session_id);
  if (!found) {
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, claims.sub));
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  if (found.user.id !== claims.sub)
    throw new AuthError(403, 'bad_jwt', 'invalid JWT: session does not belong to the subject');
  return { claims, user: found.user, session: found.session };
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions: this one (local), every other one (others) or all of the user's (global). */
export async function endSessions(db: Database, auth: Authenticated, scope: LogoutScope): Promise<void> {
  const mine = eq(sessions.userId, auth.user.id);
  if (scope === 'local') await db.delete(sessions).where(eq(sessions.id, auth.session.id));
  else if (scope === 'others') await db.delete(sessions).where(and(mine, ne(sessions.id, auth.session.id)));
  else await db.delete(sessions).where(mine);
}
