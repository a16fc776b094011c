// The top of a tender page: where it sits (breadcrumb), its title and labels, and what a reader can do next.
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import { CountryName } from '@/components/ui/flag';
import type { FormAction } from '@/lib/actions';
import { loginPath } from '@/lib/auth/redirect-path';
import type { TenderRow } from '@/lib/tenders';
import type { StatusView } from '@/lib/tenders/views';
import { PrivateBadge, SampleBadge, StatusBadge } from './badges';
import { SaveButton } from './save-button';

export interface TenderHeaderProps {
  tender: TenderRow;
  title: string;
  lang: string;
  status: StatusView;
  /** Null when signed out. */
  saved: boolean | null;
  saveAction: FormAction<{ saved: boolean }>;
  /** The reader added this tender (their own private tender): it can be edited. */
  ownTender: boolean;
  /** The analysis button's words: "AI" only where a model runs. */
  analyseLabel: string;
}

export function TenderHeader({
  tender,
  title,
  lang,
  status,
  saved,
  saveAction,
  ownTender,
  analyseLabel,
}: TenderHeaderProps) {
  return (
    <header>
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-1 text-muted-fg">
          <li>
            <Link prefetch={false} href="/tenders" className="text-accent underline-offset-4 hover:underline">
              Tenders
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li>
            <Link
              prefetch={false}
              href={`/tenders?country=${tender.countryCode}`}
              className="text-accent underline-offset-4 hover:underline"
            >
              <CountryName code={tender.countryCode} />
            </Link>
          </li>
        </ol>
      </nav>
      <h1 lang={lang} className="mt-3 text-2xl font-bold tracking-tight wrap-break-word hyphens-auto sm:text-3xl">
        {title}
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <StatusBadge status={status} />
        {tender.isSample ? <SampleBadge /> : null}
        {tender.visibility === 'private' ? <PrivateBadge /> : null}
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        {saved === null ? (
          <ButtonLink prefetch={false} href={loginPath(`/tenders/${tender.id}`)} variant="secondary">
            Sign in to save this tender
          </ButtonLink>
        ) : (
          <>
            <SaveButton tenderId={tender.id} initialSaved={saved} action={saveAction} />
            <ButtonLink prefetch={false} href={`/tenders/${tender.id}/analyze`} variant="secondary">
              {analyseLabel}
            </ButtonLink>
            <ButtonLink prefetch={false} href={`/tenders/${tender.id}/subcontractors`} variant="secondary">
              Find subcontractors
            </ButtonLink>
            {ownTender ? (
              <ButtonLink prefetch={false} href={`/tenders/${tender.id}/edit`} variant="secondary">
                Edit
              </ButtonLink>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}
