'use server';
// The tender form's CPV picker search: reference data, so no sign-in needed.
import { searchCpvChoices, type CpvChoice } from './cpv';

/** The CPV picker's search; reference data, so no sign-in needed. */
export async function searchCpvAction(query: unknown): Promise<CpvChoice[]> {
  return typeof query === 'string' ? searchCpvChoices(query) : [];
}
