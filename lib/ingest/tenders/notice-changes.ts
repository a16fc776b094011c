// The importer's half of notice changes: the facts of a parsed notice, and the stored changes of a procedure's
// notices brought up to date from the rows (for back-fills and for procedures that lose a notice).
import { gunzipSync } from 'node:zlib';
import { isDeepStrictEqual } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { tenderNotices } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { parseEformsNotice, type ParsedNotice } from '@/lib/ingest/eforms';
import {
  changesInPublicationOrder,
  readNoticeFacts,
  type Money,
  type NoticeFacts,
  type NoticeStatus,
} from '@/lib/tenders/jobs';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

/** Reads a stored notice back into its parsed form. */
export function parseStoredNotice(xmlGzip: Buffer): ParsedNotice {
  const parsed = parseEformsNotice(gunzipSync(xmlGzip).toString('utf8'));
  if (!parsed.ok) throw new Error(`A stored notice no longer parses: ${parsed.reason}`);
  return parsed.notice;
}

function money(value: number | null, currency: string | null): Money | null {
  return value !== null && currency !== null ? { value, currency } : null;
}

function statusOf(notice: ParsedNotice): NoticeStatus | null {
  if (notice.noticeType === 'change' && notice.changeReasonCode === 'cancel') return 'cancelled';
  const { awards } = notice;
  if (awards.some((a) => a.status === 'awarded' || a.winners.some((w) => w.name !== null))) return 'awarded';
  if (awards.length > 0 && awards.every((a) => a.status === 'not-awarded')) return 'cancelled';
  return null;
}

/** The facts of a notice that its successor is compared on; plain JSON, as stored. */
export function noticeFactsOf(notice: ParsedNotice): NoticeFacts {
  return {
    noticeType: notice.noticeType,
    title: notice.title,
    deadline: notice.deadlineDate,
    estimate: notice.estimate ? { value: notice.estimate.value, currency: notice.estimate.currency } : null,
    procedureType: notice.procedureType,
    cpvCode: notice.cpvCode,
    placeOfPerformance: [...notice.nutsCodes],
    lots: notice.lots.map((lot) => ({
      id: lot.id,
      title: lot.title,
      estimate: money(lot.estimatedValue, lot.currency),
      deadline: lot.deadline ?? lot.participationDeadline,
      documentsUrl: lot.documentsUrl,
      submissionUrl: lot.submissionUrl,
    })),
    buyer: notice.buyer.name,
    documentsUrl: notice.documentsUrl,
    submissionUrl: notice.submissionUrl,
    results: notice.awards.map((award) => ({
      lotId: award.lotId,
      status: award.status,
      winners: award.winners.map((winner) => ({
        name: winner.name,
        countryCode: winner.countryCode,
        value: winner.value ? { value: winner.value.value, currency: winner.value.currency } : null,
      })),
    })),
    status: statusOf(notice),
  };
}

/**
 * Brings the stored facts and changes of these tenders' notices up to date: facts missing (or of an older shape)
 * are read from the notice's XML once, changes are recomputed from the facts. Writes only rows that differ and
 * returns how many. The caller holds the tenders' locks (lockTenders) when others may write them.
 */
export async function syncNoticeChanges(db: Executor, tenderIds: readonly string[]): Promise<number> {
  if (tenderIds.length === 0) return 0;
  const rows = await db
    .select({
      rowId: tenderNotices.id,
      tenderId: tenderNotices.tenderId,
      publishDate: tenderNotices.publishDate,
      noticeVersion: tenderNotices.noticeVersion,
      publicationNumber: tenderNotices.publicationNumber,
      noticeId: tenderNotices.noticeId,
      facts: tenderNotices.facts,
      changes: tenderNotices.changes,
    })
    .from(tenderNotices)
    .where(inArray(tenderNotices.tenderId, [...tenderIds]));

  const known = new Map(rows.map((row) => [row.rowId, readNoticeFacts(row.facts)]));
  const missing = rows.filter((row) => known.get(row.rowId) === null).map((row) => row.rowId);
  const reread = new Map<number, { facts: NoticeFacts; changeReasonCode: string | null }>();
  if (missing.length > 0) {
    const xml = await db
      .select({ rowId: tenderNotices.id, xmlGzip: tenderNotices.xmlGzip })
      .from(tenderNotices)
      .where(inArray(tenderNotices.id, missing));
    for (const { rowId, xmlGzip } of xml) {
      const notice = parseStoredNotice(xmlGzip);
      reread.set(rowId, { facts: noticeFactsOf(notice), changeReasonCode: notice.changeReasonCode });
    }
  }

  const byTender = new Map<string, ((typeof rows)[number] & { facts: NoticeFacts })[]>();
  for (const row of rows) {
    const facts = known.get(row.rowId) ?? reread.get(row.rowId)?.facts;
    if (!facts) throw new Error(`Notice row ${row.rowId} has no facts and no XML`);
    byTender.set(row.tenderId, [...(byTender.get(row.tenderId) ?? []), { ...row, facts }]);
  }

  let written = 0;
  for (const notices of byTender.values()) {
    for (const [notice, changes] of changesInPublicationOrder(notices)) {
      const fresh = reread.get(notice.rowId);
      if (!fresh && isDeepStrictEqual(notice.changes, changes)) continue;
      await db
        .update(tenderNotices)
        .set(fresh ? { facts: fresh.facts, changeReasonCode: fresh.changeReasonCode, changes } : { changes })
        .where(eq(tenderNotices.id, notice.rowId));
      written++;
    }
  }
  return written;
}
