// Previous / next links between pages of a list, with where the reader is.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';

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
        <ButtonLink prefetch={false} href={href(page - 1)} rel="prev" variant="secondary">
          <ChevronLeft aria-hidden className="h-4 w-4" />
          {labels.previous}
        </ButtonLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-fg">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <ButtonLink prefetch={false} href={href(page + 1)} rel="next" variant="secondary">
          {labels.next}
          <ChevronRight aria-hidden className="h-4 w-4" />
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
