// Sign-up, the signed-in user's own record (GET/PUT /user), logout, and the admin user endpoints.
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../context';
import { secretsEqual } from '../crypto';
import { AuthError, emptyResponse, jsonResponse, readJsonBody } from '../http';
import { limitClientSignIns } from '../limits';
import { pkceFrom, reserveEmailSend, sendEmailLink } from '../links';
import { checkNewPassword, hashPassword, verifyPassword } from '../passwords';
import { resolveRedirectTo } from '../redirects';
import { users, type JsonObject, type UserRow } from '../schema';
import { authenticate, endSessions, startSession, type LogoutScope } from '../sessions';
import {
  createEmailUser,
  findUserByEmail,
  findUserById,
  loadUserJson,
  metadataFrom,
  normaliseEmail,
  obfuscatedUserJson,
  syncEmailIdentity,
} from '../users';

export async function signup(ctx: AuthContext, request: Request, url: URL): Promise<Response> {
  await limitClientSignIns(request);
  const body = await readJsonBody(request);
  const email = normaliseEmail(body.email);
  const password = checkNewPassword(body.password);
  const metadata = metadataFrom(body.data);
  const pkce = pkceFrom(body);
  const redirectTo = resolveRedirectTo(url.searchParams.get('redirect_to'), ctx.settings);
  const now = ctx.now();
  const existing = await findUserByEmail(ctx.db, email);

  if (!ctx.settings.emailConfirm) {
    if (existing) throw new AuthError(422, 'user_already_exists', 'User already registered');
    const passwordHash = await hashPassword(password);
    const session = await ctx.db.transaction(async (tx) => {
      const user = await createEmailUser(tx, { email, passwordHash, metadata, confirmedAt: now, now });
      return startSession(ctx, tx, user, 'password', request.headers.get('user-agent'));
    });
    return jsonResponse(request, session);
  }

  // With confirmation on, a confirmed address gets a look-alike answer and no email: no enumeration.
  if (existing?.emailConfirmedAt) return jsonResponse(request, obfuscatedUserJson(email, metadata, now));
  await reserveEmailSend(email);
  const passwordHash = await hashPassword(password);
  let user: UserRow | undefined;
  if (existing) {
    // Still unconfirmed: whoever proves they own the address through the new link gets this password.
    [user] = await ctx.db
      .update(users)
      .set({ encryptedPassword: passwordHash, rawUserMetaData: metadata, updatedAt: now })
      .where(eq(users.id, existing.id))
      .returning();
  } else {
    user = await ctx.db.transaction((tx) =>
      createEmailUser(tx, { email, passwordHash, metadata, confirmedAt: null, now }),
    );
  }
  if (!user) throw new Error('The user disappeared during sign-up.');
  await sendEmailLink(ctx, { user, type: 'signup', to: email, pkce, redirectTo });
  return jsonResponse(request, await loadUserJson(ctx.db, (await findUserById(ctx.db, user.id)) ?? user));
}

export async function getUser(ctx: AuthContext, request: Request): Promise<Response> {
  const { user } = await authenticate(ctx, request);
  return jsonResponse(request, await loadUserJson(ctx.db, user));
}

/** Merges metadata the way Supabase does: keys set to null are removed. */
function mergeMetadata(current: JsonObject, update: JsonObject): JsonObject {
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function updateUser(ctx: AuthContext, request: Request, url: URL): Promise<Response> {
  const { user } = await authenticate(ctx, request);
  const body = await readJsonBody(request);
  const now = ctx.now();
  if (typeof body.phone === 'string' && body.phone !== '') {
    throw new AuthError(422, 'validation_failed', 'Phone numbers are not supported by the embedded auth server');
  }

  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.data !== undefined) changes.rawUserMetaData = mergeMetadata(user.rawUserMetaData, metadataFrom(body.data));
  if (body.password !== undefined && body.password !== null) {
    const password = checkNewPassword(body.password);
    if (await verifyPassword(password, user.encryptedPassword)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    changes.encryptedPassword = await hashPassword(password);
  }

  let emailChange: string | null = null;
  if (body.email !== undefined && body.email !== null && body.email !== '') {
    const email = normaliseEmail(body.email);
    if (email !== user.email) {
      const taken = await findUserByEmail(ctx.db, email);
      if (taken) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      if (ctx.settings.emailConfirm) {
        await reserveEmailSend(email);
        emailChange = email;
        changes.emailChange = email;
      } else {
        changes.email = email;
        changes.emailConfirmedAt = now;
      }
    }
  }

  let [updated] = await ctx.db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new AuthError(404, 'user_not_found', 'User not found');
  if (changes.email) await syncEmailIdentity(ctx.db, user.id, changes.email, true, now);
  if (emailChange) {
    const redirectTo = resolveRedirectTo(url.searchParams.get('redirect_to'), ctx.settings);
    await sendEmailLink(ctx, {
      user: updated,
      type: 'email_change',
      to: emailChange,
      pkce: pkceFrom(body),
      redirectTo,
    });
    updated = (await findUserById(ctx.db, user.id)) ?? updated;
  }
  return jsonResponse(request, await loadUserJson(ctx.db, updated));
}

const logoutScopes: readonly LogoutScope[] = ['global', 'local', 'others'];

export async function logout(ctx: AuthContext, request: Request, url: URL): Promise<Response> {
  const scope = url.searchParams.get('scope') ?? 'global';
  if (!logoutScopes.includes(scope as LogoutScope)) {
    throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}": use global, local or others`);
  }
  const auth = await authenticate(ctx, request);
  await endSessions(ctx.db, auth, scope as LogoutScope);
  return emptyResponse(request, 204);
}

/** Admin calls carry the secret key as `apikey` (new keys) or as the bearer token (legacy service role). */
function requireSecretKey(ctx: AuthContext, request: Request): void {
  const apikey = request.headers.get('apikey') ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (secretsEqual(apikey, ctx.settings.secretKey) || secretsEqual(bearer, ctx.settings.secretKey)) return;
  throw new AuthError(403, 'not_admin', 'User not allowed');
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function userIdParam(id: string | undefined): string {
  if (!id || !uuidPattern.test(id)) throw new AuthError(400, 'validation_failed', 'user_id must be a UUID');
  return id.toLowerCase();
}

export async function adminGetUser(
  ctx: AuthContext,
  request: Request,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  requireSecretKey(ctx, request);
  const user = await findUserById(ctx.db, userIdParam(params.id));
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return jsonResponse(request, await loadUserJson(ctx.db, user));
}

/** Deletes the user; sessions, tokens, identities and flow states go with it (ON DELETE CASCADE). */
export async function adminDeleteUser(
  ctx: AuthContext,
  request: Request,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  requireSecretKey(ctx, request);
  const id = userIdParam(params.id);
  const body = await readJsonBody(request);
  if (body.should_soft_delete === true) {
    throw new AuthError(
      400,
      'validation_failed',
      'Soft deletion is not supported by the embedded auth server: delete the user',
    );
  }
  const user = await findUserById(ctx.db, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  const json = await loadUserJson(ctx.db, user);
  await ctx.db.delete(users).where(eq(users.id, id));
  return jsonResponse(request, json);
}
