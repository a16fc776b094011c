// Whether the session a verified access token names still exists: "sign out everywhere" (or signing out on one
// device, or a refresh token caught being reused) ends sessions at once, while their access tokens verify until
// they expire. One primary-key lookup in the sessions table the auth server keeps in the app's own database.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { pgSchema, uuid } from 'drizzle-orm/pg-core';
import { embeddedAuth } from '@/lib/config/public';
import { getDb } from '@/lib/db';
import { sessions as embeddedSessions } from './embedded/schema';
import { createClient } from './server';

/** The columns this check reads of hosted Supabase Auth's own table (GoTrue's auth.sessions). */
const hostedSessions = pgSchema('auth').table('sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Set once auth.sessions turned out unreadable (a database that is not the Supabase project's own). */
let hostedTableUnreadable = false;

async function sessionRowExists(table: typeof embeddedSessions | typeof hostedSessions, id: string, userId: string) {
  const db = await getDb();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** No schema `auth`, no table, or no right to read it: SQLSTATE 3F000, 42P01 or 42501, on the error or its cause. */
function unreadableTable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '3F000' || code === '42P01' || code === '42501') return true;
    current = current.cause;
  }
  return false;
}

/** Hosted Supabase Auth answers for the token itself: GoTrue refuses a token whose session has ended. */
async function authServerKnowsSession(userId: string): Promise<boolean> {
  const { data, error } = await (await createClient()).auth.getUser();
  return !error && data.user?.id === userId;
}

/**
 * True when session `sessionId` of user `userId` has not ended. A token without a session id names none that could
 * be live. With hosted Supabase whose tables this database cannot read, the auth server is asked instead.
 */
export async function sessionIsLive(sessionId: string | null, userId: string): Promise<boolean> {
  if (sessionId === null || !uuidPattern.test(sessionId)) return false;
  if (embeddedAuth) return sessionRowExists(embeddedSessions, sessionId, userId);
  if (!hostedTableUnreadable) {
    try {
      return await sessionRowExists(hostedSessions, sessionId, userId);
    } catch (error) {
      if (!unreadableTable(error)) throw error;
      hostedTableUnreadable = true;
      console.error(
        '[auth] auth.sessions cannot be read from DATABASE_URL; sessions are checked with the auth server instead:',
        error instanceof Error ? error.message : error,
      );
    }
  }
  return authServerKnowsSession(userId);
}
