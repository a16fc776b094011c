// One page of a document's text with the searched words or a citation's quote marked, page links, and the
// original file.
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import type { DocumentPage } from '@/lib/documents';
import { MarkedText } from './marked-text';

function pageHref(page: DocumentPage, number: number, query: string): string {
  const params = new URLSearchParams({ page: String(number) });
  if (query) params.set('q', query);
  return `/tenders/${page.tender.id}/documents/${page.documentId}?${params}`;
}

export function DocumentViewer({ page, query }: { page: DocumentPage; query: string }) {
  const base = `/tenders/${page.tender.id}`;
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-fg">
        <Link
          href={`${base}#documents-heading`}
          prefetch={false}
          className="text-accent underline-offset-4 hover:underline"
        >
          {page.tender.title}
        </Link>
      </nav>
      <header className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words">{page.fileName}</h1>
          <p className="mt-1 text-sm text-muted-fg">
            {page.kindLabel} · page {page.page} of {page.pageCount}
            {page.ocr ? ' · read from a scan (OCR): check the original where it matters' : ''}
          </p>
        </div>
        <ButtonLink href={`${base}/documents/${page.documentId}/file`} prefetch={false} variant="secondary" size="sm">
          <Download aria-hidden className="h-4 w-4" />
          Original file
        </ButtonLink>
      </header>
      <PageLinks page={page} query={query} />
      {page.leftOut.length > 0 ? (
        <div
          role="note"
          className="mt-4 rounded-lg border border-border bg-card p-3 text-sm"
          data-testid="left-out-passages"
        >
          <p>
            {page.leftOut.length === 1 ? 'A passage' : `${page.leftOut.length} passages`} on this page{' '}
            {page.leftOut.length === 1 ? 'was' : 'were'} left out of the analysis and the chat because{' '}
            {page.leftOut.length === 1 ? 'it addresses' : 'they address'} an AI assistant, not the bidders:
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-fg">
            {page.leftOut.map((sentence, index) => (
              <li key={index}>“{sentence.replace(/\s+/gu, ' ')}”</li>
            ))}
          </ul>
        </div>
      ) : null}
      {page.quote ? (
        <p role="status" className="mt-4 text-sm" data-testid="quote-status">
          {page.quote.found && page.quote.words
            ? 'The words that answer the question are marked in the quoted passage on this page.'
            : page.quote.found
              ? 'The quoted words are marked on this page.'
              : 'The quoted words were not found on this page: the document may have changed since it was cited.'}
        </p>
      ) : null}
      <section
        aria-label={`Page ${page.page}`}
        className="mt-4 rounded-lg border border-border bg-card p-4 font-mono text-sm leading-relaxed whitespace-pre-wrap break-words"
        data-testid="document-page"
        data-page={page.page}
      >
        {page.text.trim() === '' ? (
          <span className="font-sans text-muted-fg">This page has no text.</span>
        ) : (
          <MarkedText text={page.text} firstMarkId={page.quote?.found ? 'quote' : undefined} />
        )}
      </section>
      <PageLinks page={page} query={query} />
    </article>
  );
}

function PageLinks({ page, query }: { page: DocumentPage; query: string }) {
  if (page.pageCount < 2) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page.page > 1 ? (
        <Link
          href={pageHref(page, page.page - 1, query)}
          prefetch={false}
          className="inline-flex items-center gap-1 text-accent underline-offset-4 hover:underline"
        >
          <ChevronLeft aria-hidden className="h-4 w-4" />
          Page {page.page - 1}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted-fg">
        Page {page.page} of {page.pageCount}
      </span>
      {page.page < page.pageCount ? (
        <Link
          href={pageHref(page, page.page + 1, query)}
          prefetch={false}
          className="inline-flex items-center gap-1 text-accent underline-offset-4 hover:underline"
        >
          Page {page.page + 1}
          <ChevronRight aria-hidden className="h-4 w-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
