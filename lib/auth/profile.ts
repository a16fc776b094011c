// The app's own record of a user (app.profiles), created on the user's first request so it works the
// same with hosted Supabase Auth and the embedded server.
import 'server-only';
import { getDb, profiles } from '@/lib/db';

/** Creates the profile row if it is missing; a no-op (one indexed lookup) afterwards. */
export async function ensureProfile(userId: string): Promise<void> {
  const db = await getDb();
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
}
