// The notice history of a tender: each notice, and what it changed against the one published before it.
// Only what the stored notices prove is shown: each notice's XML is parsed again and a fixed set of facts
// compared, so a change notice reads "Deadline: 1 March → 15 March" rather than a guess.
import { gunzipSync } from 'node:zlib';
import { and, eq, inArray } from 'drizzle-orm';
import { tenderNotices } from '@/lib/db/schema';
import type { Database } from '@/lib/db/types';
import { parseEformsNotice, type ParsedNotice } from '@/lib/ingest/eforms';
import { cpvLabel, nutsLabel } from '@/lib/reference';
import { describeDeadline, formatMoney } from './format';
import type { NoticeSummary } from './queries';

/** Parsing is cheap but not free: a procedure with more notices shows the older ones without comparison. */
export const comparedNoticeLimit = 20;

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface NoticeHistoryEntry {
  notice: NoticeSummary;
  /** BT-140 of a change notice ('cancel', 'cor-buy' …), else null. */
  changeReasonCode: string | null;
  /** Facts that differ from the previous notice; null for the first notice or one not compared. */
  changes: FieldChange[] | null;
}

function deadlineText(notice: ParsedNotice): string | null {
  const text = describeDeadline(notice.deadlineDate, null);
  return text ? [text.date, text.time, text.zone].filter(Boolean).join(' ') : null;
}

// The facts a reader cares about when a notice replaces another, each as the text the page shows.
const comparedFacts: { field: string; read: (notice: ParsedNotice) => string | null }[] = [
  { field: 'Title', read: (n) => n.title },
  { field: 'Deadline', read: deadlineText },
  { field: 'Estimated value', read: (n) => (n.estimate ? formatMoney(n.estimate.value, n.estimate.currency) : null) },
  { field: 'Procedure type', read: (n) => n.procedureType },
  { field: 'Main CPV code', read: (n) => `${n.cpvCode} ${cpvLabel(n.cpvCode) ?? ''}`.trim() },
  { field: 'Place of performance', read: (n) => n.nutsCodes.map((code) => nutsLabel(code) ?? code).join(', ') || null },
  { field: 'Lots', read: (n) => String(n.lots.length) },
  { field: 'Buyer', read: (n) => n.buyer.name },
  { field: 'Procurement documents', read: (n) => n.documentsUrl },
  { field: 'Submission', read: (n) => n.submissionUrl },
  { field: 'Results', read: (n) => (n.awards.length > 0 ? `${n.awards.length} lot result(s)` : null) },
];

/**
 * What `current` states differently from `previous`. Only a change notice repeats the whole form, so only there
 * does a missing fact mean it was removed: a result notice simply does not restate the deadline.
 */
export function compareNotices(previous: ParsedNotice, current: ParsedNotice): FieldChange[] {
  return comparedFacts.flatMap(({ field, read }) => {
    const before = read(previous);
    const after = read(current);
    if (before === after || (after === null && current.noticeType !== 'change')) return [];
    return [{ field, before, after }];
  });
}

function noticeKey(notice: { noticeId: string; noticeVersion: string }): string {
  return `${notice.noticeId}\u0000${notice.noticeVersion}`;
}

/** The history of a tender, newest first, from its notices (newest first, as findNoticesAndAwards gives them). */
export async function noticeHistory(
  db: Database,
  tenderId: string,
  notices: readonly NoticeSummary[],
): Promise<NoticeHistoryEntry[]> {
  const compared = notices.length > 1 ? notices.slice(0, comparedNoticeLimit + 1) : [];
  const parsed = new Map<string, ParsedNotice>();
  if (compared.length > 0) {
    const wanted = new Set(compared.map(noticeKey));
    const rows = await db
      .select({
        noticeId: tenderNotices.noticeId,
        noticeVersion: tenderNotices.noticeVersion,
        xmlGzip: tenderNotices.xmlGzip,
      })
      .from(tenderNotices)
      .where(
        and(
          eq(tenderNotices.tenderId, tenderId),
          inArray(
            tenderNotices.noticeId,
            compared.map((n) => n.noticeId),
          ),
        ),
      );
    for (const row of rows) {
      if (!wanted.has(noticeKey(row))) continue;
      const result = parseEformsNotice(gunzipSync(row.xmlGzip).toString('utf8'));
      if (result.ok) parsed.set(noticeKey(row), result.notice);
    }
  }
  return notices.map((notice, index) => {
    const current = parsed.get(noticeKey(notice));
    const previousSummary = notices[index + 1];
    const previous = previousSummary ? parsed.get(noticeKey(previousSummary)) : undefined;
    return {
      notice,
      changeReasonCode: current?.changeReasonCode ?? null,
      changes: current && previous ? compareNotices(previous, current) : null,
    };
  });
}
