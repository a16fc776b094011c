'use server';
// The edit page's actions, bound to the tender's id: change or delete one's own tender, then leave the form.
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { ActionResult, ActionState } from '@/lib/actions';
import { validatedUserAction } from '@/lib/auth/actions';
import { deleteTender, notYoursMessage, updateTender } from '@/lib/tenders';
import { tenderFormSchema } from '@/lib/tenders/schema';

type SaveResult = ActionResult<{ id: string }>;

const notYours = { ok: false, error: notYoursMessage, code: 'not_found' } as const;

/** Bound by the edit page: `updateTenderAction.bind(null, id)`. Bound values come from the browser. */
export async function updateTenderAction(
  tenderId: unknown,
  previous: ActionState<{ id: string }>,
  formData: FormData,
): Promise<SaveResult> {
  if (typeof tenderId !== 'string') return notYours;
  const save = validatedUserAction(tenderFormSchema, async (values): Promise<SaveResult> => {
    const result = await updateTender(tenderId, values);
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
  const remove = validatedUserAction(z.object({}), async (): Promise<ActionResult<never>> => {
    if (!(await deleteTender(tenderId))) return notYours;
    redirect('/tenders');
  });
  return remove(previous, formData);
}
