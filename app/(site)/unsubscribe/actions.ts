'use server';
// The unsubscribe page's button: works signed out, the signed token names what to stop.
import { z } from 'zod';
import { validatedAction, type ActionResult } from '@/lib/actions';
import { unsubscribe } from '@/lib/alerts';

export const unsubscribeAction = validatedAction(
  z.object({ token: z.string().max(200) }),
  async ({ token }): Promise<ActionResult<{ what: string }>> => {
    const outcome = await unsubscribe(token);
    return outcome.ok ? { ok: true, data: { what: outcome.what } } : { ok: false, error: outcome.message };
  },
);
