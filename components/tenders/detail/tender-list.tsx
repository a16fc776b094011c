// A short list of tenders as links (related tenders, saved tenders, the user's own): title, buyer, country and
// deadline, for the user's own tenders a link to edit each, and for saved tenders whether a new notice changed them.
import Link from 'next/link';
import { CountryName } from '@/components/ui/flag';
import { formatDay, timeLeftText, type TenderListItem, effectiveStatus, statusLabels } from '@/lib/tenders/views';
import { SampleBadge } from './badges';

function deadlineLine(tender: TenderListItem, now: Date): string | null {
  if (!tender.deadlineDate) return null;
  const status = effectiveStatus(tender.status, tender.deadlineDate, now);
  return status === 'open'
    ? `Deadline ${formatDay(tender.deadlineDate.toISOString())} · ${timeLeftText(tender.deadlineDate, now)}`
    : statusLabels[status];
}

export function TenderList({
  tenders,
  now,
  editable = false,
  changed,
}: {
  tenders: readonly TenderListItem[];
  now: Date;
  /** The reader's own tenders: each gets an "Edit" link. */
  editable?: boolean;
  /** Saved tenders a new notice changed since the reader last looked: a "Changed" badge to what changed. */
  changed?: ReadonlySet<string>;
}) {
  return (
    <ul className="divide-y divide-border rounded-lg border border-border">
      {tenders.map((tender) => (
        <li key={tender.id} className="p-4">
          <Link
            prefetch={false}
            href={`/tenders/${tender.id}`}
            lang={tender.languageCode}
            className="font-medium text-accent underline-offset-4 hover:underline"
          >
            {tender.title}
          </Link>
          {tender.isSample ? <SampleBadge className="ml-2" /> : null}
          {changed?.has(tender.id) ? (
            <Link
              prefetch={false}
              href="/alerts#watched"
              className="ml-2 rounded-full border border-amber-700 px-2.5 py-0.5 text-xs font-semibold text-amber-800 hover:underline dark:border-amber-400 dark:text-amber-300"
              data-testid="changed-badge"
            >
              Changed<span className="sr-only">: see what changed in {tender.title}</span>
            </Link>
          ) : null}
          {editable ? (
            <Link
              prefetch={false}
              href={`/tenders/${tender.id}/edit`}
              className="ml-3 text-sm text-accent underline underline-offset-4"
            >
              Edit<span className="sr-only"> {tender.title}</span>
            </Link>
          ) : null}
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-muted-fg">
            <CountryName code={tender.countryCode} />
            {tender.contractingAuthorityName ? <span>{tender.contractingAuthorityName}</span> : null}
            {deadlineLine(tender, now) ? <span>{deadlineLine(tender, now)}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
