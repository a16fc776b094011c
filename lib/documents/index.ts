// Tender documents' front door: what a reader sees of a tender's documents, uploads, search inside, the viewer's
// page and the original file. Each function finds the database and the reader, and checks the tender is theirs
// to see through lib/tenders.
import 'server-only';
import { locateQuote, screenInstructions } from '@/lib/ai';
import { getOptionalUser } from '@/lib/auth/user';
import { planLimits } from '@/lib/billing';
import { getDb, type Database } from '@/lib/db';
import { listJobs, type JobRow } from '@/lib/jobs';
import { hit } from '@/lib/rate-limit';
import { signedUrl } from '@/lib/storage';
import { lookupTender, type TenderRow } from '@/lib/tenders';
import { hitEnd, hitStart } from './views';
import { sniffType } from './extract';
import { canBeFetched, requestFetch } from './fetching';
import { documentLimits } from './limits';
import { copyArchiveEntries, queueReading } from './pipeline';
import { checkQueuedPages, pagesToRead } from './queue';
import {
  addTenderDocument,
  countOwnDocuments,
  findTenderDocument,
  getFetch,
  getFile,
  getPageText,
  highlightPage,
  listTenderDocuments,
  searchTenderDocuments,
  storeFile,
  type DocumentListItem,
} from './store';
import type { DocumentFetchView, DocumentHitView, DocumentsView, DocumentView } from './views';

export { documentLimits, uploadAccept } from './limits';
export type { DocumentHitView, DocumentsView, DocumentView } from './views';
export { countQuestionWords, retrievePassages, type ReadableDocument, type RetrievedPassage } from './store';
export { documentSetFingerprint, readDocumentSet, readPageTexts, type DocumentSet } from './sets';

const kindLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.oasis.opendocument.text': 'OpenDocument text',
  'application/vnd.oasis.opendocument.spreadsheet': 'OpenDocument spreadsheet',
  'application/zip': 'ZIP archive',
  'text/plain': 'Text',
  'text/csv': 'CSV',
  'text/html': 'Web page',
  'application/xml': 'XML',
  'text/xml': 'XML',
};

function kindLabel(contentType: string | null): string {
  if (!contentType) return 'File';
  return kindLabels[contentType] ?? (contentType.startsWith('image/') ? 'Image' : 'File');
}

function originLabel(item: DocumentListItem, readerId: string | null, names: Map<string, string>): string {
  if (item.origin === 'archive') return `From ${names.get(item.parentId ?? '') ?? 'an archive'}`;
  if (item.origin === 'fetched') return 'From the buyer’s portal';
  return item.ownerId === readerId ? 'Your upload' : 'Uploaded';
}

/** The reading job of each file still being read, by file. */
async function liveJobs(db: Database, items: readonly DocumentListItem[]): Promise<Map<string, JobRow>> {
  const keys = new Set<string>();
  for (const item of items) {
    if (!item.sha256) continue;
    if (item.textStatus === 'pending' || item.textStatus === 'processing') keys.add(item.sha256);
    if (item.ocrStatus === 'pending' || item.ocrStatus === 'processing') keys.add(`ocr:${item.sha256}`);
  }
  if (keys.size === 0) return new Map();
  const jobs = await listJobs(db, { dedupeKeys: [...keys], statuses: ['pending', 'running'] });
  return new Map(jobs.map((job) => [job.dedupeKey ?? '', job]));
}

function viewOf(
  item: DocumentListItem,
  readerId: string | null,
  names: Map<string, string>,
  jobs: Map<string, JobRow>,
  entries: number,
): DocumentView {
  const base = {
    id: item.id,
    fileName: item.fileName,
    parentId: item.parentId,
    kindLabel: kindLabel(item.contentType),
    originLabel: originLabel(item, readerId, names),
    size: item.size,
    pages: item.textKind ? item.pageCount : null,
    progress: null,
    note: null,
  };
  if (item.error || !item.sha256) {
    return {
      ...base,
      status: 'failed',
      statusLabel: 'Not read',
      error: item.error ?? 'This file could not be stored.',
    };
  }
  if (item.textStatus === 'failed') {
    return {
      ...base,
      status: 'failed',
      statusLabel: 'Not read',
      error: item.textError ?? 'This file could not be read.',
    };
  }
  if (item.textStatus === 'ready') {
    const ocr = jobs.get(`ocr:${item.sha256}`);
    const note =
      item.contentType === 'application/zip'
        ? `${entries} file${entries === 1 ? '' : 's'} inside`
        : item.ocrStatus === 'pending' || item.ocrStatus === 'processing'
          ? `Reading ${item.ocrPages.length} scanned page${item.ocrPages.length === 1 ? '' : 's'} (OCR)${ocr ? ` · ${ocr.progress}%` : ''}`
          : item.ocrStatus === 'failed'
            ? 'Scanned pages could not be read.'
            : item.ocrStatus === 'ready' && item.ocrPages.length > 0
              ? `${item.ocrPages.length} scanned page${item.ocrPages.length === 1 ? '' : 's'} read by OCR`
              : null;
    return { ...base, status: 'ready', statusLabel: 'Ready', error: null, note };
  }
  const job = jobs.get(item.sha256);
  const running = job?.status === 'running';
  return {
    ...base,
    status: running ? 'reading' : 'queued',
    statusLabel: running ? (job.progressMessage ?? 'Reading') : 'Waiting to be read',
    progress: running ? job.progress : null,
    error: null,
  };
}

/** Files waiting for a reading job that does not exist (a crash between storing and queueing) get one now. */
async function requeueOrphans(db: Database, items: readonly DocumentListItem[], jobs: Map<string, JobRow>) {
  for (const item of items) {
    if (!item.sha256 || item.error || item.textStatus !== 'pending' || jobs.has(item.sha256)) continue;
    await queueReading(db, { sha256: item.sha256, fileName: item.fileName, languageHint: null }, null);
  }
}

async function readerId(): Promise<string | null> {
  return (await getOptionalUser())?.id ?? null;
}

/** What the current reader sees of a tender's documents (the tender must come from lib/tenders for this reader). */
export async function getDocumentsView(tender: TenderRow): Promise<DocumentsView> {
  const [db, reader] = await Promise.all([getDb(), readerId()]);
  const [items, fetchRow] = await Promise.all([listTenderDocuments(db, tender.id, reader), getFetch(db, tender.id)]);
  const jobs = await liveJobs(db, items);
  await requeueOrphans(db, items, jobs);
  const names = new Map(items.map((item) => [item.id, item.fileName]));
  const entryCounts = new Map<string, number>();
  for (const item of items)
    if (item.parentId) entryCounts.set(item.parentId, (entryCounts.get(item.parentId) ?? 0) + 1);
  const documents = items.map((item) => viewOf(item, reader, names, jobs, entryCounts.get(item.id) ?? 0));
  const fetch: DocumentFetchView | null = fetchRow
    ? { status: fetchRow.status, portalUrl: fetchRow.portalUrl, message: fetchRow.message }
    : null;
  const busy =
    fetch?.status === 'running' ||
    documents.some((document) => document.status === 'queued' || document.status === 'reading') ||
    items.some((item) => item.ocrStatus === 'pending' || item.ocrStatus === 'processing');
  return { documents, fetch, busy, canFetch: reader !== null && fetchRow === null && canBeFetched(tender) };
}

/** The documents view of a tender named by a route segment; null when the reader may not see the tender. */
export async function getDocumentsViewOf(segment: string): Promise<DocumentsView | null> {
  const found = await lookupTender(segment);
  return found.kind === 'found' ? getDocumentsView(found.tender) : null;
}

export type FetchOutcome =
  { ok: true } | { ok: false; status: 409 | 429; code: string; message: string; retryAfterSeconds?: number };

/**
 * Asks for a public tender's documents from the buyer's portal, once per tender whoever asks first; the section
 * asks when a signed-in reader first opens it. Refused when there is nothing to fetch or the reader is signed out
 * (409), or when the reader started too many fetches lately (429).
 */
export async function requestDocumentsFetch(segment: string): Promise<FetchOutcome> {
  const [found, reader] = await Promise.all([lookupTender(segment), readerId()]);
  if (found.kind !== 'found' || reader === null || !canBeFetched(found.tender)) {
    return {
      ok: false,
      status: 409,
      code: 'nothing_to_fetch',
      message: 'There is nothing to fetch for this tender, or you are signed out.',
    };
  }
  const requested = await requestFetch(await getDb(), found.tender, reader);
  return requested.ok ? { ok: true } : requested;
}

export type UploadOutcome =
  | { ok: true; documentId: string; duplicate: boolean }
  | {
      ok: false;
      status: 400 | 401 | 404 | 409 | 413 | 415 | 429;
      code: string;
      message: string;
      retryAfterSeconds?: number;
    };

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

/**
 * Adds a file the signed-in reader uploaded to a tender they may see, private to them, and queues reading it.
 * Every refusal comes before anything is stored.
 */
export async function uploadDocument(segment: string, file: File | null): Promise<UploadOutcome> {
  const user = await getOptionalUser();
  if (!user) return { ok: false, status: 401, code: 'unauthorized', message: 'Sign in to upload documents.' };
  const found = await lookupTender(segment);
  if (found.kind !== 'found') return { ok: false, status: 404, code: 'tender_not_found', message: 'No such tender.' };
  if (!file || file.size === 0) {
    return { ok: false, status: 400, code: 'no_file', message: 'Choose a file to upload (the file was empty).' };
  }
  if (file.size > documentLimits.maxFileBytes) {
    return {
      ok: false,
      status: 413,
      code: 'file_too_large',
      message: `${file.name} is larger than ${megabytes(documentLimits.maxFileBytes)}, the largest file we take. Split it, or upload the parts that matter.`,
    };
  }
  const db = await getDb();
  const tender = found.tender;
  if ((await countOwnDocuments(db, tender.id, user.id)) >= documentLimits.maxFilesPerTender) {
    return {
      ok: false,
      status: 409,
      code: 'too_many_files',
      message: `You have added ${documentLimits.maxFilesPerTender} files to this tender, the most we keep per tender.`,
    };
  }
  const limit = await hit('documents.upload', user.id, { max: (await planLimits(user.id)).uploadsPerHour });
  if (!limit.allowed) {
    return {
      ok: false,
      status: 429,
      code: 'too_many_uploads',
      message: `You have uploaded ${limit.limit} files in the last hour. Try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffType(bytes, file.name);
  if (!sniffed.supported) {
    return {
      ok: false,
      status: 415,
      code: 'unsupported_type',
      message: `${file.name}: ${sniffed.reason ?? 'this kind of file cannot be read.'}`,
    };
  }
  const pages = await pagesToRead(bytes, sniffed);
  const crowded = await checkQueuedPages(db, user.id, pages);
  if (crowded) return { ok: false, ...crowded };
  const { file: stored } = await storeFile(db, bytes, sniffed.mime);
  const { document, created } = await addTenderDocument(db, {
    tenderId: tender.id,
    ownerId: user.id,
    origin: 'uploaded',
    fileName: file.name.slice(0, 255) || 'upload',
    sha256: stored.sha256,
  });
  if (created && stored.textStatus === 'ready' && sniffed.type === 'zip') await copyArchiveEntries(db, document);
  if (stored.textStatus !== 'ready') {
    await queueReading(
      db,
      { sha256: stored.sha256, fileName: file.name, languageHint: tender.languageCode },
      user.id,
      pages,
    );
  }
  return { ok: true, documentId: document.id, duplicate: !created };
}

export type SearchOutcome =
  { ok: true; hits: DocumentHitView[] } | { ok: false; status: 400 | 404; code: string; message: string };

/** Pages of a tender's documents (as the reader may see them) that mention the words of `query`. */
export async function searchDocuments(segment: string, query: string | null): Promise<SearchOutcome> {
  const q = (query ?? '').replace(/\u0000/g, '').trim();
  if (q === '') return { ok: false, status: 400, code: 'invalid_parameter', message: 'q: type the words to look for.' };
  if (q.length > 200)
    return { ok: false, status: 400, code: 'invalid_parameter', message: 'q: at most 200 characters.' };
  const found = await lookupTender(segment);
  if (found.kind !== 'found') return { ok: false, status: 404, code: 'tender_not_found', message: 'No such tender.' };
  const hits = await searchTenderDocuments(await getDb(), found.tender.id, await readerId(), q);
  return { ok: true, hits: hits.map(({ rank: _rank, ...hit }) => hit) };
}

export interface DocumentPage {
  tender: TenderRow;
  documentId: string;
  fileName: string;
  kindLabel: string;
  page: number;
  pageCount: number;
  /** The page's text, the quote or else the query's words marked with hitStart/hitEnd when one was given. */
  text: string;
  ocr: boolean;
  /** A quote was asked for (a citation): whether it was found on this page and marked (its words, when asked for). */
  quote: { found: boolean; words: boolean } | null;
  /** Sentences of this page the analysis and the chat leave out, because they address an AI assistant. */
  leftOut: string[];
}

/** The words a chat citation marks ("Vadium|EUR 3.000,--"): at most 12, each as written on the page. */
function wordsOf(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .replace(/\u0000/g, '')
    .split('|')
    .map((word) => word.trim())
    .filter((word) => word.length > 0 && word.length <= 120)
    .slice(0, 12);
}

/** The page with each occurrence of `words` inside the quote's span marked; null when none of them is there. */
function markWords(text: string, span: { start: number; end: number }, words: readonly string[]): string | null {
  if (words.length === 0) return null;
  const marks: { start: number; end: number }[] = [];
  const inside = text.slice(span.start, span.end);
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    let at = inside.indexOf(word);
    while (at !== -1) {
      const start = span.start + at;
      const end = start + word.length;
      if (!marks.some((mark) => start < mark.end && end > mark.start)) marks.push({ start, end });
      at = inside.indexOf(word, at + word.length);
    }
  }
  if (marks.length === 0) return null;
  marks.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const mark of marks) {
    out += `${text.slice(at, mark.start)}${hitStart}${text.slice(mark.start, mark.end)}${hitEnd}`;
    at = mark.end;
  }
  return out + text.slice(at);
}

/** The longest quote the viewer looks for (a citation's quote is far shorter). */
const maxViewerQuote = 2_000;

/**
 * One page of a document for the viewer; null when the reader may not see it or it has no such page. A quote
 * (from a citation) is marked where it stands, found as the analysis verified it; otherwise the query's words.
 */
export async function getDocumentPage(
  tender: TenderRow,
  documentId: string,
  requestedPage: unknown,
  query: unknown,
  quote: unknown = null,
  words: unknown = null,
): Promise<DocumentPage | null> {
  const [db, reader] = await Promise.all([getDb(), readerId()]);
  if (!/^[0-9a-f-]{36}$/i.test(documentId)) return null;
  const document = await findTenderDocument(db, tender.id, documentId, reader);
  if (!document?.sha256) return null;
  const file = await getFile(db, document.sha256);
  if (!file || file.textStatus !== 'ready' || !file.pageCount) return null;
  const asked = typeof requestedPage === 'string' ? Number.parseInt(requestedPage, 10) : 1;
  const page = Number.isInteger(asked) && asked >= 1 && asked <= file.pageCount ? asked : 1;
  const q =
    typeof query === 'string'
      ? query
          .replace(/\u0000/g, '')
          .trim()
          .slice(0, 200)
      : '';
  const quoted =
    typeof quote === 'string'
      ? quote
          .replace(/\u0000/g, '')
          .slice(0, maxViewerQuote)
          .trim()
      : '';
  let text: string;
  let quoteFound: boolean | null = null;
  let wordsMarked = false;
  const plain = (await getPageText(db, file.sha256, page)) ?? '';
  if (quoted) {
    const span = locateQuote(plain, quoted);
    quoteFound = span !== null;
    const marked = span ? markWords(plain, span, wordsOf(words)) : null;
    wordsMarked = marked !== null;
    text = marked
      ? marked
      : span
        ? `${plain.slice(0, span.start)}${hitStart}${plain.slice(span.start, span.end)}${hitEnd}${plain.slice(span.end)}`
        : plain;
  } else {
    text = (q ? await highlightPage(db, file.sha256, page, q) : null) ?? plain;
  }
  return {
    tender,
    documentId,
    fileName: document.fileName,
    kindLabel: kindLabel(file.contentType),
    page,
    pageCount: file.pageCount,
    text,
    ocr: file.ocrPages.includes(page),
    quote: quoted ? { found: quoteFound === true, words: wordsMarked } : null,
    leftOut: screenInstructions(plain).leftOut,
  };
}

/** A short-lived link to a document's original file; null when the reader may not see it. */
export async function getDocumentFileUrl(
  tender: TenderRow,
  documentId: string,
  origin: string,
): Promise<string | null> {
  const [db, reader] = await Promise.all([getDb(), readerId()]);
  if (!/^[0-9a-f-]{36}$/i.test(documentId)) return null;
  const document = await findTenderDocument(db, tender.id, documentId, reader);
  if (!document?.sha256) return null;
  const file = await getFile(db, document.sha256);
  if (!file) return null;
  const name = document.fileName.split('/').pop() ?? 'document';
  return signedUrl(file.storagePath, 300, { download: name, origin });
}
