// Fetching a public tender's documents from the buyer's portal in a job: once per tender, shared by all its
// readers. What needs a login is recorded, so the page can say "upload them yourself" with the portal's link.
import 'server-only';
import type { Database } from '@/lib/db';
import { enqueueJob, type JobContext, type JobHandler } from '@/lib/jobs';
import { hit } from '@/lib/rate-limit';
import type { TenderRow } from '@/lib/tenders';
import { sniffType } from './extract';
import { documentLinksOf, fetchTenderDocuments, loginRequiredNotice, type FetchDocumentsOptions } from './fetch';
import { documentLimits } from './limits';
import { queueReading } from './pipeline';
import { pagesToRead } from './queue';
import { addTenderDocument, getFetch, saveFetch, storeFile } from './store';

interface FetchPayload {
  tenderId: string;
  urls: string[];
  languageHint: string | null;
}

/** A public, real tender whose notice links somewhere documents may be. */
export function canBeFetched(tender: TenderRow): boolean {
  return tender.visibility === 'public' && !tender.isSample && documentLinksOf(tender).length > 0;
}

export type FetchRequest =
  | { ok: true; started: boolean }
  | { ok: false; status: 429; code: 'too_many_fetches'; message: string; retryAfterSeconds: number };

/**
 * Queues fetching a public tender's documents the first time a signed-in reader looks at them, as that reader's
 * work. Each reader may start a limited number of fetches an hour (`documents.fetch`); asking for a tender fetched
 * before starts nothing and counts nothing. Private tenders (added by a user) are never fetched: their links are
 * whatever their owner typed.
 */
export async function requestFetch(db: Database, tender: TenderRow, readerId: string): Promise<FetchRequest> {
  if (!canBeFetched(tender) || (await getFetch(db, tender.id))) return { ok: true, started: false };
  const limit = await hit('documents.fetch', readerId);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return {
      ok: false,
      status: 429,
      code: 'too_many_fetches',
      message: `You have started downloading the documents of ${limit.limit} tenders in the last hour, the most we start for one person. Open this tender again in ${minutes} minute${minutes === 1 ? '' : 's'} to have its documents downloaded.`,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const urls = documentLinksOf(tender);
  await saveFetch(db, tender.id, { status: 'running', files: 0, refused: [], message: null, portalUrl: null });
  await enqueueJob(db, {
    kind: 'tender_documents_fetch',
    payload: { tenderId: tender.id, urls, languageHint: tender.languageCode } satisfies FetchPayload,
    dedupeKey: tender.id,
    ownerId: readerId,
    tenderId: tender.id,
  });
  return { ok: true, started: true };
}

/** The fetch job, with the fetcher's options (tests let it reach their local portal). */
export function fetchHandler(options: FetchDocumentsOptions = {}): JobHandler {
  return async (ctx: JobContext) => {
    try {
      await fetchDocuments(ctx, options);
    } catch (error) {
      // The last attempt failed: say so, rather than "looking for documents" for ever.
      if (ctx.job.attempts >= ctx.job.maxAttempts) {
        await saveFetch(ctx.db, (ctx.job.payload as FetchPayload).tenderId, {
          status: 'failed',
          files: 0,
          refused: [],
          portalUrl: null,
          message:
            'The documents could not be downloaded from the buyer’s portal. Upload them yourself if you have them.',
          finishedAt: new Date(),
        });
      }
      throw error;
    }
  };
}

async function fetchDocuments(ctx: JobContext, options: FetchDocumentsOptions): Promise<void> {
  const { db } = ctx;
  const payload = ctx.job.payload as FetchPayload;
  await ctx.progress(2, 'Looking for the documents');
  const found = await fetchTenderDocuments(payload.urls, {
    maxFileBytes: documentLimits.maxFileBytes,
    ...options,
    signal: ctx.signal,
    onProgress: ({ done, total }) =>
      void ctx.progress(2 + Math.round((done / Math.max(1, total)) * 88), 'Downloading the documents'),
  });
  let stored = 0;
  const refused = [...found.refused.map(({ url, reason }) => ({ url, reason }))];
  for (const file of found.files) {
    const sniffed = sniffType(file.bytes, file.fileName);
    if (!sniffed.supported) {
      refused.push({ url: file.url, reason: sniffed.reason ?? 'This kind of file cannot be read.' });
      continue;
    }
    const { file: row } = await storeFile(db, file.bytes, sniffed.mime);
    await addTenderDocument(db, {
      tenderId: payload.tenderId,
      ownerId: null,
      origin: 'fetched',
      fileName: file.fileName,
      sourceUrl: file.url,
      sha256: row.sha256,
    });
    if (row.textStatus !== 'ready') {
      // Work of the reader whose visit asked for the fetch: it takes its turn among theirs.
      await queueReading(
        db,
        { sha256: row.sha256, fileName: file.fileName, languageHint: payload.languageHint },
        ctx.job.ownerId,
        await pagesToRead(file.bytes, sniffed),
      );
    }
    stored += 1;
  }
  const login = found.loginRequired[0];
  const notice = login ? loginRequiredNotice(login.foundOn ?? login.url) : null;
  await saveFetch(db, payload.tenderId, {
    status: notice ? 'login_required' : 'done',
    portalUrl: notice?.portalUrl ?? null,
    files: stored,
    refused,
    message: notice
      ? stored === 0
        ? notice.message
        : 'Some of this buyer’s documents need a login: download them on the portal and upload them here.'
      : stored === 0
        ? 'No documents could be downloaded from the links in the notice. Upload them yourself if you have them.'
        : null,
    finishedAt: new Date(),
  });
}
