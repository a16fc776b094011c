// validatedActionWithUser bound to this app's user loader: the one wrapper of signed-in server actions.
import 'server-only';
import type { z } from 'zod';
import { validatedActionWithUser, type ActionResult } from '@/lib/actions';
import { getOptionalUser, type AuthUser } from './user';

export function validatedUserAction<S extends z.ZodType, T>(
  schema: S,
  action: (input: z.output<S>, user: AuthUser) => Promise<ActionResult<T>>,
) {
  return validatedActionWithUser(getOptionalUser, schema, action);
}
