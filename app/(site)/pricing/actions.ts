'use server';
// The pricing page's checkout: a Stripe Checkout Session for the chosen plan or pack, then Stripe's page.
import { redirect } from 'next/navigation';
import type { ActionResult } from '@/lib/actions';
import { validatedLiveUserAction } from '@/lib/auth/actions';
import { startCheckoutFor } from '@/lib/billing';
import { checkoutSchema } from '@/lib/billing/schema';

export const startCheckoutAction = validatedLiveUserAction(
  checkoutSchema,
  async (input, user): Promise<ActionResult<never>> => {
    let url: string;
    try {
      const started = await startCheckoutFor(user, input.product);
      if (!started.ok) return { ok: false, error: started.error };
      url = started.data.url;
    } catch (error) {
      console.error('[billing] starting checkout failed', error);
      return { ok: false, error: 'Checkout could not start because of a problem on our side. Please try again.' };
    }
    redirect(url);
  },
);
