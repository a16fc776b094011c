// Numbers, amounts of money, percentages, durations and dates as public tenders write them in the EU's
// languages — in national digit formats and in words — each with where it stands in the text.
import { find } from './quantities/find';
import type { Quantity } from './quantities/types';

export type { DurationUnit, Quantity, QuantityDate } from './quantities/types';
export { addDuration, formatIsoDate, formatQuantity, type Duration } from './quantities/calendar';

/**
 * Every quantity in `text`, in order, none overlapping another. `language` is the document's ISO 639-1 code
 * ("de", "de-AT" works too); with null every known language's words are tried and ambiguous digits ("12.000")
 * are read by the currency or unit beside them. Numbers in words are read in en, de, fr, it, es, nl, pt and pl;
 * other languages have their digits, currencies, percent signs and dates.
 */
export function findQuantities(text: string, language: string | null): Quantity[] {
  return find(text, language);
}
