// Saved tenders by deadline: how long each has left, and what a new notice changed in it since the user last
// looked. Closed ones fold away below the open ones.
import Link from 'next/link';
import { SampleBadge } from '@/components/tenders/detail/badges';
import { ButtonLink } from '@/components/ui/button-link';
import { CountryName } from '@/components/ui/flag';
import type { SavedTenderItem } from '@/lib/dashboard';
import { formatDay, timeLeftText, statusLabels, effectiveStatus } from '@/lib/tenders/views';
import { EmptyPanel } from './panel';

/** How many change lines a tender shows before pointing to the rest. */
const changeLinesShown = 2;
const soonMs = 7 * 24 * 60 * 60 * 1000;

function TimeLeft({ tender, now }: { tender: SavedTenderItem; now: Date }) {
  if (!tender.open) {
    return (
      <span className="rounded-md bg-muted-bg px-2 py-1 text-xs font-semibold text-muted-fg">
        {statusLabels[effectiveStatus(tender.status, tender.deadlineDate, now)]}
      </span>
    );
  }
  if (!tender.deadlineDate) {
    return <span className="rounded-md bg-muted-bg px-2 py-1 text-xs font-semibold text-muted-fg">No deadline</span>;
  }
  const soon = tender.deadlineDate.getTime() - now.getTime() < soonMs;
  return (
    <span
      className={
        soon
          ? 'rounded-md bg-red-100 px-2 py-1 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100'
          : 'rounded-md bg-green-100 px-2 py-1 text-xs font-semibold text-green-900 dark:bg-green-950 dark:text-green-100'
      }
      data-testid="time-left"
    >
      {timeLeftText(tender.deadlineDate, now)}
    </span>
  );
}

function SavedRow({ tender, now }: { tender: SavedTenderItem; now: Date }) {
  const more = tender.changes.length - changeLinesShown;
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-testid="saved-tender">
      <div className="flex flex-wrap items-center gap-2">
        <TimeLeft tender={tender} now={now} />
        <Link
          prefetch={false}
          href={`/tenders/${tender.id}`}
          lang={tender.languageCode}
          className="font-medium text-accent underline-offset-4 hover:underline"
        >
          {tender.title}
        </Link>
        {tender.isSample ? <SampleBadge /> : null}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-muted-fg">
        <CountryName code={tender.countryCode} />
        {tender.contractingAuthorityName ? <span>{tender.contractingAuthorityName}</span> : null}
        {tender.deadlineDate ? <span>Deadline {formatDay(tender.deadlineDate.toISOString())}</span> : null}
      </p>
      {tender.changes.length > 0 ? (
        <div
          className="mt-2 rounded-md border border-amber-700/40 bg-amber-50 px-3 py-2 text-sm dark:border-amber-400/40 dark:bg-amber-950"
          data-testid="saved-changes"
        >
          <p className="font-semibold text-amber-900 dark:text-amber-100">Changed since you last looked</p>
          <ul className="mt-1 space-y-0.5 text-amber-950 dark:text-amber-50">
            {tender.changes.slice(0, changeLinesShown).map((line, index) => (
              <li key={index}>
                <span className="font-medium">{line.field}:</span> {line.text}
              </li>
            ))}
          </ul>
          <Link
            prefetch={false}
            href="/alerts#watched"
            className="mt-1 inline-block text-amber-900 underline underline-offset-4 dark:text-amber-100"
          >
            {more > 0 ? `${more} more ${more === 1 ? 'change' : 'changes'}` : 'See what changed'}
            <span className="sr-only"> in {tender.title}</span>
          </Link>
        </div>
      ) : null}
    </li>
  );
}

export function SavedTenders({ tenders, now }: { tenders: readonly SavedTenderItem[]; now: Date }) {
  if (tenders.length === 0) {
    return (
      <EmptyPanel
        action={
          <ButtonLink href="/tenders" size="sm" prefetch={false}>
            Search tenders
          </ButtonLink>
        }
      >
        Nothing saved yet. Choose “Save tender” on any tender to keep it here with its deadline, and to hear when a new
        notice changes it.
      </EmptyPanel>
    );
  }
  const open = tenders.filter((tender) => tender.open);
  const closed = tenders.filter((tender) => !tender.open);
  return (
    <>
      {open.length > 0 ? (
        <ul className="divide-y divide-border">
          {open.map((tender) => (
            <SavedRow key={tender.id} tender={tender} now={now} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-fg">None of your saved tenders is still open.</p>
      )}
      {closed.length > 0 ? (
        <details className="mt-4 border-t border-border pt-3">
          <summary className="cursor-pointer text-sm font-semibold">
            {closed.length} closed {closed.length === 1 ? 'tender' : 'tenders'}
          </summary>
          <ul className="mt-3 divide-y divide-border">
            {closed.map((tender) => (
              <SavedRow key={tender.id} tender={tender} now={now} />
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
