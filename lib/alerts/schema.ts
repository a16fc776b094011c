// The inputs of the alert forms and buttons, one zod schema each, shared by the server actions and the forms.
import { z } from 'zod';

/** As app.alerts allows them (lib/db/schema/alerts), listed here so client code need not load the schema. */
export const frequencies = ['instant', 'daily', 'weekly'] as const;

export const alertNameMaxLength = 80;
/** The search URL an alert keeps; longer than any search the filters can make. */
export const alertParamsMaxLength = 4000;

/** A checkbox: 'on' when a form posts it checked, absent when not; a boolean as the browser-side form holds it. */
const checkbox = z
  .union([z.boolean(), z.enum(['on', 'true', 'false'])])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

const params = z
  .string()
  .max(alertParamsMaxLength, { error: 'These filters are too long to keep as an alert.' })
  .default('');

export const alertFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Give the alert a name.' })
    .max(alertNameMaxLength, { error: `At most ${alertNameMaxLength} characters.` })
    .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), { error: 'Use letters, digits and punctuation only.' }),
  frequency: z.enum(frequencies, { error: 'Choose how often to be emailed.' }),
  matchLots: checkbox,
  params,
});
export type AlertFormInput = z.output<typeof alertFormSchema>;

export const previewSchema = z.object({ params, matchLots: checkbox });

export const alertIdSchema = z.object({ alertId: z.uuid({ error: 'Not an alert.' }) });

export const pauseSchema = alertIdSchema.extend({
  paused: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

export const emailsSchema = z.object({
  enabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

export const seenSchema = z.object({
  /** One saved tender's changes, or all of them when absent. */
  tenderId: z
    .string()
    .regex(/^[0-9a-f]{16}$/, { error: 'Not a tender id.' })
    .optional(),
});
