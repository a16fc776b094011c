// The scorecard settings' inputs (client-safe): preparation time, regions and the weights of the four parts.
import { z } from 'zod';
import { scorecardParts } from './views';

/** '' (left empty) means "not set"; otherwise 1 to 365 working days. */
export const preparationDaysField = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '') return null;
    if (!/^\d+$/u.test(value)) {
      context.addIssue({ code: 'custom', message: 'Enter a whole number of working days, or leave it empty.' });
      return z.NEVER;
    }
    const days = Number(value);
    if (days < 1 || days > 365) {
      context.addIssue({ code: 'custom', message: 'Preparation time is 1 to 365 working days.' });
      return z.NEVER;
    }
    return days;
  });

/** Country (AT) or NUTS codes (AT13, DE212), separated by commas or spaces; at most 40. */
export const regionsField = z
  .string()
  .max(400, 'At most 400 characters.')
  .transform((value, context) => {
    const codes = [
      ...new Set(
        value
          .split(/[\s,;]+/u)
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      ),
    ];
    const wrong = codes.filter((code) => !/^[A-Z]{2}[0-9A-Z]{0,3}$/u.test(code));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `Not a country or NUTS code: ${wrong.slice(0, 3).join(', ')}. Use codes like AT, AT13 or DE212.`,
      });
      return z.NEVER;
    }
    if (codes.length > 40) {
      context.addIssue({ code: 'custom', message: 'At most 40 regions.' });
      return z.NEVER;
    }
    return codes;
  });

export const bidProfileSchema = z.object({ preparationDays: preparationDaysField, regions: regionsField });
export type BidProfileInput = z.output<typeof bidProfileSchema>;

const weightField = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/u, 'A weight is a whole number from 0 to 100.')
  .transform(Number)
  .refine((weight) => weight <= 100, 'A weight is a whole number from 0 to 100.');

export const scorecardWeightsSchema = z
  .object(
    Object.fromEntries(scorecardParts.map((part) => [part, weightField])) as Record<
      (typeof scorecardParts)[number],
      typeof weightField
    >,
  )
  .refine((weights) => Object.values(weights).some((weight) => weight > 0), {
    message: 'At least one part needs a weight above 0.',
    path: ['comply'],
  });
export type ScorecardWeightsInput = z.output<typeof scorecardWeightsSchema>;
