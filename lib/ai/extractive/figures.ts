// Whether a text states a figure: digits, or a number, amount, percentage, duration or date in words.
import { findQuantities } from './quantities';

export function hasFigure(text: string, language: string | null): boolean {
  return /\p{N}/u.test(text) || findQuantities(text, language).length > 0;
}
