// One search result: what a bidder scans for first (title, buyer, country, CPV, value, deadline), server-rendered.
import type { ReactNode } from 'react';
import type { SearchRow } from '@/lib/tenders/search';
import { getCountry } from '@/lib/reference/countries';
import { cpvLabel } from '@/lib/reference/cpv';
import { SampleBadge } from '@/components/tenders/detail/badges';
import { noticeKindLabel } from '@/components/tenders/detail/labels';
import { describeDeadline, formatMoney, timeLeftText } from '@/lib/tenders/format';
import { flagEmoji } from './format';

export function ResultCard({ tender, now }: { tender: SearchRow; now: Date }) {
  const country = getCountry(tender.countryCode);
  const deadline = describeDeadline(tender.deadlineLocal, tender.deadlineDate);
  const nativeValue =
    tender.estimateNativeValue !== null && tender.estimateNativeValueCurrency && tender.estimateNativeValueCurrency !== 'EUR'
      ? formatMoney(tender.estimateNativeValue, tender.estimateNativeValueCurrency)
      : null;

  return (
    <article className="rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold">
          {noticeKindLabel({ noticeType: tender.noticeType, formType: null, noticeSubtype: null })}
        </span>
        {tender.isSample ? <SampleBadge /> : null}
      </div>
      <h3 className="mt-2 text-lg font-semibold break-words">
        {/* A plain anchor: the results region opens it in place (see ResultsRegion). */}
        <a href={`/tenders/${tender.id}`} className="hover:text-accent-hover hover:underline">
          {tender.title}
        </a>
      </h3>
      {tender.contractingAuthorityName ? <p className="mt-1 text-sm text-muted-fg break-words">{tender.contractingAuthorityName}</p> : null}
      {/* The facts' styles are set here once rather than on each term, so twenty cards stay light to send. */}
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 [&_dd]:break-words [&_dt]:text-xs [&_dt]:tracking-wide [&_dt]:text-muted-fg [&_dt]:uppercase [&>div]:min-w-0">
        <Fact term="Country">
          <span aria-hidden>{flagEmoji(tender.countryCode)} </span>
          {country?.name ?? tender.countryCode}
        </Fact>
        {tender.cpvCode ? (
          <Fact term="CPV">
            <span className="font-mono">{tender.cpvCode}</span> {cpvLabel(tender.cpvCode)}
          </Fact>
        ) : null}
        <Fact term="Estimated value">
          {tender.estimateEuroValue !== null ? formatMoney(tender.estimateEuroValue, 'EUR') : 'Not given'}
          {nativeValue ? <span className="text-muted-fg"> ({nativeValue})</span> : null}
        </Fact>
        {deadline && tender.deadlineDate ? (
          <Fact term="Deadline">
            <time dateTime={tender.deadlineLocal ?? tender.deadlineDate.toISOString()}>
              {deadline.date}
              {deadline.time ? `, ${deadline.time}` : null}
              {deadline.zone ? ` ${deadline.zone}` : null}
            </time>{' '}
            · <strong className="font-semibold">{timeLeftText(tender.deadlineDate, now)}</strong>
          </Fact>
        ) : null}
      </dl>
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
