// The top of a tender page: where it sits (breadcrumb), its title and labels, and what a reader can do next.
import Link from 'next/link';
import type { FormAction } from '@/lib/actions';
import { getCountry } from '@/lib/reference';
import type { TenderRow, TenderStatus } from '@/lib/tenders';
import { PrivateBadge, SampleBadge, StatusBadge } from './badges';
import { SaveButton } from './save-button';

const actionClass =
  'inline-flex items-center rounded-md border border-border px-4 py-2 font-semibold hover:border-accent';

export interface TenderHeaderProps {
  tender: TenderRow;
  title: string;
  lang: string;
  status: TenderStatus;
  /** Null when signed out. */
  saved: boolean | null;
  saveAction: FormAction<{ saved: boolean }>;
  /** The reader added this tender (their own private tender): it can be edited. */
  ownTender: boolean;
}

export function TenderHeader({ tender, title, lang, status, saved, saveAction, ownTender }: TenderHeaderProps) {
  const country = getCountry(tender.countryCode)?.name ?? tender.countryCode;
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
              {country}
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
          <Link prefetch={false} href="/login" className={actionClass}>
            Sign in to save this tender
          </Link>
        ) : (
          <>
            <SaveButton tenderId={tender.id} initialSaved={saved} action={saveAction} />
            <Link prefetch={false} href={`/tenders/${tender.id}/analyze`} className={actionClass}>
              Analyse with AI
            </Link>
            <Link prefetch={false} href={`/tenders/${tender.id}/subcontractors`} className={actionClass}>
              Find subcontractors
            </Link>
            {ownTender ? (
              <Link prefetch={false} href={`/tenders/${tender.id}/edit`} className={actionClass}>
                Edit
              </Link>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}
