// Users and their email identities: lookups, creation, and the User JSON auth-js expects.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { profiles, type Database } from '@/lib/db';
import { AuthError } from './http';
import { identities, users, type IdentityRow, type JsonObject, type UserRow } from './schema';

const emailSchema = z.email();

/** Trimmed and lower-cased; throws Supabase's validation error for anything that is not an address. */
export function normaliseEmail(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw new AuthError(400, 'validation_failed', 'An email address is required');
  }
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !emailSchema.safeParse(email).success) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

/** User metadata from a request body: a JSON object, or nothing. */
export function metadataFrom(raw: unknown): JsonObject {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new AuthError(400, 'validation_failed', 'User metadata ("data") must be a JSON object');
  }
  return raw as JsonObject;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export function listIdentities(db: Database, userId: string): Promise<IdentityRow[]> {
  return db.select().from(identities).where(eq(identities.userId, userId)).orderBy(asc(identities.createdAt));
}

export interface NewEmailUser {
  email: string;
  passwordHash: string;
  metadata: JsonObject;
  confirmedAt: Date | null;
  now: Date;
}

/** Creates a user with its email identity; throws `user_already_exists` when the address is taken. */
export async function createEmailUser(db: Database, input: NewEmailUser): Promise<UserRow> {
  const id = randomUUID();
  const [user] = await db
    .insert(users)
    .values({
      id,
      email: input.email,
      encryptedPassword: input.passwordHash,
      emailConfirmedAt: input.confirmedAt,
      rawAppMetaData: { provider: 'email', providers: ['email'] },
      rawUserMetaData: input.metadata,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent sign-up for the same address won the race.
  if (!user) throw new AuthError(422, 'user_already_exists', 'User already registered');
  // The app's own record of the user, created with it (ARCHITECTURE §3), in the same transaction.
  await db.insert(profiles).values({ userId: id }).onConflictDoNothing();
  await db.insert(identities).values({
    id: randomUUID(),
    providerId: id,
    userId: id,
    identityData: { sub: id, email: input.email, email_verified: input.confirmedAt !== null, phone_verified: false },
    provider: 'email',
    createdAt: input.now,
    updatedAt: input.now,
  });
  return user;
}

/** Marks the address confirmed, on the user and in its email identity. */
export async function confirmEmail(db: Database, user: UserRow, now: Date): Promise<UserRow> {
  if (user.emailConfirmedAt) return user;
  const [updated] = await db
    .update(users)
    .set({ emailConfirmedAt: now, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  await syncEmailIdentity(db, user.id, user.email, true, now);
  return updated ?? user;
}

export async function syncEmailIdentity(
  db: Database,
  userId: string,
  email: string,
  verified: boolean,
  now: Date,
): Promise<void> {
  await db
    .update(identities)
    .set({ identityData: { sub: userId, email, email_verified: verified, phone_verified: false }, updatedAt: now })
    .where(eq(identities.userId, userId));
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.providerId,
    user_id: identity.userId,
    identity_data: identity.identityData,
    provider: identity.provider,
    email: typeof identity.identityData.email === 'string' ? identity.identityData.email : undefined,
    last_sign_in_at: iso(identity.lastSignInAt),
    created_at: iso(identity.createdAt),
    updated_at: iso(identity.updatedAt),
  };
}

/** The User object of the wire format; optional timestamps appear only when set. */
export function userJson(user: UserRow, userIdentities: IdentityRow[]) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    confirmed_at: iso(user.emailConfirmedAt),
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.emailChange ?? undefined,
    email_change_sent_at: iso(user.emailChangeSentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.rawAppMetaData,
    user_metadata: user.rawUserMetaData,
    identities: userIdentities.map(identityJson),
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    is_anonymous: false,
  };
}

export type UserJson = ReturnType<typeof userJson>;

export async function loadUserJson(db: Database, user: UserRow): Promise<UserJson> {
  return userJson(user, await listIdentities(db, user.id));
}

/**
 * What sign-up answers for an address that already has a confirmed account while confirmation is
 * on: a user-shaped object with no identities, so the response does not reveal the account.
 */
export function obfuscatedUserJson(email: string, metadata: JsonObject, now: Date) {
  const stamp = now.toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: stamp,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: stamp,
    updated_at: stamp,
    is_anonymous: false,
  };
}
