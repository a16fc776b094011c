'use server';
// The navbar account menu's action: sign out of this browser.
import { emptySchema } from '@/lib/account/schema';
import { signOut } from '@/lib/account/session';
import { validatedAction } from '@/lib/actions';

export const signOutAction = validatedAction(emptySchema, () => signOut('local'));
