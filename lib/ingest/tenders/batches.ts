// The walk every back-fill of stored tenders shares: tender ids in order, a batch per transaction, and when a batch
// fails each of its tenders on its own, so one notice that no longer parses holds up no other tender and a tender
// that fails is tried once per run, not forever.
import type { Database, Seeder } from '@/lib/db';

export interface TenderBatchesResult {
  /** What the rebuilds counted (tenders rebuilt, or rows written). */
  done: number;
  /** Tenders that could not be rebuilt, with the reason. */
  failed: { tenderId: string; reason: string }[];
}

export interface TenderBatches {
  /** The next tender ids after `after`, in id order, at most `limit`. */
  next: (db: Database, after: string, limit: number) => Promise<string[]>;
  /** Rebuilds these tenders in one transaction and returns what it counts. */
  rebuild: (db: Database, tenderIds: readonly string[]) => Promise<number>;
  batchSize: number;
}

export async function walkTenderBatches(
  db: Database,
  { next, rebuild, batchSize }: TenderBatches,
): Promise<TenderBatchesResult> {
  const result: TenderBatchesResult = { done: 0, failed: [] };
  let after = '';
  for (;;) {
    const tenderIds = await next(db, after, batchSize);
    if (tenderIds.length === 0) return result;
    after = tenderIds.at(-1)!;
    try {
      result.done += await rebuild(db, tenderIds);
    } catch {
      for (const tenderId of tenderIds) {
        try {
          result.done += await rebuild(db, [tenderId]);
        } catch (error) {
          result.failed.push({ tenderId, reason: error instanceof Error ? error.message : String(error) });
        }
      }
    }
  }
}

/**
 * A versioned step of the seed runner that rebuilds tenders: it runs once per version (the server at start-up,
 * `npm run db:migrate` and `npm run db:seed`) and names each tender it could not rebuild.
 */
export function tenderBackfillSeeder(
  name: string,
  version: number,
  what: string,
  backfill: (db: Database) => Promise<{ tenders: number; failed: TenderBatchesResult['failed'] }>,
): Seeder {
  return {
    name,
    version,
    async run(db) {
      const { tenders, failed } = await backfill(db);
      for (const { tenderId, reason } of failed) console.error(`${what} of tender ${tenderId}: ${reason}`);
      return tenders;
    },
  };
}
