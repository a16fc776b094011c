'use server';
// The alerts pages' actions, for the signed-in user only: save, change, pause, delete alerts; preview a search as
// an alert; mark matches and saved tenders' changes as seen; turn change mails on or off.
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { ActionResult, ActionState } from '@/lib/actions';
import {
  alertNotFoundMessage,
  createAlert,
  deleteAlert,
  markAlertSeen,
  markChangesSeen,
  pauseAlert,
  previewAlert,
  setAlertMails,
  setWatchMails,
  updateAlert,
  type PreviewView,
} from '@/lib/alerts';
import {
  alertFormSchema,
  alertIdSchema,
  emailsSchema,
  pauseSchema,
  previewSchema,
  seenSchema,
} from '@/lib/alerts/schema';
import { validatedUserAction } from '@/lib/auth/actions';

const notFound = { ok: false, error: alertNotFoundMessage, code: 'not_found' } as const;

export const createAlertAction = validatedUserAction(
  alertFormSchema,
  async (input): Promise<ActionResult<{ id: string }>> => {
    const result = await createAlert(input);
    if (!result.ok) return result;
    revalidatePath('/alerts');
    redirect('/alerts');
  },
);

/** Bound by the edit page: `updateAlertAction.bind(null, id)`. Bound values come from the browser. */
export async function updateAlertAction(
  alertId: unknown,
  previous: ActionState<{ id: string }>,
  formData: FormData,
): Promise<ActionResult<{ id: string }>> {
  const id = alertIdSchema.safeParse({ alertId });
  if (!id.success) return notFound;
  const save = validatedUserAction(alertFormSchema, async (input): Promise<ActionResult<{ id: string }>> => {
    const result = await updateAlert(id.data.alertId, input);
    if (!result.ok) return result;
    revalidatePath('/alerts');
    redirect(`/alerts/${id.data.alertId}`);
  });
  return save(previous, formData);
}

export const deleteAlertAction = validatedUserAction(
  alertIdSchema,
  async ({ alertId }): Promise<ActionResult<never>> => {
    if (!(await deleteAlert(alertId))) return notFound;
    revalidatePath('/alerts');
    redirect('/alerts');
  },
);

export const pauseAlertAction = validatedUserAction(
  pauseSchema,
  async ({ alertId, paused }): Promise<ActionResult<{ paused: boolean }>> => {
    if (!(await pauseAlert(alertId, paused))) return notFound;
    revalidatePath('/alerts');
    return { ok: true, data: { paused } };
  },
);

export const alertEmailsAction = validatedUserAction(
  alertIdSchema.extend(emailsSchema.shape),
  async ({ alertId, enabled }): Promise<ActionResult<{ enabled: boolean }>> => {
    if (!(await setAlertMails(alertId, enabled))) return notFound;
    revalidatePath('/alerts');
    return { ok: true, data: { enabled } };
  },
);

export const previewAlertAction = validatedUserAction(
  previewSchema,
  async ({ params, matchLots }): Promise<ActionResult<PreviewView>> => previewAlert(params, matchLots),
);

export const markAlertSeenAction = validatedUserAction(
  alertIdSchema,
  async ({ alertId }): Promise<ActionResult<null>> => {
    await markAlertSeen(alertId);
    return { ok: true, data: null };
  },
);

export const markChangesSeenAction = validatedUserAction(
  seenSchema,
  async ({ tenderId }): Promise<ActionResult<null>> => {
    await markChangesSeen(tenderId ?? null);
    revalidatePath('/alerts');
    revalidatePath('/dashboard');
    return { ok: true, data: null };
  },
);

export const watchEmailsAction = validatedUserAction(
  emailsSchema,
  async ({ enabled }): Promise<ActionResult<{ enabled: boolean }>> => {
    await setWatchMails(enabled);
    revalidatePath('/alerts');
    return { ok: true, data: { enabled } };
  },
);
