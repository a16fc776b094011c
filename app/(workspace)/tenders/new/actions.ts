'use server';
// The tender form's action on /tenders/new: a private tender of the signed-in user, then its page.
import { redirect } from 'next/navigation';
import type { ActionResult } from '@/lib/actions';
import { validatedUserAction } from '@/lib/auth/actions';
import { createTender } from '@/lib/tenders';
import { tenderFormSchema } from '@/lib/tenders/schema';

export const createTenderAction = validatedUserAction(
  tenderFormSchema,
  async (values): Promise<ActionResult<{ id: string }>> => {
    const result = await createTender(values);
    if (!result.ok) return result;
    redirect(`/tenders/${result.data.id}`);
  },
);
