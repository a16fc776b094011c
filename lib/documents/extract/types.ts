// The shapes and limits of text extraction: what goes in, what comes out, and why a file is refused.
import type { StoredTextBlock } from '@/lib/db/schema';

/** The spec's document kinds for extracted text: a PDF's own text, a parsed office or text file, or OCR. */
export type TextKind = 'pdf_converted' | 'docling_parsed' | 'textract_parsed';

/** A page of text, numbered from 1; for files without pages (DOCX, HTML …) a section of about a page. */
export interface PageText {
  number: number;
  /** The page's words as read, verbatim: every quote is checked against this. */
  text: string;
  /** What the text is made of, in order, where the reader could tell (PDF layout, OCR, office files). */
  blocks?: TextBlock[];
}

/**
 * A part of a page's text, by its offsets in it: a heading, a paragraph, a list item, a table row (with its cells'
 * offsets and the head row of its table), or a running header or footer (the same words on most pages). Stored with
 * the page as it is (app.document_pages.blocks), so its shape is the database's.
 */
export type TextBlock = StoredTextBlock;

/** Why a file (or an archive) cannot be read. */
export type RefusalCode =
  | 'empty'
  | 'too_large'
  | 'encrypted'
  | 'corrupt'
  | 'unsupported'
  | 'zip_bomb'
  /** A plain ZIP archive: unpack it with `unpackArchive` and extract each entry. */
  | 'archive';

export interface Refusal {
  ok: false;
  code: RefusalCode;
  /** One sentence for the person who sent the file, saying what to do instead. */
  reason: string;
  /** The underlying error, for logs only. */
  detail?: string;
}

/** The real type of a file, read from its bytes. */
export type FileType =
  | 'pdf'
  | 'docx'
  | 'xlsx'
  | 'odt'
  | 'ods'
  | 'text'
  | 'html'
  | 'xml'
  | 'png'
  | 'jpeg'
  | 'webp'
  | 'bmp'
  | 'zip'
  // Recognised, but not read: each has its own reason.
  | 'doc'
  | 'xls'
  | 'ppt'
  | 'pptx'
  | 'odp'
  | 'rtf'
  | 'msg'
  | 'office_encrypted'
  | 'tiff'
  | 'gif'
  | 'archive_other'
  | 'binary';

export interface ExtractLimits {
  /** Largest file read, in bytes. */
  maxFileBytes: number;
  /** Most pages a document may have. */
  maxPages: number;
  /** Largest total a ZIP-based office file (DOCX, XLSX, ODT, ODS) may unpack to, in bytes. */
  maxUnpackedBytes: number;
  /** Largest ratio of unpacked to packed size of one part of a ZIP-based file. */
  maxCompressionRatio: number;
  /** Target length of the sections that stand in for pages in files without pages, in characters. */
  sectionChars: number;
}

export const defaultExtractLimits: ExtractLimits = {
  maxFileBytes: 50 * 1024 * 1024,
  maxPages: 5_000,
  maxUnpackedBytes: 300 * 1024 * 1024,
  maxCompressionRatio: 200,
  sectionChars: 3_000,
};

export interface ArchiveLimits {
  /** Archives inside archives are unpacked down to this depth (the archive itself is depth 1). */
  maxDepth: number;
  /** Most files an archive may hold, nested archives' files included. */
  maxEntries: number;
  /** Largest file inside an archive, unpacked, in bytes; larger ones are skipped with a reason. */
  maxEntryBytes: number;
  /** Largest total of all files unpacked from one archive, in bytes. */
  maxTotalBytes: number;
  /** Largest ratio of unpacked to packed size of one entry (above 1 MB) before the archive is taken for a ZIP bomb. */
  maxCompressionRatio: number;
}

export const defaultArchiveLimits: ArchiveLimits = {
  maxDepth: 2,
  maxEntries: 500,
  maxEntryBytes: 50 * 1024 * 1024,
  maxTotalBytes: 500 * 1024 * 1024,
  maxCompressionRatio: 200,
};

export function refusal(code: RefusalCode, reason: string, detail?: string): Refusal {
  return detail === undefined ? { ok: false, code, reason } : { ok: false, code, reason, detail };
}

/** "12.3 MB" for a person reading a refusal. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The message of an unknown thrown value, for a refusal's `detail`. */
export function errorDetail(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
