// The app's own record of a user (app.profiles), created when the user is: the embedded server's sign-up
// inserts it with the user; with hosted Supabase, sign-up, sign-in and the email and OAuth callbacks do.
import 'server-only';
import { getDb, profiles } from '@/lib/db';

/** Creates the profile row if it is missing; a no-op afterwards. */
export async function ensureProfile(userId: string): Promise<void> {
  const db = await getDb();
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
}
