'use server';
// Saving and unsaving a tender from its page, for the signed-in user only.
import { validatedUserAction } from '@/lib/auth/actions';
import { getDb } from '@/lib/db';
import { saveTender, setSavedSchema, unsaveTender } from '@/lib/tenders/saved';

export const setTenderSavedAction = validatedUserAction(setSavedSchema, async ({ tenderId, saved }, user) => {
  const db = await getDb();
  if (!saved) {
    await unsaveTender(db, user.id, tenderId);
    return { ok: true, data: { saved: false } };
  }
  // Not visible to this user (private to someone else, or deleted): the same answer as an unknown id.
  if (!(await saveTender(db, user.id, tenderId))) return { ok: false, error: 'This tender no longer exists.' };
  return { ok: true, data: { saved: true } };
});
