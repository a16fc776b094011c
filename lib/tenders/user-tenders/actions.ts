'use server';
// Server actions of the tender form and its delete button: validated with the form's own schema and run for
// the signed-in user, who can only ever change their own tenders. Success leaves for the tender's page.
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { ActionResult, ActionState } from '@/lib/actions';
import { validatedUserAction } from '@/lib/auth/actions';
import { getDb } from '@/lib/db';
import { createUserTender, deleteUserTender, notYoursMessage, updateUserTender } from './index';
import { tenderFormSchema } from './schema';

type SaveResult = ActionResult<{ id: string }>;

const notYours = { ok: false, error: notYoursMessage, code: 'not_found' } as const;

export const createTenderAction = validatedUserAction(tenderFormSchema, async (values, user): Promise<SaveResult> => {
  const result = await createUserTender(await getDb(), user.id, values);
  if (!result.ok) return result;
  redirect(`/tenders/${result.data.id}`);
});

/** The edit page binds the tender's id: `updateTenderAction.bind(null, id)`. Bound values come from the browser. */
export async function updateTenderAction(
  tenderId: unknown,
  previous: ActionState<{ id: string }>,
  formData: FormData,
): Promise<SaveResult> {
  if (typeof tenderId !== 'string') return notYours;
  const save = validatedUserAction(tenderFormSchema, async (values, user): Promise<SaveResult> => {
    const result = await updateUserTender(await getDb(), user.id, tenderId, values);
    if (!result.ok) return result;
    redirect(`/tenders/${result.data.id}`);
  });
  return save(previous, formData);
}

/** Bound to the tender's id like updateTenderAction; the form around it asked for confirmation. */
export async function deleteTenderAction(
  tenderId: unknown,
  previous: ActionState<never>,
  formData: FormData,
): Promise<ActionResult<never>> {
  if (typeof tenderId !== 'string') return notYours;
  const remove = validatedUserAction(z.object({}), async (_input, user): Promise<ActionResult<never>> => {
    if (!(await deleteUserTender(await getDb(), user.id, tenderId))) return notYours;
    redirect('/tenders');
  });
  return remove(previous, formData);
}
