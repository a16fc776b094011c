// Builds the buyers of tenders stored before the importer built them (or before the rules that group buyers last
// changed): each TED tender's buyer is read again from its stored notices. A versioned step of the seed runner, so
// it runs once per version: the server at start-up, `npm run db:migrate` and `npm run db:seed`.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { tenderNotices, tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { parseStoredNotice } from '@/lib/ingest/tenders/notice-changes';
import { buildTenderRecord } from '@/lib/ingest/tenders/record';
import { tenderBackfillSeeder, walkTenderBatches } from '@/lib/ingest/tenders/batches';
import { lockTenders } from '@/lib/ingest/tenders/store';
import { syncBuyers } from './sync';

export interface BuyersBackfillResult {
  tenders: number;
  failed: { tenderId: string; reason: string }[];
}

async function nextTenders(db: Database, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: tenders.id })
    .from(tenders)
    .where(and(eq(tenders.source, 'ted'), gt(tenders.id, after)))
    .orderBy(asc(tenders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

async function rebuildBuyers(db: Database, tenderIds: readonly string[]): Promise<number> {
  await db.transaction(async (tx) => {
    await lockTenders(tx, tenderIds);
    const notices = await tx
      .select({ tenderId: tenderNotices.tenderId, xmlGzip: tenderNotices.xmlGzip })
      .from(tenderNotices)
      .where(inArray(tenderNotices.tenderId, [...tenderIds]));
    for (const tenderId of tenderIds) {
      const own = notices.filter((n) => n.tenderId === tenderId).map((n) => parseStoredNotice(n.xmlGzip));
      if (own.length === 0) continue;
      const { buyerTown, buyerIdentifier } = buildTenderRecord(own).tender;
      await tx.update(tenders).set({ buyerTown, buyerIdentifier }).where(eq(tenders.id, tenderId));
    }
    await syncBuyers(tx, tenderIds);
  });
  return tenderIds.length;
}

/** Rebuilds the buyer of every TED tender, a batch of tenders per transaction. */
export async function backfillBuyers(db: Database, { batchSize = 200 } = {}): Promise<BuyersBackfillResult> {
  const { done, failed } = await walkTenderBatches(db, { next: nextTenders, rebuild: rebuildBuyers, batchSize });
  return { tenders: done, failed };
}

/** Bump the version when the rules that group tenders into buyers change: every database rebuilds them once. */
export const buyersBackfill = tenderBackfillSeeder('buyers-from-tenders', 1, 'Buyer', backfillBuyers);
