// The incremental TED sync: page through the search from the cursor, download each new notice's eForms XML,
// import the page in one batch through the eForms importer (so a notice from the API is stored exactly as
// the same file imported by hand), then move the cursor past what was imported.
import 'server-only';
import { inArray } from 'drizzle-orm';
import { tenderNotices } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import type { ParseFailureKind } from '@/lib/ingest/eforms';
import {
  importPreparedNotices,
  prepareNotice,
  type ImportStatus,
  type PreparedNotice,
} from '@/lib/ingest/tenders/store';
import { noticeXmlUrl, type TedClient, type TedNotice } from './client';
import { advanceCursor, compareCursors, readCursor, type TedCursor } from './cursor';
import { TedApiError } from './errors';
import { syncRequest, type TedSyncScope } from './scope';

export interface TedNoticeResult {
  readonly publicationNumber: string;
  readonly status: ImportStatus;
  /** Why a notice was skipped or failed. */
  readonly reason?: string;
  /** For skipped notices: out of scope (expected) or broken. */
  readonly kind?: ParseFailureKind;
  readonly tenderId?: string;
}

export interface TedSyncOptions {
  readonly client: TedClient;
  readonly scope: TedSyncScope;
  /** 'YYYY-MM-DD': start at this publication date instead of the cursor. */
  readonly since?: string | null;
  /** Notices per search page and per import batch (default 100; TED allows 250). */
  readonly pageSize?: number;
  /** XML downloads at once (default 3, TED's stated limit). */
  readonly downloads?: number;
  /** Called after each notice, for progress display; `total` is TED's count for the search. */
  readonly onResult?: (result: TedNoticeResult, done: number, total: number) => void;
}

export interface TedSyncSummary {
  readonly imported: number;
  readonly updated: number;
  readonly unchanged: number;
  readonly skipped: number;
  readonly failed: number;
  readonly results: readonly TedNoticeResult[];
  /** The publication date the search started at; null: TED's active notices (first sync). */
  readonly since: string | null;
  /** The cursor after the sync. */
  readonly cursor: TedCursor | null;
  /** Why the sync stopped before the end (TED unavailable, a refused query, a notice the database refused). */
  readonly error: string | null;
}

function cursorOf(notice: TedNotice): TedCursor {
  return { publicationDate: notice['publication-date'].slice(0, 10), publicationNumber: notice['publication-number'] };
}

/** Publication numbers never change (a correction is a new notice), so a stored one needs no download. */
async function storedPublicationNumbers(db: Database, notices: readonly TedNotice[]): Promise<Set<string>> {
  if (notices.length === 0) return new Set();
  const rows = await db
    .select({ number: tenderNotices.publicationNumber })
    .from(tenderNotices)
    .where(
      inArray(
        tenderNotices.publicationNumber,
        notices.map((n) => n['publication-number']),
      ),
    );
  return new Set(rows.map((row) => row.number).filter((n): n is string => n !== null));
}

/** `map` over the items, `limit` at a time; the first failure cancels the rest (through the signal) and is thrown. */
async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T, signal: AbortSignal) => Promise<R>,
): Promise<R[]> {
  const controller = new AbortController();
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length && !controller.signal.aborted) {
      const index = next++;
      try {
        results[index] = await map(items[index]!, controller.signal);
      } catch (error) {
        controller.abort();
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type Download = { readonly url: string; readonly xml: string } | null;

/**
 * Imports one page: every new notice's XML is downloaded before anything is written, so a download that
 * fails leaves the page out entirely. Returns each notice's result, in page order.
 */
async function importPage(
  db: Database,
  client: TedClient,
  notices: readonly TedNotice[],
  downloads: number,
): Promise<TedNoticeResult[]> {
  const stored = await storedPublicationNumbers(db, notices);
  const fresh = notices.filter((n) => !stored.has(n['publication-number']));
  const xmls = await mapConcurrent<TedNotice, Download>(fresh, downloads, async (notice, signal) => {
    const url = noticeXmlUrl(notice);
    return url === null ? null : { url, xml: await client.noticeXml(url, signal) };
  });

  const results = new Map<TedNotice, TedNoticeResult>();
  const ready: { notice: TedNotice; prepared: PreparedNotice }[] = [];
  fresh.forEach((notice, index) => {
    const publicationNumber = notice['publication-number'];
    const download = xmls[index];
    if (!download) {
      results.set(notice, {
        publicationNumber,
        status: 'skipped',
        kind: 'malformed',
        reason: 'TED lists no XML for this notice',
      });
      return;
    }
    const prepared = prepareNotice(download.xml, download.url);
    if (prepared.ok) ready.push({ notice, prepared: prepared.prepared });
    else results.set(notice, { publicationNumber, status: 'skipped', kind: prepared.kind, reason: prepared.reason });
  });

  const outcomes = await importPreparedNotices(
    db,
    ready.map((r) => r.prepared),
  );
  ready.forEach(({ notice }, index) => {
    const publicationNumber = notice['publication-number'];
    const outcome = outcomes[index]!;
    if (outcome.status === 'skipped')
      results.set(notice, { publicationNumber, status: 'skipped', kind: outcome.kind, reason: outcome.reason });
    else if (outcome.status === 'failed')
      results.set(notice, { publicationNumber, status: 'failed', reason: outcome.reason });
    else results.set(notice, { publicationNumber, status: outcome.status, tenderId: outcome.tenderId });
  });
  return notices.map(
    (notice) => results.get(notice) ?? { publicationNumber: notice['publication-number'], status: 'unchanged' },
  );
}

/**
 * How far the cursor may move after a page: to its newest notice, or, when the database refused some, to the
 * newest notice before the first refused one (the next sync starts at that date and retries it).
 */
function reachedCursor(notices: readonly TedNotice[], results: readonly TedNoticeResult[]): TedCursor | null {
  const cursors = notices.map(cursorOf);
  const failed = cursors.filter((_, index) => results[index]!.status === 'failed').sort(compareCursors)[0];
  const passed = failed ? cursors.filter((cursor) => compareCursors(cursor, failed) < 0) : cursors;
  return passed.sort(compareCursors).at(-1) ?? null;
}

/**
 * Syncs the scope's notices from TED: from `since`, else from the stored cursor's publication date, else
 * TED's active notices. Never throws for TED's failures: they end the sync with `error` set, and everything
 * imported until then stays (with the cursor just past it).
 */
export async function syncTed(db: Database, options: TedSyncOptions): Promise<TedSyncSummary> {
  const { client, scope } = options;
  const since = options.since ?? (await readCursor(db, scope.cursorName))?.publicationDate ?? null;
  const request = syncRequest(scope, since, options.pageSize ?? 100);
  const results: TedNoticeResult[] = [];
  const counts = { imported: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };
  let error: string | null = null;
  try {
    for await (const page of client.pages(request)) {
      const total = page.totalNoticeCount ?? results.length + page.notices.length;
      const pageResults = await importPage(db, client, page.notices, options.downloads ?? 3);
      for (const result of pageResults) {
        counts[result.status]++;
        results.push(result);
        options.onResult?.(result, results.length, Math.max(total, results.length));
      }
      const reached = reachedCursor(page.notices, pageResults);
      if (reached) await advanceCursor(db, scope.cursorName, reached);
      const refused = pageResults.filter((r) => r.status === 'failed').length;
      if (refused > 0) {
        error = `The database refused ${refused} notice(s); the sync stopped there and resumes before them next time.`;
        break;
      }
    }
  } catch (failure) {
    if (!(failure instanceof TedApiError)) throw failure;
    error = failure.message;
  }
  return { ...counts, results, since, cursor: await readCursor(db, scope.cursorName), error };
}
