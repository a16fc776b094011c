// One page of a document's text with the searched words marked, page links, and the original file.
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
      <section
        aria-label={`Page ${page.page}`}
        className="mt-4 rounded-lg border border-border bg-card p-4 font-mono text-sm leading-relaxed whitespace-pre-wrap break-words"
        data-testid="document-page"
        data-page={page.page}
      >
        {page.text.trim() === '' ? (
          <span className="font-sans text-muted-fg">This page has no text.</span>
        ) : (
          <MarkedText text={page.text} />
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
