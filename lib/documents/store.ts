// The documents' rows: files stored once by content, the documents of a tender that point at them, their
// pages and passages. Functions take the database; the front door (index.ts) finds it and the reader.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  documentFiles,
  documentPages,
  documentPassages,
  queryRows,
  tenderDocumentFetches,
  tenderDocuments,
  type Database,
  type DocumentOrigin,
  type PageSource,
  type StoredTextBlock,
} from '@/lib/db';
import { documentsBucket, putObject } from '@/lib/storage';
import { hitEnd, hitStart } from './views';

export type DocumentFileRow = typeof documentFiles.$inferSelect;
export type TenderDocumentRow = typeof tenderDocuments.$inferSelect;
export type DocumentFetchRow = typeof tenderDocumentFetches.$inferSelect;

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Where a file's bytes live in the bucket: by content, so the same bytes are one object. */
export function storagePathOf(sha256: string): string {
  return `files/${sha256.slice(0, 2)}/${sha256}`;
}

/**
 * Stores bytes once: a file seen before (same sha256) is neither uploaded nor read again. The object is written
 * before its row, so a row always has its bytes; an object whose row never came is simply written again.
 */
export async function storeFile(
  db: Database,
  bytes: Uint8Array,
  contentType: string,
): Promise<{ file: DocumentFileRow; created: boolean }> {
  const sha256 = sha256Of(bytes);
  const [known] = await db.select().from(documentFiles).where(eq(documentFiles.sha256, sha256));
  if (known) return { file: known, created: false };
  const storagePath = storagePathOf(sha256);
  await putObject(storagePath, bytes, contentType, { bucket: documentsBucket });
  const [inserted] = await db
    .insert(documentFiles)
    .values({ sha256, size: bytes.byteLength, contentType, storagePath })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { file: inserted, created: true };
  const [raced] = await db.select().from(documentFiles).where(eq(documentFiles.sha256, sha256));
  return { file: raced!, created: false };
}

export interface NewTenderDocument {
  tenderId: string;
  ownerId: string | null;
  origin: DocumentOrigin;
  parentId?: string | null;
  fileName: string;
  sourceUrl?: string | null;
  sha256: string | null;
  error?: string | null;
}

/** Adds a document to a tender; the same file again (for the same reader) is the existing document. */
export async function addTenderDocument(
  db: Database,
  input: NewTenderDocument,
): Promise<{ document: TenderDocumentRow; created: boolean }> {
  const [inserted] = await db
    .insert(tenderDocuments)
    .values({
      tenderId: input.tenderId,
      ownerId: input.ownerId,
      origin: input.origin,
      parentId: input.parentId ?? null,
      fileName: input.fileName,
      sourceUrl: input.sourceUrl ?? null,
      sha256: input.sha256,
      error: input.error ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { document: inserted, created: true };
  const [existing] = await db
    .select()
    .from(tenderDocuments)
    .where(
      and(
        eq(tenderDocuments.tenderId, input.tenderId),
        eq(tenderDocuments.sha256, input.sha256 ?? ''),
        input.ownerId === null ? isNull(tenderDocuments.ownerId) : eq(tenderDocuments.ownerId, input.ownerId),
      ),
    );
  if (!existing) throw new Error('A document conflicted with one that cannot be found.');
  return { document: existing, created: false };
}

/** Documents a reader may see: those shared with everyone (fetched) and their own uploads. */
export function visibleDocuments(readerId: string | null): SQL {
  return readerId === null
    ? isNull(tenderDocuments.ownerId)
    : or(isNull(tenderDocuments.ownerId), eq(tenderDocuments.ownerId, readerId))!;
}

export interface DocumentListItem {
  id: string;
  fileName: string;
  origin: DocumentOrigin;
  parentId: string | null;
  ownerId: string | null;
  sourceUrl: string | null;
  error: string | null;
  createdAt: Date;
  sha256: string | null;
  size: number | null;
  contentType: string | null;
  textStatus: DocumentFileRow['textStatus'] | null;
  textError: string | null;
  textKind: DocumentFileRow['textKind'];
  pageCount: number | null;
  language: string | null;
  ocrStatus: DocumentFileRow['ocrStatus'] | null;
  ocrPages: number[];
}

/** A tender's documents as `readerId` may see them, archives before their entries, oldest first. */
export async function listTenderDocuments(
  db: Database,
  tenderId: string,
  readerId: string | null,
): Promise<DocumentListItem[]> {
  return db
    .select({
      id: tenderDocuments.id,
      fileName: tenderDocuments.fileName,
      origin: tenderDocuments.origin,
      parentId: tenderDocuments.parentId,
      ownerId: tenderDocuments.ownerId,
      sourceUrl: tenderDocuments.sourceUrl,
      error: tenderDocuments.error,
      createdAt: tenderDocuments.createdAt,
      sha256: tenderDocuments.sha256,
      size: documentFiles.size,
      contentType: documentFiles.contentType,
      textStatus: documentFiles.textStatus,
      textError: documentFiles.textError,
      textKind: documentFiles.textKind,
      pageCount: documentFiles.pageCount,
      language: documentFiles.language,
      ocrStatus: documentFiles.ocrStatus,
      ocrPages: sql<number[]>`coalesce(${documentFiles.ocrPages}, '{}'::integer[])`,
    })
    .from(tenderDocuments)
    .leftJoin(documentFiles, eq(documentFiles.sha256, tenderDocuments.sha256))
    .where(and(eq(tenderDocuments.tenderId, tenderId), visibleDocuments(readerId)))
    .orderBy(asc(tenderDocuments.createdAt), asc(tenderDocuments.fileName));
}

export async function findTenderDocument(
  db: Database,
  tenderId: string,
  documentId: string,
  readerId: string | null,
): Promise<DocumentListItem | null> {
  const rows = await listTenderDocuments(db, tenderId, readerId);
  return rows.find((row) => row.id === documentId) ?? null;
}

/**
 * How many files a reader added to a tender themselves (the per-tender limit counts these): an archive counts once,
 * its entries not (they have a cap of their own, documentLimits.maxArchiveEntries).
 */
export async function countOwnDocuments(db: Database, tenderId: string, ownerId: string): Promise<number> {
  return db.$count(
    tenderDocuments,
    and(eq(tenderDocuments.tenderId, tenderId), eq(tenderDocuments.ownerId, ownerId), isNull(tenderDocuments.parentId)),
  );
}

/** The documents that point at a file (every tender and reader it was added for). */
export async function documentsOfFile(db: Database, sha256: string): Promise<TenderDocumentRow[]> {
  return db.select().from(tenderDocuments).where(eq(tenderDocuments.sha256, sha256));
}

export async function getFile(db: Database, sha256: string): Promise<DocumentFileRow | null> {
  const [row] = await db.select().from(documentFiles).where(eq(documentFiles.sha256, sha256));
  return row ?? null;
}

export async function updateFile(db: Database, sha256: string, values: Partial<DocumentFileRow>): Promise<void> {
  await db
    .update(documentFiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(documentFiles.sha256, sha256));
}

export interface StoredPassage {
  page: number;
  seq: number;
  text: string;
}

/**
 * Writes a file's pages and their passages, replacing what those pages had: one transaction, so search never
 * sees half a page, and running it again (a retried job) stores nothing twice.
 */
export async function savePages(
  db: Database,
  sha256: string,
  pages: readonly { number: number; text: string; blocks?: readonly StoredTextBlock[] }[],
  passages: readonly StoredPassage[],
  { source, language, searchConfig }: { source: PageSource; language: string | null; searchConfig: string },
): Promise<void> {
  const numbers = pages.map((page) => page.number);
  await db.transaction(async (tx) => {
    if (numbers.length > 0) {
      await tx
        .delete(documentPassages)
        .where(and(eq(documentPassages.sha256, sha256), inArray(documentPassages.page, numbers)));
      await tx.delete(documentPages).where(and(eq(documentPages.sha256, sha256), inArray(documentPages.page, numbers)));
    }
    for (const batch of chunks(pages, 200)) {
      await tx.insert(documentPages).values(
        batch.map((page) => ({
          sha256,
          page: page.number,
          text: page.text,
          source,
          blocks: page.blocks ? [...page.blocks] : null,
        })),
      );
    }
    for (const batch of chunks(passages, 200)) {
      // The vector in the language's own configuration, unaccented like the tenders' (app.immutable_unaccent).
      const rows = batch.map(
        (passage) =>
          sql`(${sha256}, ${passage.page}, ${passage.seq}, ${passage.text}, ${language}, ${searchConfig}::regconfig, to_tsvector(${searchConfig}::regconfig, app.immutable_unaccent(${passage.text})))`,
      );
      await tx.execute(
        sql`insert into ${documentPassages} (sha256, page, seq, text, language, search_config, search_vector) values ${sql.join(rows, sql`, `)}`,
      );
    }
  });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function getPageText(db: Database, sha256: string, page: number): Promise<string | null> {
  const [row] = await db
    .select({ text: documentPages.text })
    .from(documentPages)
    .where(and(eq(documentPages.sha256, sha256), eq(documentPages.page, page)));
  return row?.text ?? null;
}

export interface DocumentHit {
  documentId: string;
  fileName: string;
  page: number;
  snippet: string;
  rank: number;
}

/** The documents (aliased `d`) a reader may see: everyone's, and their own uploads. */
function readableBy(readerId: string | null): SQL {
  return readerId === null ? sql`d.owner_id is null` : sql`(d.owner_id is null or d.owner_id = ${readerId}::uuid)`;
}

/**
 * Passages of a tender's documents (those the reader may see) that match a web-search query, in each passage's
 * own language configuration, best first, one hit per document page.
 */
export async function searchTenderDocuments(
  db: Database,
  tenderId: string,
  readerId: string | null,
  query: string,
  limit = 20,
): Promise<DocumentHit[]> {
  const visible = readableBy(readerId);
  const rows = await queryRows<{
    document_id: string;
    file_name: string;
    page: number;
    snippet: string;
    rank: number;
  }>(
    db,
    sql`
      with hits as (
        select d.id as document_id, d.file_name, p.page, p.text, p.search_config, q.query,
               ts_rank(p.search_vector, q.query) as rank,
               row_number() over (partition by d.id, p.page order by ts_rank(p.search_vector, q.query) desc, p.seq) as n
        from ${tenderDocuments} d
        join ${documentPassages} p on p.sha256 = d.sha256
        cross join lateral (select websearch_to_tsquery(p.search_config, app.immutable_unaccent(${query})) as query) q
        where d.tender_id = ${tenderId} and ${visible} and p.search_vector @@ q.query
      )
      select document_id, file_name, page, rank,
             ts_headline(search_config, text, query,
               ${`StartSel=${hitStart}, StopSel=${hitEnd}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`}) as snippet
      from hits where n = 1
      order by rank desc, file_name, page
      limit ${limit}`,
  );
  return rows.map((row) => ({
    documentId: row.document_id,
    fileName: row.file_name,
    page: Number(row.page),
    snippet: row.snippet,
    rank: Number(row.rank),
  }));
}

/** The page's text with every word of the query marked, as search marks it (for the viewer). */
export async function highlightPage(db: Database, sha256: string, page: number, query: string): Promise<string | null> {
  const [row] = await queryRows<{ text: string }>(
    db,
    sql`
      select ts_headline(c.config, p.text, websearch_to_tsquery(c.config, app.immutable_unaccent(${query})),
               ${`StartSel=${hitStart}, StopSel=${hitEnd}, HighlightAll=true`}) as text
      from ${documentPages} p
      cross join lateral (
        select coalesce((select search_config from ${documentPassages} s where s.sha256 = p.sha256 limit 1), 'simple'::regconfig) as config
      ) c
      where p.sha256 = ${sha256} and p.page = ${page}`,
  );
  return row?.text ?? null;
}

export async function getFetch(db: Database, tenderId: string): Promise<DocumentFetchRow | null> {
  const [row] = await db.select().from(tenderDocumentFetches).where(eq(tenderDocumentFetches.tenderId, tenderId));
  return row ?? null;
}

export async function saveFetch(
  db: Database,
  tenderId: string,
  values: Omit<typeof tenderDocumentFetches.$inferInsert, 'tenderId'>,
): Promise<void> {
  await db
    .insert(tenderDocumentFetches)
    .values({ tenderId, ...values })
    .onConflictDoUpdate({ target: tenderDocumentFetches.tenderId, set: { ...values, updatedAt: new Date() } });
}

export interface ReadableDocument {
  documentId: string;
  fileName: string;
  sha256: string;
  language: string | null;
  pageCount: number;
  ocrStatus: DocumentFileRow['ocrStatus'];
}

/**
 * The documents of a tender a reader may see whose text is read (archives themselves have none), and how many
 * are still being read (text or OCR).
 */
export async function listReadableDocuments(
  db: Database,
  tenderId: string,
  readerId: string | null,
): Promise<{ documents: ReadableDocument[]; reading: number }> {
  const items = await listTenderDocuments(db, tenderId, readerId);
  const documents: ReadableDocument[] = [];
  let reading = 0;
  for (const item of items) {
    if (item.error || !item.sha256) continue;
    const busyText = item.textStatus === 'pending' || item.textStatus === 'processing';
    const busyOcr = item.ocrStatus === 'pending' || item.ocrStatus === 'processing';
    if (busyText || busyOcr) reading++;
    if (item.textStatus !== 'ready' || !item.pageCount) continue;
    documents.push({
      documentId: item.id,
      fileName: item.fileName,
      sha256: item.sha256,
      language: item.language,
      pageCount: item.pageCount,
      ocrStatus: item.ocrStatus ?? 'none',
    });
  }
  return { documents, reading };
}

export interface LoadedPage {
  page: number;
  text: string;
  /** The page's layout, when it was read with one. */
  blocks: StoredTextBlock[] | null;
}

/** The pages of these files, in page order, by file. */
export async function loadPages(db: Database, sha256s: readonly string[]): Promise<Map<string, LoadedPage[]>> {
  const byFile = new Map<string, LoadedPage[]>();
  if (sha256s.length === 0) return byFile;
  const rows = await db
    .select({
      sha256: documentPages.sha256,
      page: documentPages.page,
      text: documentPages.text,
      blocks: documentPages.blocks,
    })
    .from(documentPages)
    .where(inArray(documentPages.sha256, [...new Set(sha256s)]))
    .orderBy(asc(documentPages.sha256), asc(documentPages.page));
  for (const row of rows) {
    const pages = byFile.get(row.sha256) ?? [];
    pages.push({ page: row.page, text: row.text, blocks: row.blocks });
    byFile.set(row.sha256, pages);
  }
  return byFile;
}

export interface RetrievedPassage {
  documentId: string;
  fileName: string;
  page: number;
  text: string;
  searchConfig: string;
  /** How many of the question's words (as lexemes of the passage's language) the passage holds, of `total`. */
  matched: number;
  total: number;
  rank: number;
}

/**
 * The passages of a tender's documents (as the reader may see them) that share most words with a question:
 * any of its words may match (a question is not a search for all of them), those holding more of them first.
 */
export async function retrievePassages(
  db: Database,
  tenderId: string,
  readerId: string | null,
  question: string,
  limit = 8,
): Promise<RetrievedPassage[]> {
  const visible = readableBy(readerId);
  const rows = await queryRows<{
    document_id: string;
    file_name: string;
    page: number;
    text: string;
    search_config: string;
    matched: number | string;
    total: number | string;
    rank: number;
  }>(
    db,
    sql`
      select d.id as document_id, d.file_name, p.page, p.text, p.search_config::text as search_config,
             (select count(*) from unnest(q.lexemes) l where p.search_vector @@ quote_literal(l)::tsquery) as matched,
             cardinality(q.lexemes) as total,
             ts_rank_cd(p.search_vector, q.query) as rank
      from ${tenderDocuments} d
      join ${documentPassages} p on p.sha256 = d.sha256
      cross join lateral (
        select replace(plainto_tsquery(p.search_config, app.immutable_unaccent(${question}))::text, ' & ', ' | ')::tsquery as query,
               tsvector_to_array(to_tsvector(p.search_config, app.immutable_unaccent(${question}))) as lexemes
      ) q
      where d.tender_id = ${tenderId} and ${visible} and cardinality(q.lexemes) > 0 and p.search_vector @@ q.query
      order by matched desc, rank desc, d.file_name, p.page, p.seq
      limit ${limit}`,
  );
  return rows.map((row) => ({
    documentId: row.document_id,
    fileName: row.file_name,
    page: Number(row.page),
    text: row.text,
    searchConfig: row.search_config,
    matched: Number(row.matched),
    total: Number(row.total),
    rank: Number(row.rank),
  }));
}

/** For each text, how many of the question's words it holds, as lexemes of `config` (a passage's language). */
export async function countQuestionWords(
  db: Database,
  texts: readonly string[],
  question: string,
  config: string,
): Promise<number[]> {
  if (texts.length === 0) return [];
  const rows = await queryRows<{ n: number | string; matched: number | string }>(
    db,
    sql`
      select t.n, (
        select count(*) from unnest(tsvector_to_array(to_tsvector(${config}::regconfig, app.immutable_unaccent(${question})))) l
        where to_tsvector(${config}::regconfig, app.immutable_unaccent(t.text)) @@ quote_literal(l)::tsquery
      ) as matched
      from unnest(${sql`array[${sql.join(
        texts.map((text) => sql`${text}`),
        sql`, `,
      )}]::text[]`}) with ordinality as t(text, n)
      order by t.n`,
  );
  return rows.map((row) => Number(row.matched));
}
