// A tender's readable documents as one set, for analysis jobs that have no request: their pages, and a fingerprint
// that changes when the set does. Kept apart from the front door so workers load it without the router.
import 'server-only';
import { createHash } from 'node:crypto';
import type { Database } from '@/lib/db';
import { markRunningLines } from './extract';
import { listReadableDocuments, loadPages, type LoadedPage, type ReadableDocument } from './store';

export interface DocumentSet {
  /** The readable documents with their pages (empty pages when asked without them). */
  documents: (ReadableDocument & { pages: LoadedPage[] })[];
  /** Changes when a document is added or removed, or its text changes (OCR): reports made from it are stale. */
  fingerprint: string;
  /** Documents still being read (text or OCR). */
  reading: number;
}

export function documentSetFingerprint(documents: readonly ReadableDocument[]): string {
  const lines = documents.map((d) => `${d.documentId}:${d.sha256}:${d.pageCount}:${d.ocrStatus}`).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 32);
}

/**
 * A document's pages with its running headers and footers decided over all of them: OCR'd pages, read after the
 * text pages, are judged against the rest here.
 */
function withRunningLines(pages: LoadedPage[]): LoadedPage[] {
  if (!pages.some((page) => page.blocks?.some((block) => block.edge))) return pages;
  return markRunningLines(pages.map((page) => ({ ...page, number: page.page, blocks: page.blocks ?? undefined }))).map(
    ({ number: _number, ...page }) => ({ ...page, blocks: page.blocks ?? null }),
  );
}

/**
 * The documents of a tender whose text is read, as `readerId` may see them (for analysis jobs, which have no
 * request): with their pages unless `withPages` is false.
 */
export async function readDocumentSet(
  db: Database,
  tenderId: string,
  readerId: string | null,
  { withPages = true }: { withPages?: boolean } = {},
): Promise<DocumentSet> {
  const { documents, reading } = await listReadableDocuments(db, tenderId, readerId);
  const pages = withPages
    ? await loadPages(
        db,
        documents.map((document) => document.sha256),
      )
    : new Map();
  return {
    documents: documents.map((document) => ({
      ...document,
      pages: withRunningLines(pages.get(document.sha256) ?? []),
    })),
    fingerprint: documentSetFingerprint(documents),
    reading,
  };
}

/** The text of these pages of a tender's documents the reader may see, by "documentId:page". */
export async function readPageTexts(
  db: Database,
  tenderId: string,
  readerId: string | null,
  refs: readonly { documentId: string; page: number }[],
): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  if (refs.length === 0) return texts;
  const { documents } = await listReadableDocuments(db, tenderId, readerId);
  const wanted = documents.filter((document) => refs.some((ref) => ref.documentId === document.documentId));
  const pages = await loadPages(
    db,
    wanted.map((document) => document.sha256),
  );
  for (const document of wanted) {
    for (const page of pages.get(document.sha256) ?? []) {
      if (refs.some((ref) => ref.documentId === document.documentId && ref.page === page.page)) {
        texts.set(`${document.documentId}:${page.page}`, page.text);
      }
    }
  }
  return texts;
}
