// validatedActionWithUser bound to this app's user loaders: the wrappers of signed-in server actions.
import 'server-only';
import type { z } from 'zod';
import { validatedActionWithUser, type ActionResult } from '@/lib/actions';
import { getLiveUser, getOptionalUser, type AuthUser } from './user';

export function validatedUserAction<S extends z.ZodType, T>(
  schema: S,
  action: (input: z.output<S>, user: AuthUser) => Promise<ActionResult<T>>,
) {
  return validatedActionWithUser(getOptionalUser, schema, action);
}

/** For sensitive actions: the session must still be live on the auth server, not ended by a sign-out elsewhere. */
export function validatedLiveUserAction<S extends z.ZodType, T>(
  schema: S,
  action: (input: z.output<S>, user: AuthUser) => Promise<ActionResult<T>>,
) {
  return validatedActionWithUser(getLiveUser, schema, action);
}
