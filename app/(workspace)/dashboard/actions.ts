'use server';
// The pipeline's actions on the dashboard, for the signed-in user only: move a pursued tender to a stage (or within
// its column), save its note and due date, acknowledge its changes.
import { revalidatePath } from 'next/cache';
import { acknowledgeMyChanges, moveMyTender, updateMyCard } from '@/lib/pipeline';
import { acknowledgeSchema, moveStageSchema, updateCardSchema } from '@/lib/pipeline/schema';
import { validatedUserAction } from '@/lib/auth/actions';

export const moveTenderAction = validatedUserAction(moveStageSchema, async (input) => {
  const result = await moveMyTender(input);
  if (result.ok) revalidatePath('/dashboard');
  return result;
});

export const updateCardAction = validatedUserAction(updateCardSchema, async (input) => {
  const result = await updateMyCard(input);
  if (result.ok) revalidatePath('/dashboard');
  return result;
});

export const acknowledgeChangesAction = validatedUserAction(acknowledgeSchema, async (input) => {
  const result = await acknowledgeMyChanges(input.tenderId);
  revalidatePath('/dashboard');
  return result;
});
