// The pipeline's inputs, shared by the board's forms and the server actions: a stage move, a card's note and due
// date, and the account's webhook.
import { z } from 'zod';
import { stageOrder, type PipelineStage } from './views';

const tenderId = z.string().trim().min(1, 'Choose a tender.').max(200);
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : null));

export const stageSchema = z.enum(stageOrder as [PipelineStage, ...PipelineStage[]], {
  error: 'Choose a stage of the pipeline.',
});

/** A money amount as a person types it: '1 250 000', '1,250,000.50' or '1250000,5'. */
const amount = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const compact = value.replace(/[\s\u00a0']/g, '');
    // A comma or dot followed by exactly one or two digits at the end is the decimal mark; others group thousands.
    const decimal = /[.,](\d{1,2})$/.exec(compact);
    const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
    const text = decimal ? `${whole}.${decimal[1]}` : whole;
    const number = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(number) || number >= 1e16) {
      ctx.addIssue({ code: 'custom', message: 'Enter the award value as a number, e.g. 1250000.' });
      return z.NEVER;
    }
    return number;
  });

export const moveStageSchema = z
  .object({
    tenderId,
    stage: stageSchema,
    /** Where in the target column the card goes (0 = top); at the end when left out. */
    index: z.coerce.number().int().min(0).max(10_000).optional(),
    reason: optionalText(500, 'The reason'),
    outcomeValue: amount,
    outcomeCurrency: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || /^[A-Z]{3}$/.test(value), 'Use a three-letter currency code, e.g. EUR.'),
    outcomeWinner: optionalText(300, 'The winner'),
  })
  .superRefine((input, ctx) => {
    if (input.stage === 'no_bid' && !input.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why you decided not to bid.' });
    }
    if (input.outcomeValue !== null && input.outcomeCurrency === null) {
      ctx.addIssue({ code: 'custom', path: ['outcomeCurrency'], message: 'Give the currency of the award value.' });
    }
  });
export type MoveStageInput = z.output<typeof moveStageSchema>;

export const updateCardSchema = z.object({
  tenderId,
  note: optionalText(2000, 'The note'),
  nextDueOn: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : null))
    .refine(
      (value) =>
        value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
      'Enter the due date as a date, e.g. 2026-12-31.',
    ),
});
export type UpdateCardInput = z.output<typeof updateCardSchema>;

export const acknowledgeSchema = z.object({ tenderId });

export const webhookUrlSchema = z.object({
  url: z.string().trim().min(1, 'Enter the URL to send events to.').max(2000, 'That URL is too long.'),
});

export const webhookEnabledSchema = z.object({
  enabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
