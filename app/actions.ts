'use server';
// The app shell's action: the navbar's account menu signs out of this browser (layouts pass it down).
import { emptySchema } from '@/lib/account/schema';
import { signOut } from '@/lib/account';
import { validatedAction } from '@/lib/actions';

export const signOutAction = validatedAction(emptySchema, () => signOut('local'));
