// A tender's status as readers see it: the stored stage, with 'open' turning 'closed' once the deadline passes
// (stored rows would go stale; this is computed at read time).
import type { TenderStatus } from '@/lib/tenders/types';

export function effectiveStatus(stored: TenderStatus, deadline: Date | null, now: Date = new Date()): TenderStatus {
  if (stored === 'open' && deadline !== null && deadline.getTime() <= now.getTime()) return 'closed';
  return stored;
}
