// Tender documents: files fetched from a buyer's portal or uploaded by a user, their text per page, and the
// passages that search inside reads. The same bytes are stored and read once (document_files, by sha256);
// tender_documents says which tender a file belongs to and who may see it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { app } from './app';
import { profiles } from './profiles';
import { tenders } from './tenders';

const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Text of a file: per page from a PDF, pages cut from a DOCX/ODT/sheet/HTML, or read by OCR. */
export type DocumentTextKind = 'pdf_converted' | 'docling_parsed' | 'textract_parsed';
export type DocumentTextStatus = 'pending' | 'processing' | 'ready' | 'failed';
/** fetched: from the buyer's portal (shared by all readers); uploaded: by a user (private); archive: from a ZIP. */
export type DocumentOrigin = 'fetched' | 'uploaded' | 'archive';
export type PageSource = 'text' | 'ocr';

export const documentFiles = app
  .table('document_files', {
    sha256: text('sha256').primaryKey(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Sniffed from the bytes, never taken from a header or a file name alone. */
    contentType: text('content_type').notNull(),
    /** Content-addressed key in the `tender-documents` bucket. */
    storagePath: text('storage_path').notNull(),
    textStatus: text('text_status').$type<DocumentTextStatus>().notNull().default('pending'),
    textError: text('text_error'),
    textKind: text('text_kind').$type<DocumentTextKind>(),
    pageCount: integer('page_count'),
    /** ISO 639-1 of the text, when it could be told. */
    language: text('language'),
    /** Pages with little or no text, read by OCR (textract_parsed) in a job of their own. */
    ocrPages: integer('ocr_pages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ocrStatus: text('ocr_status').$type<DocumentTextStatus | 'none'>().notNull().default('none'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  })
  .enableRLS();

export const tenderDocuments = app
  .table(
    'tender_documents',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      tenderId: text('tender_id')
        .notNull()
        .references(() => tenders.id, { onDelete: 'cascade' }),
      /** Null: fetched for a public tender, shared by all its readers. Else the uploader, who alone sees it. */
      ownerId: uuid('owner_id').references(() => profiles.userId, { onDelete: 'cascade' }),
      origin: text('origin').$type<DocumentOrigin>().notNull(),
      /** The archive an entry was unpacked from. */
      parentId: uuid('parent_id').references((): AnyPgColumn => tenderDocuments.id, { onDelete: 'cascade' }),
      /** The spec's document kind of the file itself; its text has the kind of document_files.text_kind. */
      kind: text('kind').notNull().default('raw'),
      fileName: text('file_name').notNull(),
      sourceUrl: text('source_url'),
      sha256: text('sha256').references(() => documentFiles.sha256),
      /** Why the file itself was refused (too large, unsupported, a ZIP bomb …); its text's state is on the file. */
      error: text('error'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('tender_documents_tender_idx').on(t.tenderId, t.createdAt),
      // One shared copy of a file per tender, and one per uploader: the same file twice is the same document.
      uniqueIndex('tender_documents_shared_file_idx')
        .on(t.tenderId, t.sha256)
        .where(sql`${t.ownerId} is null and ${t.sha256} is not null`),
      uniqueIndex('tender_documents_owned_file_idx')
        .on(t.tenderId, t.ownerId, t.sha256)
        .where(sql`${t.ownerId} is not null and ${t.sha256} is not null`),
      index('tender_documents_sha_idx').on(t.sha256),
    ],
  )
  .enableRLS();

/** What fetching a tender's documents from its portal found: one row per tender, for every reader. */
export const tenderDocumentFetches = app
  .table('tender_document_fetches', {
    tenderId: text('tender_id')
      .primaryKey()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    status: text('status').$type<'running' | 'done' | 'login_required' | 'failed'>().notNull(),
    /** The portal a reader should visit when its documents need a login. */
    portalUrl: text('portal_url'),
    files: integer('files').notNull().default(0),
    /** Links that were refused, with a reason a person understands. */
    refused: jsonb('refused').$type<{ url: string; reason: string }[]>().notNull().default([]),
    message: text('message'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  })
  .enableRLS();

/** A block of a page's text as the documents' reader laid it out (lib/documents/extract's TextBlock). */
export interface StoredTextBlock {
  kind: 'heading' | 'paragraph' | 'list_item' | 'table_row' | 'header' | 'footer';
  start: number;
  end: number;
  level?: number;
  cells?: [number, number][];
  table?: number;
  head?: string[];
  headRow?: boolean;
  edge?: 'top' | 'bottom';
}

export const documentPages = app
  .table(
    'document_pages',
    {
      sha256: text('sha256')
        .notNull()
        .references(() => documentFiles.sha256, { onDelete: 'cascade' }),
      page: integer('page').notNull(),
      text: text('text').notNull(),
      source: text('source').$type<PageSource>().notNull().default('text'),
      /** The page's headings, paragraphs, list items, table rows and running lines, by offsets in `text`. */
      blocks: jsonb('blocks').$type<StoredTextBlock[]>(),
    },
    (t) => [primaryKey({ columns: [t.sha256, t.page] })],
  )
  .enableRLS();

export const documentPassages = app
  .table(
    'document_passages',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      sha256: text('sha256')
        .notNull()
        .references(() => documentFiles.sha256, { onDelete: 'cascade' }),
      page: integer('page').notNull(),
      seq: integer('seq').notNull(),
      text: text('text').notNull(),
      language: text('language'),
      searchConfig: regconfig('search_config').notNull(),
      searchVector: tsvector('search_vector').notNull(),
    },
    (t) => [
      uniqueIndex('document_passages_page_seq_idx').on(t.sha256, t.page, t.seq),
      index('document_passages_search_idx').using('gin', t.searchVector),
    ],
  )
  .enableRLS();
