// The inputs of billing's server actions (shared by the forms and the actions).
import { z } from 'zod';

/** What a pricing page button buys: `plan:pro`, `plan:business` or `pack:<id>`. */
export const checkoutSchema = z.object({
  product: z.string().regex(/^(plan|pack):[a-z0-9-]{1,40}$/, { error: 'Choose a plan or a credit pack.' }),
});

export const billingEmptySchema = z.object({});
