// A tender's status as readers see it: the stored stage, with 'open' turning 'closed' once the deadline passes
// (stored rows would go stale; this is computed at read time).
import { statusLabels } from '@/lib/tenders/labels';
import type { TenderStatus } from '@/lib/tenders/types';

export function effectiveStatus(stored: TenderStatus, deadline: Date | null, now: Date = new Date()): TenderStatus {
  if (stored === 'open' && deadline !== null && deadline.getTime() <= now.getTime()) return 'closed';
  return stored;
}

/** How a status reads: its stage, or 'no-deadline' for an open call that never gave one. */
export type StatusTone = TenderStatus | 'no-deadline';

export interface StatusView {
  tone: StatusTone;
  label: string;
}

/**
 * The status as a reader should take it. An open call without a deadline may have been open for years or long
 * since decided without a notice saying so: it reads "No deadline given" (shown with its age), never "Open".
 */
export function statusView(stored: TenderStatus, deadline: Date | null, now: Date = new Date()): StatusView {
  const status = effectiveStatus(stored, deadline, now);
  if (status === 'open' && deadline === null) return { tone: 'no-deadline', label: 'No deadline given' };
  return { tone: status, label: statusLabels[status] };
}
