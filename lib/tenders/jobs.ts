// The tenders domain for background jobs, which have no request: reads by a named user, and the notice's labels,
// without the front door's router and React helpers (a worker process cannot load them).
import 'server-only';
import type { Database } from '@/lib/db';
import { findTender, type TenderRow } from './queries';

export { formatMoney } from './format';
export { procedureTypeLabel } from './labels';
export type { TenderRow } from './queries';

/** A tender as `userId` may see it; null when gone or not theirs. */
export function findTenderForUser(db: Database, userId: string | null, id: string): Promise<TenderRow | null> {
  return findTender(db, { userId }, id);
}
