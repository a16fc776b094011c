// Builds the companies of tenders stored before the importer built them (or before the rules that group winners
// last changed): each tender with winners is read again from its stored notices. A versioned step of the seed
// runner, so it runs once per version: the server at start-up, `npm run db:migrate` and `npm run db:seed`.
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { companyWins, tenderAwards, tenderNotices, tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { parseStoredNotice } from '@/lib/ingest/tenders/notice-changes';
import { buildTenderRecord } from '@/lib/ingest/tenders/record';
import { tenderBackfillSeeder, walkTenderBatches } from '@/lib/ingest/tenders/batches';
import { lockTenders } from '@/lib/ingest/tenders/store';
import { syncCompanyWins, type TenderWinners } from './sync';

export interface CompaniesBackfillResult {
  /** Tenders whose company wins were rebuilt. */
  tenders: number;
  /** Tenders whose notices could not be read again, with the reason. */
  failed: { tenderId: string; reason: string }[];
}

/** The next tenders (in id order) that have winners or company wins. */
async function nextTenders(db: Database, after: string, limit: number): Promise<string[]> {
  const withWinners = db
    .selectDistinct({ id: tenderAwards.tenderId })
    .from(tenderAwards)
    .innerJoin(tenders, eq(tenders.id, tenderAwards.tenderId))
    .where(and(eq(tenders.source, 'ted'), isNotNull(tenderAwards.winnerName), gt(tenderAwards.tenderId, after)));
  const withWins = db
    .selectDistinct({ id: companyWins.tenderId })
    .from(companyWins)
    .where(gt(companyWins.tenderId, after));
  const rows = await withWinners
    .union(withWins)
    .orderBy(asc(sql`tender_id`))
    .limit(limit);
  return rows.map((row) => row.id);
}

async function rebuildCompanyWins(db: Database, tenderIds: readonly string[]): Promise<number> {
  await db.transaction(async (tx) => {
    await lockTenders(tx, tenderIds);
    const notices = await tx
      .select({ tenderId: tenderNotices.tenderId, xmlGzip: tenderNotices.xmlGzip })
      .from(tenderNotices)
      .where(inArray(tenderNotices.tenderId, [...tenderIds]));
    const entries: TenderWinners[] = tenderIds.map((tenderId) => {
      const own = notices.filter((n) => n.tenderId === tenderId).map((n) => parseStoredNotice(n.xmlGzip));
      return { tenderId, winners: own.length > 0 ? buildTenderRecord(own).winners : [] };
    });
    await syncCompanyWins(tx, entries);
  });
  return tenderIds.length;
}

/** Rebuilds the company wins of every tender that has winners, a batch of tenders per transaction. */
export async function backfillCompanies(db: Database, { batchSize = 100 } = {}): Promise<CompaniesBackfillResult> {
  const { done, failed } = await walkTenderBatches(db, { next: nextTenders, rebuild: rebuildCompanyWins, batchSize });
  return { tenders: done, failed };
}

/** Bump the version when the rules that group winners into companies change: every database rebuilds them once. */
export const companiesBackfill = tenderBackfillSeeder('companies-from-awards', 1, 'Companies', backfillCompanies);
