// The one shape of a server action: input validated with the feature's zod schema, one result type.
import { z } from 'zod';

export type FieldErrors = Partial<Record<string, string[]>>;

export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: string; fieldErrors?: FieldErrors; retryAfterSeconds?: number; code?: string };

/** The state a form keeps between submissions: null before the first one. */
export type ActionState<T> = ActionResult<T> | null;

/** A server action as a form (`useActionState`) calls it; pages pass these to client components as props. */
export type FormAction<T> = (previous: ActionState<T>, formData: FormData) => Promise<ActionResult<T>>;

export const invalidInputMessage = 'Please correct the highlighted fields.';

/** Turns form data into a plain object; repeated names become arrays, files are dropped. */
export function formDataToObject(formData: FormData): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string' || key.startsWith('$ACTION')) continue;
    const existing = result[key];
    result[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return result;
}

/**
 * Wraps a server action for `useActionState` (or a plain `<form action>` without JavaScript): the
 * input is parsed with `schema` before `action` sees it, and field errors come back by field name.
 */
export function validatedAction<S extends z.ZodType, T>(
  schema: S,
  action: (input: z.output<S>) => Promise<ActionResult<T>>,
): (previous: ActionState<T>, formData: FormData) => Promise<ActionResult<T>> {
  return async (_previous, formData) => {
    // A crafted request can call an action with any arguments Next can decode, not only a form's data.
    if (!(formData instanceof FormData)) return { ok: false, error: invalidInputMessage };
    const parsed = schema.safeParse(formDataToObject(formData));
    if (!parsed.success) {
      return {
        ok: false,
        error: invalidInputMessage,
        fieldErrors: z.flattenError(parsed.error).fieldErrors as FieldErrors,
      };
    }
    return action(parsed.data);
  };
}

/** What an action answers a visitor whose session is gone (the form keeps its values). */
export const signInRequiredMessage = 'Your session has ended. Sign in again to continue.';

/**
 * validatedAction for signed-in users: the user is loaded (and verified) first, then the input is
 * parsed; `action` gets both. Without a user the form gets an error result, never another user's data.
 * The user loader is passed in so this module stays free of server-only imports.
 */
export function validatedActionWithUser<S extends z.ZodType, T, U>(
  loadUser: () => Promise<U | null>,
  schema: S,
  action: (input: z.output<S>, user: U) => Promise<ActionResult<T>>,
): (previous: ActionState<T>, formData: FormData) => Promise<ActionResult<T>> {
  return async (previous, formData) => {
    if (!(formData instanceof FormData)) return { ok: false, error: invalidInputMessage };
    const user = await loadUser();
    if (!user) return { ok: false, error: signInRequiredMessage };
    return validatedAction(schema, (input) => action(input, user))(previous, formData);
  };
}
