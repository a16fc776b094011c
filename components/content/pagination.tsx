// Previous / next links between pages of a list, with where the reader is.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';

const linkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-md border border-border px-4 font-medium hover:border-accent hover:text-accent-hover';

export interface PaginationProps {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  /** Link texts; the blog's "Newer posts" / "Older posts" unless given. */
  labels?: { previous: string; next: string };
}

export function Pagination({
  page,
  pageCount,
  href,
  labels = { previous: 'Newer posts', next: 'Older posts' },
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link prefetch={false} href={href(page - 1)} rel="prev" className={linkClass}>
          <ChevronLeft aria-hidden className="h-4 w-4" />
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-fg">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link prefetch={false} href={href(page + 1)} rel="next" className={linkClass}>
          {labels.next}
          <ChevronRight aria-hidden className="h-4 w-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
