// Unlocking a tender's analysis: charged once per user and tender (the ledger's reference is the tender, so a
// replayed or doubled request is not charged twice), refused before any charge when there is nothing to analyse
// or not enough credits; after a refund (failed generation) the next unlock is a new attempt, charged anew.
import 'server-only';
import { creditCosts, type SpendOutcome } from '@/lib/billing/jobs';
import type { Database } from '@/lib/db';
import { readDocumentSet } from '@/lib/documents/jobs';
import type { TenderRow } from '@/lib/tenders/jobs';
import { queueReports } from './generate';
import { getUnlock, listReports, recordUnlock } from './store';

export type Spend = (input: {
  amount: number;
  purpose: 'analysis_unlock';
  reference: string;
  tenderId: string;
}) => Promise<SpendOutcome | null>;

export type UnlockOutcome =
  | { ok: true; charged: boolean; balance: number | null }
  | { ok: false; code: 'no_documents' | 'insufficient_credits' | 'session_ended'; message: string; balance?: number };

/** The ledger reference of an unlock attempt: the tender's id, then "<id>#2", "<id>#3" after refunds. */
export function unlockReference(tenderId: string, attempt: number): string {
  return attempt === 1 ? tenderId : `${tenderId}#${attempt}`;
}

export async function unlockFor(db: Database, userId: string, tender: TenderRow, spend: Spend): Promise<UnlockOutcome> {
  const unlock = await getUnlock(db, userId, tender.id);
  if (unlock?.status === 'active') return { ok: true, charged: false, balance: null };
  const set = await readDocumentSet(db, tender.id, userId, { withPages: false });
  if (set.documents.length === 0) {
    return {
      ok: false,
      code: 'no_documents',
      message:
        set.reading > 0
          ? 'The documents are still being read. Unlock once at least one of them is ready.'
          : 'This tender has no documents to analyse yet. Upload them on the tender’s page first.',
    };
  }
  const attempt = unlock ? unlock.attempt + 1 : 1;
  const reference = unlockReference(tender.id, attempt);
  const spent = await spend({
    amount: creditCosts.analysisUnlock,
    purpose: 'analysis_unlock',
    reference,
    tenderId: tender.id,
  });
  if (!spent)
    return { ok: false, code: 'session_ended', message: 'Your session has ended. Sign in again to continue.' };
  if (!spent.ok) {
    return {
      ok: false,
      code: 'insufficient_credits',
      message: `Unlocking costs ${creditCosts.analysisUnlock} credits and you have ${spent.balance}.`,
      balance: spent.balance,
    };
  }
  await recordUnlock(db, { userId, tenderId: tender.id, attempt, reference });
  // The request that paid starts the reports; a replay (already paid) only makes sure they were started.
  if (!spent.alreadySpent) await queueReports(db, userId, tender.id);
  else await queueReportsIfMissing(db, userId, tender.id);
  return { ok: true, charged: !spent.alreadySpent, balance: spent.balance };
}

/** A replay after a crash between charging and queueing: the reports' jobs exist, or are queued now. */
async function queueReportsIfMissing(db: Database, userId: string, tenderId: string): Promise<void> {
  const reports = await listReports(db, userId, tenderId);
  if (reports.length < 2) await queueReports(db, userId, tenderId);
}
