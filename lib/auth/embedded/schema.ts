// Drizzle tables of the embedded auth server (schema `embedded_auth`). The SQL that creates them is
// in ./migrations, applied separately from the app's migrations and only in embedded mode.
import { bigint, boolean, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const embeddedAuth = pgSchema('embedded_auth');

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export type JsonObject = Record<string, unknown>;

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export const users = embeddedAuth.table('users', {
  id: uuid('id').primaryKey(),
  /** Always stored lower-cased (a CHECK constraint holds it), so one unique index covers any spelling. */
  email: text('email').notNull(),
  encryptedPassword: text('encrypted_password'),
  emailConfirmedAt: timestamptz('email_confirmed_at'),
  confirmationSentAt: timestamptz('confirmation_sent_at'),
  recoverySentAt: timestamptz('recovery_sent_at'),
  /** The new address while an email change waits for confirmation. */
  emailChange: text('email_change'),
  emailChangeSentAt: timestamptz('email_change_sent_at'),
  lastSignInAt: timestamptz('last_sign_in_at'),
  rawAppMetaData: jsonb('raw_app_meta_data').$type<JsonObject>().notNull(),
  rawUserMetaData: jsonb('raw_user_meta_data').$type<JsonObject>().notNull(),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

export const identities = embeddedAuth.table('identities', {
  id: uuid('id').primaryKey(),
  providerId: text('provider_id').notNull(),
  userId: uuid('user_id').notNull(),
  identityData: jsonb('identity_data').$type<JsonObject>().notNull(),
  provider: text('provider').notNull(),
  lastSignInAt: timestamptz('last_sign_in_at'),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

export const sessions = embeddedAuth.table('sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  aal: text('aal').notNull(),
  amr: jsonb('amr').$type<AmrEntry[]>().notNull(),
  userAgent: text('user_agent'),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  refreshedAt: timestamptz('refreshed_at'),
});

export const refreshTokens = embeddedAuth.table('refresh_tokens', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** SHA-256 of the token: a database leak does not hand out sessions. */
  tokenHash: text('token_hash').notNull(),
  sessionId: uuid('session_id').notNull(),
  parentId: bigint('parent_id', { mode: 'number' }),
  revokedAt: timestamptz('revoked_at'),
  createdAt: timestamptz('created_at').notNull(),
});

export const flowState = embeddedAuth.table('flow_state', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  authCodeHash: text('auth_code_hash'),
  codeChallenge: text('code_challenge').notNull(),
  codeChallengeMethod: text('code_challenge_method').$type<'s256' | 'plain'>().notNull(),
  authenticationMethod: text('authentication_method').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  authCodeIssuedAt: timestamptz('auth_code_issued_at'),
});

export type OneTimeTokenType = 'confirmation' | 'recovery' | 'email_change';

export const oneTimeTokens = embeddedAuth.table('one_time_tokens', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  tokenType: text('token_type').$type<OneTimeTokenType>().notNull(),
  tokenHash: text('token_hash').notNull(),
  /** The address the link was sent to. */
  relatesTo: text('relates_to').notNull(),
  flowStateId: uuid('flow_state_id'),
  redirectTo: text('redirect_to'),
  createdAt: timestamptz('created_at').notNull(),
});

export const signingKeys = embeddedAuth.table('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<JsonObject>().notNull(),
  publicJwk: jsonb('public_jwk').$type<JsonObject>().notNull(),
  active: boolean('active').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type FlowStateRow = typeof flowState.$inferSelect;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
