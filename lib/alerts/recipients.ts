// Where alert mails go: the user's address as the auth server holds it now (a changed address is used at once),
// looked up with the admin API, since mails are sent by a worker with no session of the user's.
import 'server-only';
import { createAdminClient } from '@/lib/auth/admin';
import type { EmailLookup } from './mails';

export const authEmailLookup: EmailLookup = async (userIds) => {
  const admin = createAdminClient();
  const found = new Map<string, string>();
  for (const id of userIds) {
    const { data, error } = await admin.auth.admin.getUserById(id);
    // A deleted user is "not found": no address, and the mail is given up. Anything else is worth a retry.
    if (error && error.status !== 404) throw new Error(`Looking up the address of user ${id} failed: ${error.message}`);
    const email = data.user?.email;
    if (email) found.set(id, email);
  }
  return found;
};
