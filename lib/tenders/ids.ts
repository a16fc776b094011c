// Tender ids: a hash of where a tender comes from and its procedure key, shared by the importer and user tenders.
import { createHash } from 'node:crypto';
import type { TenderSource } from './types';

/** Stable public id of a tender: 16 hex digits, so it can never be mistaken for a publication number. */
export function tenderIdFor(source: TenderSource, procedureKey: string): string {
  return createHash('sha256').update(`${source}\u0000${procedureKey}`).digest('hex').slice(0, 16);
}
