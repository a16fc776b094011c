// The notice history of a tender: each notice, and what it changed against the one published before it, read
// from the changes the importer stored with each notice (so a change notice reads "Deadline: 1 March → 15 March"
// without any notice being parsed at request time).
import { eq, sql } from 'drizzle-orm';
import { tenderNotices } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { cpvLabel, nutsLabel } from '@/lib/reference';
import { describeDeadline, formatMoney } from './format';
import { compareNewestFirst, readNoticeChanges, type Money, type NoticeChange } from './notice-changes';
import type { NoticeSummary } from './queries';

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface NoticeHistoryEntry {
  notice: NoticeSummary;
  /** BT-140 of a change notice ('cancel', 'cor-buy' …), else null. */
  changeReasonCode: string | null;
  /** BT-105 as this notice states it ('open', 'neg-w-call' …), else null. */
  procedureType: string | null;
  /** Facts that differ from the previous notice; null for the first notice or one not compared yet. */
  changes: FieldChange[] | null;
}

function deadlineText(deadline: string | null): string | null {
  const text = describeDeadline(deadline, null);
  return text ? [text.date, text.time, text.zone].filter(Boolean).join(' ') : null;
}

function moneyText(money: Money | null): string | null {
  return money ? formatMoney(money.value, money.currency) : null;
}

function cpvText(code: string | null): string | null {
  return code === null ? null : `${code} ${cpvLabel(code) ?? ''}`.trim();
}

function placeText(codes: readonly string[]): string | null {
  return codes.map((code) => nutsLabel(code) ?? code).join(', ') || null;
}

function resultsText(results: readonly unknown[]): string | null {
  return results.length > 0 ? `${results.length} lot result(s)` : null;
}

/** A stored change as the page words it; null for changes the history does not list (the status). */
function describeChange(change: NoticeChange): FieldChange | null {
  switch (change.key) {
    case 'title':
      return { field: 'Title', before: change.before, after: change.after };
    case 'deadline':
      return { field: 'Deadline', before: deadlineText(change.before), after: deadlineText(change.after) };
    case 'estimate':
      return { field: 'Estimated value', before: moneyText(change.before), after: moneyText(change.after) };
    case 'procedureType':
      return { field: 'Procedure type', before: change.before, after: change.after };
    case 'cpvCode':
      return { field: 'Main CPV code', before: cpvText(change.before), after: cpvText(change.after) };
    case 'placeOfPerformance':
      return { field: 'Place of performance', before: placeText(change.before), after: placeText(change.after) };
    case 'lots':
      return { field: 'Lots', before: String(change.before), after: String(change.after) };
    case 'buyer':
      return { field: 'Buyer', before: change.before, after: change.after };
    case 'documentsUrl':
      return { field: 'Procurement documents', before: change.before, after: change.after };
    case 'submissionUrl':
      return { field: 'Submission', before: change.before, after: change.after };
    case 'results':
      return { field: 'Results', before: resultsText(change.before), after: resultsText(change.after) };
    case 'status':
      return null;
  }
}

/**
 * The stored changes a reader can see: a change that reads the same both sides (a lot changed but not their
 * number; a deadline moved by seconds) is left out, and so is a fact a notice other than a change notice does
 * not restate.
 */
export function visibleChanges(changes: readonly NoticeChange[], noticeType: string): FieldChange[] {
  return changes.flatMap((change) => {
    const shown = describeChange(change);
    if (!shown || shown.before === shown.after || (shown.after === null && noticeType !== 'change')) return [];
    return [shown];
  });
}

function noticeKey(notice: { noticeId: string; noticeVersion: string }): string {
  return `${notice.noticeId}\u0000${notice.noticeVersion}`;
}

/** The history of a tender, newest first in the order its changes were computed, from its notices. */
export async function noticeHistory(
  db: Database,
  tenderId: string,
  notices: readonly NoticeSummary[],
): Promise<NoticeHistoryEntry[]> {
  if (notices.length === 0) return [];
  const rows = await db
    .select({
      noticeId: tenderNotices.noticeId,
      noticeVersion: tenderNotices.noticeVersion,
      changeReasonCode: tenderNotices.changeReasonCode,
      changes: tenderNotices.changes,
      procedureType: sql<string | null>`${tenderNotices.facts} ->> 'procedureType'`,
    })
    .from(tenderNotices)
    .where(eq(tenderNotices.tenderId, tenderId));
  const stored = new Map(rows.map((row) => [noticeKey(row), row]));
  return [...notices].sort(compareNewestFirst).map((notice) => {
    const row = stored.get(noticeKey(notice));
    const changes = readNoticeChanges(row?.changes ?? null);
    return {
      notice,
      changeReasonCode: row?.changeReasonCode ?? null,
      procedureType: row?.procedureType ?? null,
      changes: changes ? visibleChanges(changes.items, notice.noticeType) : null,
    };
  });
}
