// The background work of documents: reading a file's text (unpacking archives into documents of their own),
// OCR of pages without text, and fetching a tender's documents from its portal. Each handler can run again
// after a crash or a retry and stores nothing twice.
import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { tenderDocuments, type Database } from '@/lib/db';
import { enqueueJob, PermanentJobError, type JobContext, type JobHandlers } from '@/lib/jobs';
import { getObject } from '@/lib/storage';
import { extractDocument, ocrPages, sniffType, unpackArchive } from './extract';
import { documentLimits } from './limits';
import { pagesToRead } from './queue';
import { splitPassages, textSearchConfig } from './passages';
import {
  addTenderDocument,
  documentsOfFile,
  getFile,
  savePages,
  storeFile,
  updateFile,
  type DocumentFileRow,
  type TenderDocumentRow,
} from './store';

export interface ReadFilePayload {
  sha256: string;
  /** The name it came with: words reasons, tells CSV from text. */
  fileName: string;
  /** The tender's language, for text too short to tell. */
  languageHint: string | null;
}

export interface OcrPayload {
  sha256: string;
  fileName: string;
  languages: string[];
}

/**
 * Queues reading a file's text, once per file whoever added it (its sha256 is the dedupe key), as work of `ownerId`
 * (who uploaded it, or whose fetch or archive brought it; null for the system's own) holding `pages` pages.
 */
export async function queueReading(
  db: Database,
  payload: ReadFilePayload,
  ownerId: string | null,
  pages = 1,
): Promise<void> {
  await enqueueJob(db, {
    kind: 'tender_files_processed',
    payload: { ...payload },
    dedupeKey: payload.sha256,
    ownerId,
    pages,
  });
}

function payloadOf<T>(ctx: JobContext): T {
  return ctx.job.payload as T;
}

async function bytesOf(file: DocumentFileRow): Promise<Uint8Array> {
  const object = await getObject(file.storagePath);
  if (!object) throw new PermanentJobError('The stored file is missing.');
  return object.bytes;
}

/** Marks the file unreadable with a reason for people, and ends the job without retrying. */
async function refuse(db: Database, sha256: string, reason: string): Promise<never> {
  await updateFile(db, sha256, { textStatus: 'failed', textError: reason });
  throw new PermanentJobError(reason);
}

/** Reads a file's text into pages and passages; an archive becomes documents of its own, one per entry. */
async function readFile(ctx: JobContext): Promise<void> {
  const { db } = ctx;
  const payload = payloadOf<ReadFilePayload>(ctx);
  const file = await getFile(db, payload.sha256);
  if (!file) throw new PermanentJobError('The file is no longer stored.');
  if (file.textStatus === 'ready') return;
  await updateFile(db, file.sha256, { textStatus: 'processing', textError: null });
  await ctx.progress(5, 'Reading the file');
  const bytes = await bytesOf(file);
  const sniffed = sniffType(bytes, payload.fileName);
  if (sniffed.type === 'zip') return unpack(ctx, file, bytes);

  const result = await extractDocument(bytes, {
    fileName: payload.fileName,
    languageHint: payload.languageHint,
    limits: { maxFileBytes: documentLimits.maxFileBytes },
    signal: ctx.signal,
    onProgress: (done, total) => void ctx.progress(5 + Math.round((done / Math.max(1, total)) * 80), 'Reading pages'),
  });
  if (!result.ok) return refuse(db, file.sha256, result.reason);

  await ctx.progress(90, 'Indexing the text');
  const passages = splitPassages(result.pages);
  await savePages(db, file.sha256, result.pages, passages, {
    source: 'text',
    language: result.language,
    searchConfig: textSearchConfig(result.language),
  });
  const needsOcr = result.lowTextPages.length > 0;
  await updateFile(db, file.sha256, {
    textStatus: 'ready',
    textKind: result.kind,
    pageCount: result.pages.length,
    language: result.language,
    contentType: result.mime,
    ocrPages: result.lowTextPages,
    ocrStatus: needsOcr ? 'pending' : 'none',
  });
  if (needsOcr) {
    const languages = [...new Set([result.language, payload.languageHint].filter((l): l is string => !!l))];
    await enqueueJob(db, {
      kind: 'document_ocr',
      payload: { sha256: file.sha256, fileName: payload.fileName, languages } satisfies OcrPayload,
      dedupeKey: `ocr:${file.sha256}`,
      // The reader's work still: it takes its turn among theirs, and its pages count in their queue.
      ownerId: ctx.job.ownerId,
      pages: result.lowTextPages.length,
    });
  }
}

/**
 * An archive: each entry is stored (once, by content) and added to every tender document that points at the
 * archive, under it; readable entries get a reading job of their own.
 */
async function unpack(ctx: JobContext, file: DocumentFileRow, bytes: Uint8Array): Promise<void> {
  const { db } = ctx;
  const result = await unpackArchive(bytes, {
    maxEntryBytes: documentLimits.maxFileBytes,
    maxEntries: documentLimits.maxArchiveEntries,
  });
  if (!result.ok) return refuse(db, file.sha256, result.reason);
  const parents = await documentsOfFile(db, file.sha256);
  let done = 0;
  for (const entry of result.entries) {
    const sniffed = sniffType(entry.bytes, entry.name);
    const stored = sniffed.supported ? (await storeFile(db, entry.bytes, sniffed.mime)).file : null;
    for (const parent of parents) {
      await addEntry(db, parent, {
        fileName: entry.path,
        sha256: stored?.sha256 ?? null,
        error: stored ? null : (sniffed.reason ?? 'This kind of file cannot be read.'),
      });
    }
    if (stored && stored.textStatus !== 'ready') {
      const pages = await pagesToRead(entry.bytes, sniffed);
      await queueReading(
        db,
        { sha256: stored.sha256, fileName: entry.name, languageHint: null },
        ctx.job.ownerId,
        pages,
      );
    }
    done += 1;
    await ctx.progress(10 + Math.round((done / Math.max(1, result.entries.length)) * 85), 'Unpacking the archive');
  }
  for (const skipped of result.skipped) {
    for (const parent of parents)
      await addEntry(db, parent, { fileName: skipped.path, sha256: null, error: skipped.reason });
  }
  await updateFile(db, file.sha256, {
    textStatus: 'ready',
    textKind: null,
    pageCount: 0,
    contentType: 'application/zip',
  });
}

/** An archive entry under its archive's document; an entry added before (a retried job) is not added again. */
async function addEntry(
  db: Database,
  parent: TenderDocumentRow,
  entry: { fileName: string; sha256: string | null; error: string | null },
): Promise<void> {
  if (entry.sha256 === null) {
    const [known] = await db
      .select({ id: tenderDocuments.id })
      .from(tenderDocuments)
      .where(
        and(
          eq(tenderDocuments.parentId, parent.id),
          eq(tenderDocuments.fileName, entry.fileName),
          isNull(tenderDocuments.sha256),
        ),
      );
    if (known) return;
  }
  await addTenderDocument(db, {
    tenderId: parent.tenderId,
    ownerId: parent.ownerId,
    origin: 'archive',
    parentId: parent.id,
    fileName: entry.fileName,
    sha256: entry.sha256,
    error: entry.error,
  });
}

/**
 * A document added for an archive that was unpacked before (another tender or reader): its entries are copied
 * from a document of the same archive, so every reader sees them without unpacking it again.
 */
export async function copyArchiveEntries(db: Database, document: TenderDocumentRow): Promise<boolean> {
  if (!document.sha256) return false;
  const siblings = await db
    .select({ id: tenderDocuments.id })
    .from(tenderDocuments)
    .where(eq(tenderDocuments.sha256, document.sha256));
  const ids = siblings.map((row) => row.id).filter((id) => id !== document.id);
  if (ids.length === 0) return false;
  const entries = await db.select().from(tenderDocuments).where(inArray(tenderDocuments.parentId, ids));
  if (entries.length === 0) return false;
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = `${entry.fileName}\u0000${entry.sha256 ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await addEntry(db, document, { fileName: entry.fileName, sha256: entry.sha256, error: entry.error });
  }
  return true;
}

/** Reads the pages without text of a file by OCR, replacing their (empty) text. */
async function ocrFile(ctx: JobContext): Promise<void> {
  const { db } = ctx;
  const payload = payloadOf<OcrPayload>(ctx);
  const file = await getFile(db, payload.sha256);
  if (!file || file.ocrPages.length === 0 || file.ocrStatus === 'ready') return;
  await updateFile(db, file.sha256, { ocrStatus: 'processing' });
  const bytes = await bytesOf(file);
  await ctx.progress(2, `Reading ${file.ocrPages.length} scanned page(s)`);
  const result = await ocrPages(bytes, file.ocrPages, {
    languages: payload.languages,
    signal: ctx.signal,
    onPage: (done, total) => ctx.progress(2 + Math.round((done / Math.max(1, total)) * 93), 'Reading scanned pages'),
  });
  if (!result.ok) {
    await updateFile(db, file.sha256, { ocrStatus: 'failed', textError: result.reason });
    throw new PermanentJobError(result.reason);
  }
  const pages = result.pages.map((page) => ({ number: page.number, text: page.text, blocks: page.blocks }));
  const passages = splitPassages(pages);
  // Sequence numbers after the text's own, so OCR passages never collide with them.
  const offset = 1_000_000;
  await savePages(
    db,
    file.sha256,
    pages,
    passages.map((passage) => ({ ...passage, seq: passage.seq + offset })),
    { source: 'ocr', language: file.language, searchConfig: textSearchConfig(file.language) },
  );
  await updateFile(db, file.sha256, { ocrStatus: 'ready' });
}

export const documentJobHandlers: JobHandlers = {
  tender_files_processed: readFile,
  document_ocr: ocrFile,
};
