// Rebuilds the tenders that have awards from their stored notices, once per version of the award rules: their lot
// results and price statistics (app.award_lots, app.award_stats), and their awards' euro values at the award date.
// A versioned step of the seed runner: the server at start-up, `npm run db:migrate` and `npm run db:seed`.
import { and, asc, eq, gt } from 'drizzle-orm';
import { tenderAwards, tenders } from '@/lib/db/schema';
import type { Database, Seeder } from '@/lib/db';
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

/** Rebuilds every TED tender with awards, one transaction per tender. */
export async function backfillAwardLots(db: Database, { batchSize = 200 } = {}): Promise<AwardsBackfillResult> {
  const result: AwardsBackfillResult = { tenders: 0, failed: [] };
  let after = '';
  for (;;) {
    const tenderIds = await nextTenders(db, after, batchSize);
    if (tenderIds.length === 0) return result;
    after = tenderIds.at(-1)!;
    for (const tenderId of tenderIds) {
      try {
        await db.transaction(async (tx) => {
          await lockTenders(tx, [tenderId]);
          await rebuildTender(tx, tenderId);
        });
        result.tenders += 1;
      } catch (error) {
        result.failed.push({ tenderId, reason: error instanceof Error ? error.message : String(error) });
      }
    }
  }
}

/** Bump `version` when how lot results are priced or counted changes: every database rebuilds them once. */
export const awardLotsBackfill: Seeder = {
  name: 'award-lots-from-notices',
  version: 1,
  async run(db) {
    const { tenders: count, failed } = await backfillAwardLots(db);
    for (const { tenderId, reason } of failed) console.error(`Award lots of tender ${tenderId}: ${reason}`);
    return count;
  },
};
