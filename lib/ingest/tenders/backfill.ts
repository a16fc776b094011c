// Fills the facts and changes of notices stored before the importer wrote them (migration 0014): each notice's
// XML is read once, then never again. Idempotent and cheap when there is nothing to do (one index probe), so
// the server runs it at every start and `npm run db:migrate` / `db:seed` after their work.
import { and, asc, gt, isNull } from 'drizzle-orm';
import { tenderNotices } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { walkTenderBatches } from './batches';
import { syncNoticeChanges } from './notice-changes';
import { lockTenders } from './store';

export interface BackfillResult {
  /** Notice rows written. */
  notices: number;
  /** Tenders whose notices could not be filled (a stored notice that no longer parses), with the reason. */
  failed: { tenderId: string; reason: string }[];
}

async function fillTenders(db: Database, tenderIds: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    await lockTenders(tx, tenderIds);
    return syncNoticeChanges(tx, tenderIds);
  });
}

async function nextTenders(db: Database, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: tenderNotices.tenderId })
    .from(tenderNotices)
    .where(and(isNull(tenderNotices.facts), gt(tenderNotices.tenderId, after)))
    .orderBy(asc(tenderNotices.tenderId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Fills every notice whose facts are missing, a batch of tenders per transaction. */
export async function backfillNoticeChanges(db: Database, { batchSize = 100 } = {}): Promise<BackfillResult> {
  const { done, failed } = await walkTenderBatches(db, { next: nextTenders, rebuild: fillTenders, batchSize });
  return { notices: done, failed };
}
