// A closing box that sends the reader into tender search (and optionally somewhere else).
import { Search } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import type { ReactNode } from 'react';

export interface CallToActionProps {
  title: string;
  children: ReactNode;
  /** Where the search button goes, e.g. `/tenders?cpv=45000000`. */
  searchHref?: string;
  searchLabel?: string;
  secondary?: { href: string; label: string };
}

export function CallToAction({
  title,
  children,
  searchHref = '/tenders',
  searchLabel = 'Search tenders',
  secondary,
}: CallToActionProps) {
  return (
    <div className="rounded-lg border border-border bg-muted-bg/60 p-6">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="mt-2 text-muted-fg">{children}</div>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink prefetch={false} href={searchHref}>
          <Search aria-hidden className="h-4 w-4" />
          {searchLabel}
        </ButtonLink>
        {secondary ? (
          <ButtonLink prefetch={false} href={secondary.href} variant="secondary">
            {secondary.label}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
