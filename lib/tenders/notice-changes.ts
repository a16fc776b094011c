// What a notice changed against the notice of its procedure published before it: the facts compared, the typed
// changes the importer stores with each notice (tender_notices.facts and .changes), and the order that decides
// which notice came before. Pure and database-free, shared by the importer, the tender page and alerts.
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

const text = z.string().nullable();

export const moneySchema = z.object({ value: z.number(), currency: z.string() });

export const lotFactsSchema = z.object({
  /** BT-137, e.g. 'LOT-0001'. */
  id: z.string(),
  title: text,
  estimate: moneySchema.nullable(),
  /** Tender deadline, else the request-to-participate deadline, as the notice writes it (ISO 8601). */
  deadline: text,
  documentsUrl: text,
  submissionUrl: text,
});

export const resultFactsSchema = z.object({
  lotId: text,
  /** BT-142. */
  status: z.enum(['awarded', 'not-awarded', 'open']).nullable(),
  winners: z.array(z.object({ name: text, countryCode: text, value: moneySchema.nullable() })),
});

/** What one notice says of the procedure's outcome; null when it says nothing (a call, a correction). */
export const noticeStatusSchema = z.enum(['awarded', 'cancelled']);

/** The facts of one notice that are compared with the previous notice (tender_notices.facts). */
export const noticeFactsSchema = z.object({
  noticeType: z.enum(['planning', 'competition', 'result', 'change']),
  title: z.string(),
  /** Earliest deadline as the notice writes it (ISO 8601, in the buyer's offset). */
  deadline: text,
  estimate: moneySchema.nullable(),
  procedureType: text,
  cpvCode: z.string(),
  /** NUTS codes of the place of performance. */
  placeOfPerformance: z.array(z.string()),
  lots: z.array(lotFactsSchema),
  buyer: text,
  documentsUrl: text,
  submissionUrl: text,
  results: z.array(resultFactsSchema),
  status: noticeStatusSchema.nullable(),
});

const textChange = <K extends string>(key: K) => z.object({ key: z.literal(key), before: text, after: text });

/** One changed fact; `before` is null when the previous notice did not state it, `after` when this one removes it. */
export const noticeChangeSchema = z.discriminatedUnion('key', [
  textChange('title'),
  textChange('deadline'),
  z.object({ key: z.literal('estimate'), before: moneySchema.nullable(), after: moneySchema.nullable() }),
  textChange('procedureType'),
  textChange('cpvCode'),
  z.object({ key: z.literal('placeOfPerformance'), before: z.array(z.string()), after: z.array(z.string()) }),
  z.object({
    key: z.literal('lots'),
    /** Number of lots before and after. */
    before: z.number().int(),
    after: z.number().int(),
    added: z.array(lotFactsSchema),
    removed: z.array(lotFactsSchema),
    changed: z.array(z.object({ before: lotFactsSchema, after: lotFactsSchema })),
  }),
  textChange('buyer'),
  textChange('documentsUrl'),
  textChange('submissionUrl'),
  z.object({ key: z.literal('results'), before: z.array(resultFactsSchema), after: z.array(resultFactsSchema) }),
  z.object({
    key: z.literal('status'),
    before: noticeStatusSchema.nullable(),
    after: noticeStatusSchema,
    /** Winners this notice names, when it awards. */
    awardedTo: z.array(z.string()),
  }),
]);

export const noticeRefSchema = z.object({
  noticeId: z.string(),
  noticeVersion: z.string(),
  publicationNumber: text,
  publishDate: z.string(),
});

/** What a notice changed (tender_notices.changes); the first notice of a procedure stores null. */
export const noticeChangesSchema = z.object({
  /** The notice compared against: the one published just before, in publication order. */
  previous: noticeRefSchema,
  items: z.array(noticeChangeSchema),
});

export type Money = z.infer<typeof moneySchema>;
export type LotFacts = z.infer<typeof lotFactsSchema>;
export type ResultFacts = z.infer<typeof resultFactsSchema>;
export type NoticeStatus = z.infer<typeof noticeStatusSchema>;
export type NoticeFacts = z.infer<typeof noticeFactsSchema>;
export type NoticeChange = z.infer<typeof noticeChangeSchema>;
export type NoticeChangeKey = NoticeChange['key'];
export type NoticeRef = z.infer<typeof noticeRefSchema>;
export type NoticeChanges = z.infer<typeof noticeChangesSchema>;

/** Stored changes, or null for a first notice, a notice not compared yet, or a value of another shape. */
export function readNoticeChanges(stored: unknown): NoticeChanges | null {
  const parsed = noticeChangesSchema.nullable().safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** Stored facts, or null when missing or of another shape (then they are read from the notice again). */
export function readNoticeFacts(stored: unknown): NoticeFacts | null {
  const parsed = noticeFactsSchema.nullable().safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** What orders the notices of a procedure. */
export interface NoticeOrderKey {
  publishDate: string;
  noticeVersion: string | null;
  publicationNumber: string | null;
  noticeId: string;
}

function versionNumber(notice: NoticeOrderKey): number {
  const parsed = Number.parseInt(notice.noticeVersion ?? '', 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Newest first: publication date, then version, then publication number and notice id for a total order. */
export function compareNewestFirst(a: NoticeOrderKey, b: NoticeOrderKey): number {
  return (
    b.publishDate.localeCompare(a.publishDate) ||
    versionNumber(b) - versionNumber(a) ||
    (b.publicationNumber ?? '').localeCompare(a.publicationNumber ?? '') ||
    b.noticeId.localeCompare(a.noticeId)
  );
}

function changedText<K extends string>(key: K, before: string | null, after: string | null) {
  return before === after ? [] : [{ key, before, after }];
}

function changedLots(before: readonly LotFacts[], after: readonly LotFacts[]): NoticeChange[] {
  const old = new Map(before.map((lot) => [lot.id, lot]));
  const ids = new Set(after.map((lot) => lot.id));
  const added = after.filter((lot) => !old.has(lot.id));
  const removed = before.filter((lot) => !ids.has(lot.id));
  const changed = after.flatMap((lot) => {
    const previous = old.get(lot.id);
    return previous && !isDeepStrictEqual(previous, lot) ? [{ before: previous, after: lot }] : [];
  });
  if (added.length + removed.length + changed.length === 0) return [];
  return [{ key: 'lots', before: before.length, after: after.length, added, removed, changed }];
}

function winnersOf(results: readonly ResultFacts[]): string[] {
  const names = results.flatMap((result) => result.winners.map((winner) => winner.name));
  return [...new Set(names.filter((name): name is string => name !== null))];
}

/** Whether a fact is stated at all (a result notice does not restate the deadline). */
function isStated(change: NoticeChange): boolean {
  switch (change.key) {
    case 'placeOfPerformance':
    case 'results':
      return change.after.length > 0;
    case 'lots':
    case 'status':
      return true;
    default:
      return change.after !== null;
  }
}

/**
 * What `current` states differently from `previous`, in the order the page lists them. Only a change notice
 * repeats the whole form, so only there does a missing fact mean it was removed.
 */
export function compareNoticeFacts(previous: NoticeFacts, current: NoticeFacts): NoticeChange[] {
  const changes: NoticeChange[] = [
    ...changedText('title', previous.title, current.title),
    ...changedText('deadline', previous.deadline, current.deadline),
    ...(isDeepStrictEqual(previous.estimate, current.estimate)
      ? []
      : [{ key: 'estimate' as const, before: previous.estimate, after: current.estimate }]),
    ...changedText('procedureType', previous.procedureType, current.procedureType),
    ...changedText('cpvCode', previous.cpvCode, current.cpvCode),
    ...(isDeepStrictEqual(previous.placeOfPerformance, current.placeOfPerformance)
      ? []
      : [
          {
            key: 'placeOfPerformance' as const,
            before: previous.placeOfPerformance,
            after: current.placeOfPerformance,
          },
        ]),
    ...changedLots(previous.lots, current.lots),
    ...changedText('buyer', previous.buyer, current.buyer),
    ...changedText('documentsUrl', previous.documentsUrl, current.documentsUrl),
    ...changedText('submissionUrl', previous.submissionUrl, current.submissionUrl),
    ...(isDeepStrictEqual(previous.results, current.results)
      ? []
      : [{ key: 'results' as const, before: previous.results, after: current.results }]),
    ...(current.status === null || current.status === previous.status
      ? []
      : [
          {
            key: 'status' as const,
            before: previous.status,
            after: current.status,
            awardedTo: current.status === 'awarded' ? winnersOf(current.results) : [],
          },
        ]),
  ];
  return changes.filter((change) => current.noticeType === 'change' || isStated(change));
}

/**
 * The changes of every notice of one procedure, each against the notice published before it, whatever order
 * they arrived in: null for the first.
 */
export function changesInPublicationOrder<N extends NoticeOrderKey & { facts: NoticeFacts }>(
  notices: readonly N[],
): Map<N, NoticeChanges | null> {
  const newestFirst = [...notices].sort(compareNewestFirst);
  return new Map(
    newestFirst.map((notice, index) => {
      const previous = newestFirst[index + 1];
      if (!previous) return [notice, null];
      return [
        notice,
        {
          previous: {
            noticeId: previous.noticeId,
            noticeVersion: previous.noticeVersion ?? '',
            publicationNumber: previous.publicationNumber,
            publishDate: previous.publishDate,
          },
          items: compareNoticeFacts(previous.facts, notice.facts),
        },
      ];
    }),
  );
}
