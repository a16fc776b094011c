// Rebuilds the tenders that have awards from their stored notices, once per version of the award rules: their lot
// results and price statistics (app.award_lots, app.award_stats), and their awards' euro values at the award date.
// A versioned step of the seed runner: the server at start-up, `npm run db:migrate` and `npm run db:seed`.
import { and, asc, eq, gt } from 'drizzle-orm';
import { tenderAwards, tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { tenderBackfillSeeder, walkTenderBatches } from '@/lib/ingest/tenders/batches';
import { lockTenders, rebuildTender } from '@/lib/ingest/tenders/store';

export interface AwardsBackfillResult {
  tenders: number;
  failed: { tenderId: string; reason: string }[];
}

async function nextTenders(db: Database, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: tenderAwards.tenderId })
    .from(tenderAwards)
    .innerJoin(tenders, eq(tenders.id, tenderAwards.tenderId))
    .where(and(eq(tenders.source, 'ted'), gt(tenderAwards.tenderId, after)))
    .orderBy(asc(tenderAwards.tenderId))
    .limit(limit);
  return rows.map((row) => row.id);
}

async function rebuildAwardLots(db: Database, tenderIds: readonly string[]): Promise<number> {
  await db.transaction(async (tx) => {
    await lockTenders(tx, tenderIds);
    for (const tenderId of tenderIds) await rebuildTender(tx, tenderId);
  });
  return tenderIds.length;
}

/** Rebuilds every TED tender with awards, a batch of tenders per transaction. */
export async function backfillAwardLots(db: Database, { batchSize = 200 } = {}): Promise<AwardsBackfillResult> {
  const { done, failed } = await walkTenderBatches(db, { next: nextTenders, rebuild: rebuildAwardLots, batchSize });
  return { tenders: done, failed };
}

/** Bump the version when how lot results are priced or counted changes: every database rebuilds them once. */
export const awardLotsBackfill = tenderBackfillSeeder('award-lots-from-notices', 1, 'Award lots', backfillAwardLots);
