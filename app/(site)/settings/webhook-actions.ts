'use server';
// The outgoing webhook's actions in settings, for the signed-in user only: set its URL, rotate its secret, turn it
// on or off, send a test event, remove it.
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import {
  deleteMyWebhook,
  rotateMyWebhookSecret,
  saveMyWebhookUrl,
  sendMyTestEvent,
  setMyWebhookEnabled,
} from '@/lib/pipeline';
import { webhookEnabledSchema, webhookUrlSchema } from '@/lib/pipeline/schema';
import { validatedUserAction } from '@/lib/auth/actions';

const none = z.object({});

function settled<T extends { ok: boolean }>(result: T): T {
  if (result.ok) revalidatePath('/settings');
  return result;
}

export const saveWebhookUrlAction = validatedUserAction(webhookUrlSchema, async (input) =>
  settled(await saveMyWebhookUrl(input.url)),
);

export const rotateWebhookSecretAction = validatedUserAction(none, async () => settled(await rotateMyWebhookSecret()));

export const setWebhookEnabledAction = validatedUserAction(webhookEnabledSchema, async (input) =>
  settled(await setMyWebhookEnabled(input.enabled)),
);

export const sendTestEventAction = validatedUserAction(none, async () => settled(await sendMyTestEvent()));

export const deleteWebhookAction = validatedUserAction(none, async () => settled(await deleteMyWebhook()));
