'use server';
// Saving and unsaving a tender from its page, for the signed-in user only.
import { validatedUserAction } from '@/lib/auth/actions';
import { setTenderSaved } from '@/lib/tenders';
import { setSavedSchema } from '@/lib/tenders/schema';

export const setTenderSavedAction = validatedUserAction(setSavedSchema, ({ tenderId, saved }) =>
  setTenderSaved(tenderId, saved),
);
