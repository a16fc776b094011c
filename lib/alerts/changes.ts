// A saved tender's change in words, from the changes the importer stored with the notice: the facts the tender
// page's history lists (deadline moved from → to, value, documents …), the lots added, removed or changed, and
// whether the procedure was cancelled or awarded, and to whom.
import { visibleChanges, noticeChangeSchema, type LotFacts, type NoticeChange } from '@/lib/tenders/jobs';
import { changeReasonLabel } from '@/lib/tenders/views';

export interface ChangeLine {
  /** 'Deadline', 'Lots', 'Cancelled' … */
  field: string;
  /** The change in words: 'from 1 March 2026 to 15 March 2026', 'LOT-0004 “Cleaning” added' … */
  text: string;
}

/** The stored items that are well formed; a stored value of another shape is left out, not guessed at. */
export function readChangeItems(stored: unknown): NoticeChange[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const parsed = noticeChangeSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function lotName(lot: LotFacts): string {
  return lot.title ? `${lot.id} “${lot.title}”` : lot.id;
}

function lotLines(change: Extract<NoticeChange, { key: 'lots' }>): ChangeLine[] {
  const parts = [
    ...change.added.map((lot) => `${lotName(lot)} added`),
    ...change.removed.map((lot) => `${lotName(lot)} removed`),
    ...change.changed.map(({ after }) => `${lotName(after)} changed`),
  ];
  const count = change.before === change.after ? '' : `${change.before} → ${change.after} lots; `;
  return [{ field: 'Lots', text: `${count}${parts.join('; ')}` }];
}

function statusLines(change: Extract<NoticeChange, { key: 'status' }>): ChangeLine[] {
  if (change.after === 'cancelled') return [{ field: 'Cancelled', text: 'The buyer cancelled the procedure.' }];
  const winners = change.awardedTo;
  return [
    {
      field: 'Awarded',
      text: winners.length > 0 ? `Awarded to ${winners.join(', ')}.` : 'Awarded; the notice names no winner.',
    },
  ];
}

function fieldText(before: string | null, after: string | null): string {
  if (before === null) return `now ${after}`;
  if (after === null) return `${before} removed`;
  return `from ${before} to ${after}`;
}

/** What one notice changed, in the order the tender page lists it, the outcome (cancelled, awarded) first. */
export function describeChanges(items: readonly NoticeChange[], noticeType: string): ChangeLine[] {
  const outcome = items.flatMap((item) => (item.key === 'status' ? statusLines(item) : []));
  const lots = items.flatMap((item) => (item.key === 'lots' ? lotLines(item) : []));
  const facts = visibleChanges(
    items.filter((item) => item.key !== 'lots' && item.key !== 'status'),
    noticeType,
  ).map((change) => ({ field: change.field, text: fieldText(change.before, change.after) }));
  return [...outcome, ...facts, ...lots];
}

/** Why the notice was published, when it says ('correction by the buyer'). */
export function changeReasonText(code: string | null): string | null {
  return code ? changeReasonLabel(code) : null;
}
