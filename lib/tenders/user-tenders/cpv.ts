// CPV codes for the tender form's picker: searched by code or label on the server, where the vocabulary
// lives, so the browser never loads it.
import 'server-only';
import { cpvLabel, searchCpv } from '@/lib/reference/cpv';

export interface CpvChoice {
  /** 8 digits. */
  code: string;
  label: string;
}

const queryMax = 100;
const resultLimit = 12;

/** The best matches for what the user typed: a code or its start, or words of an English or German label. */
export function searchCpvChoices(query: string): CpvChoice[] {
  if (query.length > queryMax) return [];
  return searchCpv(query, { limit: resultLimit }).map((entry) => ({ code: entry.code, label: entry.en }));
}

/** Labels for codes already chosen (an edited tender's). */
export function cpvChoices(codes: readonly string[]): CpvChoice[] {
  return codes.map((code) => ({ code, label: cpvLabel(code) ?? '' }));
}
