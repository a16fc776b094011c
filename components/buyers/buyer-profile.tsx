// A buyer's public page: who it is, its open calls, the awards it made (winner, price, bids), what it buys and
// how, and its past calls. Server-rendered; every figure is text.
import Link from 'next/link';
import { DataTable } from '@/components/ui/data-table';
import { CpvDivision, Fact, Section, TallyList } from '@/components/ui/profile-parts';
import type { BuyerAwardView, BuyerDetail, BuyerTally, BuyerTenderView, PriceCell } from '@/lib/buyers';
import { buyerLotsHref, buyerSearchHref } from '@/lib/buyers/views';
import { cpvLabel, getCountry } from '@/lib/reference';
import { PriceLine } from './price-line';
import { formatCount, formatDay, formatMoney, procedureTypeLabel } from '@/lib/tenders/views';

const euro = (value: number | null) => (value === null ? '—' : formatMoney(value, 'EUR'));
const linkClass = 'text-accent underline underline-offset-4';
const tendersText = ({ count }: BuyerTally) => (count === 1 ? '1 tender' : `${formatCount(count)} tenders`);

function CallRow({ call, open }: { call: BuyerTenderView; open: boolean }) {
  const date = open ? call.deadlineDate?.toISOString() : call.publishDate;
  return (
    <tr className="border-t border-border align-top">
      <td className="p-3 whitespace-nowrap">{date ? <time dateTime={date}>{formatDay(date)}</time> : '—'}</td>
      <th scope="row" className="p-3 font-normal">
        <Link href={`/tenders/${call.id}`} prefetch={false} className={linkClass} lang={call.languageCode}>
          {call.title}
        </Link>
      </th>
      <td className="p-3">
        {call.cpvCode ? (
          <>
            <span className="font-mono text-xs">{call.cpvCode}</span>{' '}
            <span className="text-muted-fg">{cpvLabel(call.cpvCode) ?? ''}</span>
          </>
        ) : (
          '—'
        )}
      </td>
      <td className="p-3 whitespace-nowrap tabular-nums">{euro(call.estimateEuroValue)}</td>
    </tr>
  );
}

function AwardValue({ award }: { award: BuyerAwardView }) {
  if (award.value === null || award.currency === null) return <span className="text-muted-fg">Not given</span>;
  return (
    <>
      <span>{formatMoney(award.value, award.currency)}</span>
      {award.currency !== 'EUR' && award.euroValue !== null ? (
        <span className="block text-xs text-muted-fg">{formatMoney(award.euroValue, 'EUR')}</span>
      ) : null}
    </>
  );
}

function AwardRow({ award }: { award: BuyerAwardView }) {
  return (
    <tr className="border-t border-border align-top">
      <td className="p-3 whitespace-nowrap">
        <time dateTime={award.awardDate}>{formatDay(award.awardDate)}</time>
      </td>
      <th scope="row" className="p-3 font-normal">
        <Link href={`/tenders/${award.tenderId}`} prefetch={false} className={linkClass}>
          {award.tenderTitle}
        </Link>
        {award.lotId ? <span className="block font-mono text-xs text-muted-fg">{award.lotId}</span> : null}
      </th>
      <td className="p-3">
        {award.winnerName === null ? (
          <span className="text-muted-fg">{award.status === 'awarded' ? 'Not named' : 'No winner'}</span>
        ) : award.companyId ? (
          <Link href={`/companies/${award.companyId}`} prefetch={false} className={linkClass}>
            {award.winnerName}
          </Link>
        ) : (
          award.winnerName
        )}
      </td>
      <td className="p-3 whitespace-nowrap tabular-nums">
        <AwardValue award={award} />
      </td>
      <td className="p-3 tabular-nums">{award.tendersReceived ?? '—'}</td>
    </tr>
  );
}

export function BuyerProfile({ detail }: { detail: BuyerDetail & { markets: readonly PriceCell[] } }) {
  const { buyer, figures } = detail;
  const country = getCountry(buyer.countryCode)?.name ?? buyer.countryCode;
  return (
    <>
      <header>
        <p className="text-sm font-medium text-muted-fg">Buyer</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight wrap-break-word sm:text-4xl">{buyer.name}</h1>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-muted-fg">
          <li>{buyer.town ? `${buyer.town}, ${country}` : country}</li>
          {buyer.identifier ? (
            <li>
              Registration number <span className="font-mono">{buyer.identifier}</span>
            </li>
          ) : null}
          {buyer.email ? (
            <li>
              <a href={`mailto:${buyer.email}`} className={linkClass}>
                {buyer.email}
              </a>
            </li>
          ) : null}
        </ul>
        {buyer.address ? <p className="mt-2 text-sm text-muted-fg">{buyer.address}</p> : null}
        <p className="mt-4 max-w-3xl text-sm text-muted-fg">
          Built from the notices this buyer published on TED: its calls for tenders and the contracts it awarded, as it
          reported them.{' '}
          <Link href={buyerSearchHref(buyer.id)} prefetch={false} className={linkClass}>
            Search all its tenders
          </Link>
          .
        </p>
      </header>

      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Fact term="Tenders published">{formatCount(buyer.tenderCount)}</Fact>
        <Fact term="Open calls">{formatCount(detail.openCalls.length)}</Fact>
        <Fact term="Typical award value">
          {figures.typicalEuroValue === null ? (
            '—'
          ) : (
            <Link href={buyerLotsHref(buyer.id)} prefetch={false} className={linkClass}>
              {euro(figures.typicalEuroValue)}
            </Link>
          )}
        </Fact>
        <Fact term="Awarded on lowest price">
          {figures.lowestPriceShare === null ? '—' : `${Math.round(figures.lowestPriceShare * 100)}%`}
        </Fact>
        <Fact term="Bids per lot">
          {figures.averageBids === null ? '—' : figures.averageBids.toFixed(1).replace(/\.0$/, '')}
        </Fact>
      </dl>
      <p className="mt-2 text-xs text-muted-fg">
        Typical value: the median awarded value (the winning tender&apos;s, in euro at the ECB rate of the award date)
        of {formatCount(figures.awardsWithValue)} lot(s) with one winner, never a framework&apos;s ceiling; lowest
        price: the lots whose only award criterion was price, of {formatCount(figures.lotsWithCriteria)} that give their
        criteria; bids: the mean number of tenders received over {formatCount(figures.lotsWithBids)} lot(s).
      </p>

      {detail.markets.length > 0 ? (
        <Section id="markets" title="Market prices" lead="What lots like its own were awarded at across its country.">
          <ul className="space-y-2">
            {detail.markets.map((cell) => (
              <li key={`${cell.cpvPrefix}-${cell.year}`}>
                <PriceLine
                  cell={cell}
                  lead={`${cpvLabel(cell.cpvPrefix.padEnd(8, '0')) ?? cell.cpvPrefix}: awarded at`}
                />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="open" title="Open calls" lead="Calls for tenders still taking bids, soonest deadline first.">
        {detail.openCalls.length === 0 ? (
          <p className="text-sm text-muted-fg">No open call right now.</p>
        ) : (
          <DataTable
            minWidth="min-w-3xl"
            label="Table of open calls"
            columns={['Deadline', 'Tender', 'CPV', 'Estimated value']}
          >
            {detail.openCalls.map((call) => (
              <CallRow key={call.id} call={call} open />
            ))}
          </DataTable>
        )}
      </Section>

      <Section
        id="awards"
        title="Awards"
        lead={
          detail.awardCount > detail.awards.length
            ? `The ${detail.awards.length} most recent of ${formatCount(detail.awardCount)}: the winner, the awarded value (the winning tender's, BT-720) and the tenders received.`
            : "Newest first: the winner, the awarded value (the winning tender's, BT-720) and the tenders received."
        }
      >
        {detail.awards.length === 0 ? (
          <p className="text-sm text-muted-fg">No award published yet.</p>
        ) : (
          <DataTable
            minWidth="min-w-3xl"
            label="Table of awards"
            columns={['Date', 'Tender and lot', 'Winner', 'Awarded value', 'Tenders received']}
          >
            {detail.awards.map((award, i) => (
              <AwardRow key={`${award.tenderId}-${award.lotId ?? ''}-${i}`} award={award} />
            ))}
          </DataTable>
        )}
      </Section>

      <div className="grid gap-x-8 lg:grid-cols-3">
        <Section id="divisions" title="What it buys">
          <TallyList
            items={detail.divisions}
            label="CPV divisions by tenders"
            name={(key) => <CpvDivision division={key} />}
            amount={tendersText}
            empty="None reported."
          />
        </Section>
        <Section id="procedures" title="Procedures">
          <TallyList
            items={detail.procedures}
            label="Procedures by tenders"
            name={procedureTypeLabel}
            amount={tendersText}
            empty="None reported."
          />
        </Section>
        <Section id="winners" title="Repeat winners">
          {detail.repeatWinners.length === 0 ? (
            <p className="text-sm text-muted-fg">No company has won more than once.</p>
          ) : (
            <ol
              aria-label="Companies that won more than once"
              className="divide-y divide-border rounded-lg border border-border"
            >
              {detail.repeatWinners.map((winner) => (
                <li key={winner.companyId} className="flex items-baseline justify-between gap-4 p-3 text-sm">
                  <Link href={`/companies/${winner.companyId}`} prefetch={false} className={linkClass}>
                    {winner.name}
                  </Link>
                  <span className="shrink-0 text-muted-fg tabular-nums">{formatCount(winner.wins)} wins</span>
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>

      <Section id="past" title="Past calls" lead="Closed, awarded or cancelled tenders, newest first.">
        {detail.pastCalls.length === 0 ? (
          <p className="text-sm text-muted-fg">None yet.</p>
        ) : (
          <DataTable
            minWidth="min-w-3xl"
            label="Table of past calls"
            columns={['Published', 'Tender', 'CPV', 'Estimated value']}
          >
            {detail.pastCalls.map((call) => (
              <CallRow key={call.id} call={call} open={false} />
            ))}
          </DataTable>
        )}
      </Section>
    </>
  );
}
