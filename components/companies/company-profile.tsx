// A company's public page: who it is, the contracts it won over time, for which buyers, in which CPV divisions and
// countries, and each win with its tender. Server-rendered; every figure is also text, never only a bar.
import Link from 'next/link';
import { DataTable } from '@/components/ui/data-table';
import { CpvDivision, Fact, Section, TallyList } from '@/components/ui/profile-parts';
import { PriceLine } from '@/components/buyers/price-line';
import { CompetitorsTable } from './competition';
import type { PriceCell } from '@/lib/buyers';
import { buyerPath } from '@/lib/buyers/views';
import type { CompanyDetail, CompanyWinView, WinTally } from '@/lib/companies';
import { cpvLabel, getCountry } from '@/lib/reference';
import { formatCount, formatDay, formatMoney } from '@/lib/tenders/views';

const countryName = (code: string) => getCountry(code)?.name ?? code;
const euro = (value: number | null) => (value === null ? '—' : formatMoney(value, 'EUR'));
const winsText = (n: number) => (n === 1 ? '1 win' : `${formatCount(n)} wins`);

function WinsOverTime({ years }: { years: readonly WinTally<number>[] }) {
  const most = Math.max(1, ...years.map((y) => y.wins));
  return (
    <div
      className="overflow-x-auto rounded-lg border border-border"
      tabIndex={0}
      role="region"
      aria-label="Wins by year"
    >
      <table className="w-full min-w-md text-left text-sm">
        <thead className="bg-muted-bg">
          <tr>
            <th scope="col" className="p-3 font-semibold">
              Year
            </th>
            <th scope="col" className="p-3 font-semibold">
              Wins
            </th>
            <th scope="col" className="p-3 font-semibold">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {years.map((year) => (
            <tr key={year.key} className="border-t border-border">
              <th scope="row" className="p-3 font-normal">
                {year.key}
              </th>
              <td className="p-3">
                <div className="flex items-center gap-3">
                  <span className="w-8 tabular-nums">{formatCount(year.wins)}</span>
                  {/* The number beside it says the same; the bar is for the eye. */}
                  <span
                    aria-hidden
                    className="h-2 rounded bg-accent"
                    style={{ width: `${Math.max(4, Math.round((year.wins / most) * 160))}px` }}
                  />
                </div>
              </td>
              <td className="p-3 whitespace-nowrap tabular-nums">{euro(year.euroValue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WinRow({ win }: { win: CompanyWinView }) {
  return (
    <tr className="border-t border-border align-top">
      <td className="p-3 whitespace-nowrap">
        <time dateTime={win.winDate}>{formatDay(win.winDate)}</time>
      </td>
      <th scope="row" className="p-3 font-normal">
        <Link href={`/tenders/${win.tenderId}`} prefetch={false} className="text-accent underline underline-offset-4">
          {win.tenderTitle}
        </Link>
        {win.lotId ? <span className="block font-mono text-xs text-muted-fg">{win.lotId}</span> : null}
        {win.role === 'member' ? (
          <span className="block text-xs text-muted-fg">As a member of a consortium</span>
        ) : null}
      </th>
      <td className="p-3">
        {win.buyerName && win.buyerId ? (
          <Link href={buyerPath(win.buyerId)} prefetch={false} className="text-accent underline underline-offset-4">
            {win.buyerName}
          </Link>
        ) : (
          (win.buyerName ?? '—')
        )}
      </td>
      <td className="p-3">
        <span className="font-mono text-xs">{win.cpvCode}</span>{' '}
        <span className="text-muted-fg">{cpvLabel(win.cpvCode) ?? ''}</span>
      </td>
      <td className="p-3 whitespace-nowrap tabular-nums">{euro(win.euroValue)}</td>
    </tr>
  );
}

export function CompanyProfile({ detail, markets = [] }: { detail: CompanyDetail; markets?: readonly PriceCell[] }) {
  const { company } = detail;
  const country = company.countryCode ? countryName(company.countryCode) : null;
  return (
    <>
      <header>
        <p className="text-sm font-medium text-muted-fg">Company</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight wrap-break-word sm:text-4xl">{company.name}</h1>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-muted-fg">
          {country ? <li>{country}</li> : null}
          {company.identifier ? (
            <li>
              Registration or VAT number <span className="font-mono">{company.identifier}</span>
            </li>
          ) : null}
          {company.website ? (
            <li>
              <a href={company.website} rel="nofollow noopener" className="text-accent underline underline-offset-4">
                {new URL(company.website).hostname}
              </a>
            </li>
          ) : null}
        </ul>
        <p className="mt-4 max-w-3xl text-sm text-muted-fg">
          Built from the contract award notices buyers published on TED: the public contracts this company won, as the
          buyers reported them.
        </p>
      </header>

      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term="Contracts won">{formatCount(company.winCount)}</Fact>
        <Fact term="Total value">{euro(company.totalEuroValue)}</Fact>
        <Fact term="First win">{company.firstWinDate ? formatDay(company.firstWinDate) : '—'}</Fact>
        <Fact term="Latest win">{company.lastWinDate ? formatDay(company.lastWinDate) : '—'}</Fact>
      </dl>

      {markets.length > 0 ? (
        <Section id="markets" title="Market prices" lead="What lots like the ones it wins were awarded at.">
          <ul className="space-y-2">
            {markets.map((cell) => (
              <li key={`${cell.cpvPrefix}-${cell.countryCode}-${cell.year}`}>
                <PriceLine
                  cell={cell}
                  lead={`${cpvLabel(cell.cpvPrefix.padEnd(8, '0')) ?? cell.cpvPrefix}: awarded at`}
                />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="years" title="Wins over time" lead="Contracts won per year, with their value in euro.">
        <WinsOverTime years={detail.byYear} />
      </Section>

      <div className="grid gap-x-8 lg:grid-cols-3">
        <Section id="buyers" title="Buyers">
          {detail.buyers.length > 0 ? (
            <ol aria-label="Buyers by wins" className="divide-y divide-border rounded-lg border border-border">
              {detail.buyers.map((buyer) => (
                <li key={buyer.buyerId} className="flex items-baseline justify-between gap-4 p-3 text-sm">
                  <Link
                    href={buyerPath(buyer.buyerId)}
                    prefetch={false}
                    className="min-w-0 wrap-break-word text-accent underline underline-offset-4"
                  >
                    {buyer.name}
                  </Link>
                  <span className="shrink-0 text-muted-fg tabular-nums">{winsText(buyer.wins)}</span>
                </li>
              ))}
            </ol>
          ) : (
            <TallyList
              items={detail.byBuyer}
              label="Buyers by wins"
              name={(key) => key}
              amount={({ wins }) => winsText(wins)}
            />
          )}
        </Section>
        <Section id="divisions" title="CPV divisions">
          <TallyList
            items={detail.byDivision}
            label="CPV divisions by wins"
            name={(key) => <CpvDivision division={key} />}
            amount={({ wins }) => winsText(wins)}
          />
        </Section>
        <Section id="countries" title="Countries">
          <TallyList
            items={detail.byCountry}
            label="Buyers' countries by wins"
            name={countryName}
            amount={({ wins }) => winsText(wins)}
          />
        </Section>
      </div>

      <Section
        id="wins"
        title="Contracts won"
        lead={
          company.winCount > detail.wins.length
            ? `The ${detail.wins.length} most recent of ${formatCount(company.winCount)}.`
            : 'Newest first.'
        }
      >
        <DataTable
          label="Table of contracts won"
          minWidth="min-w-3xl"
          columns={['Date', 'Tender', 'Buyer', 'CPV', 'Value']}
        >
          {detail.wins.map((win, i) => (
            <WinRow key={`${win.tenderId}-${win.lotId ?? ''}-${i}`} win={win} />
          ))}
        </DataTable>
      </Section>

      <Section
        id="competitors"
        title="Competitors"
        lead="Companies winning in the same CPV classes and countries or with the same buyers; head to head: procedures where both won lots."
      >
        <CompetitorsTable competitors={detail.competitors} />
      </Section>

      {detail.otherNames.length > 0 ? (
        <Section id="names" title="Also written as">
          <ul className="list-disc space-y-1 pl-6">
            {detail.otherNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
