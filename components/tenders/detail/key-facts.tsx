// The facts a bidder decides on, first on the tender page: deadline, value, buyer, CPV, place, procedure.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buyerPath } from '@/lib/buyers/views';
import {
  type TenderStatus,
  ageText,
  describeDeadline,
  formatDay,
  formatMoney,
  timeLeftText,
  contractNatureLabel,
  procedureTypeLabel,
  type StatusView,
} from '@/lib/tenders/views';
import { cpvLabel, nutsLabel } from '@/lib/reference';
import { CountryName } from '@/components/ui/flag';
import type { TenderRow } from '@/lib/tenders';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-card p-4">
      <dt className="text-sm font-medium text-muted-fg">{term}</dt>
      <dd className="mt-1 wrap-break-word">{children}</dd>
    </div>
  );
}

function Deadline({ tender, status, now }: { tender: TenderRow; status: TenderStatus; now: Date }) {
  const deadline = describeDeadline(tender.deadlineLocal, tender.deadlineDate);
  if (!deadline) return <span className="text-muted-fg">Not given in the notice</span>;
  return (
    <>
      <time dateTime={tender.deadlineLocal ?? tender.deadlineDate?.toISOString()} className="font-semibold">
        {deadline.date}
        {deadline.time ? `, ${deadline.time}` : null}
      </time>
      <span className="block text-sm text-muted-fg">
        {deadline.zone ? `Time zone ${deadline.zone}` : 'No time given'}
        {tender.deadlineDate && status !== 'awarded' && status !== 'cancelled'
          ? ` · ${timeLeftText(tender.deadlineDate, now)}`
          : null}
      </span>
    </>
  );
}

function EstimatedValue({ tender }: { tender: TenderRow }) {
  const { estimateEuroValue: euro, estimateNativeValue: native, estimateNativeValueCurrency: currency } = tender;
  if (euro === null && (native === null || !currency))
    return <span className="text-muted-fg">Not given in the notice</span>;
  return (
    <>
      {euro !== null ? <span className="font-semibold">{formatMoney(euro, 'EUR')}</span> : null}
      {native !== null && currency && currency !== 'EUR' ? (
        <span className="block text-sm text-muted-fg">
          {formatMoney(native, currency)} in the notice
          {tender.estimateRateDate ? ` (ECB rate of ${formatDay(tender.estimateRateDate)})` : null}
        </span>
      ) : null}
    </>
  );
}

function Buyer({ tender }: { tender: TenderRow }) {
  if (!tender.contractingAuthorityName) return <span className="text-muted-fg">Not named in the notice</span>;
  return (
    <>
      {/* The buyer's name and address are as the notice gives them, in its language. */}
      {tender.buyerId ? (
        <Link
          href={buyerPath(tender.buyerId)}
          prefetch={false}
          lang={tender.languageCode}
          className="font-semibold text-accent underline underline-offset-4"
        >
          {tender.contractingAuthorityName}
        </Link>
      ) : (
        <span lang={tender.languageCode} className="font-semibold">
          {tender.contractingAuthorityName}
        </span>
      )}
      {tender.contractingAuthorityAddress ? (
        <span lang={tender.languageCode} className="block text-sm">
          {tender.contractingAuthorityAddress}
        </span>
      ) : null}
      {tender.contractingAuthorityEmail ? (
        <a
          href={`mailto:${tender.contractingAuthorityEmail}`}
          className="block text-sm text-accent underline-offset-4 hover:underline"
        >
          {tender.contractingAuthorityEmail}
        </a>
      ) : null}
    </>
  );
}

function CodeList({ codes, label }: { codes: readonly string[]; label: (code: string) => string | null }) {
  if (codes.length === 0) return <span className="text-muted-fg">Not given</span>;
  return (
    <ul className="space-y-1">
      {codes.map((code) => (
        <li key={code}>
          <span className="font-mono text-sm">{code}</span> {label(code) ?? ''}
        </li>
      ))}
    </ul>
  );
}

export function KeyFacts({ tender, statusView, now }: { tender: TenderRow; statusView: StatusView; now: Date }) {
  const status = statusView.tone === 'no-deadline' ? 'open' : statusView.tone;
  return (
    <section aria-labelledby="key-facts-heading">
      <h2 id="key-facts-heading" className="sr-only">
        Key facts
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term="Deadline">
          <Deadline tender={tender} status={status} now={now} />
        </Fact>
        <Fact term="Estimated value">
          <EstimatedValue tender={tender} />
        </Fact>
        <Fact term="Status">
          <span className="font-semibold">{statusView.label}</span>
          <span className="block text-sm text-muted-fg">
            Published {formatDay(tender.publishDate)}
            {statusView.tone === 'no-deadline' ? ` · ${ageText(tender.publishDate, now)}` : null}
          </span>
        </Fact>
        <Fact term="Buyer">
          <Buyer tender={tender} />
        </Fact>
        <Fact term="CPV codes">
          <CodeList
            codes={tender.cpvCode ? [tender.cpvCode, ...tender.additionalCpvCodes] : tender.additionalCpvCodes}
            label={cpvLabel}
          />
        </Fact>
        <Fact term="Place of performance">
          <CountryName code={tender.countryCode} className="font-semibold" />
          {tender.nutsCodes.length > 0 ? <CodeList codes={tender.nutsCodes} label={nutsLabel} /> : null}
        </Fact>
        <Fact term="Procedure">
          {tender.procedureType ? (
            procedureTypeLabel(tender.procedureType)
          ) : (
            <span className="text-muted-fg">Not given</span>
          )}
          {tender.contractNature ? (
            <span className="block text-sm text-muted-fg">{contractNatureLabel(tender.contractNature)}</span>
          ) : null}
        </Fact>
      </dl>
    </section>
  );
}
