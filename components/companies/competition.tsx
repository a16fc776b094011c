// Who a bidder is up against: a company's competitors (same CPV classes, same buyers, procedures both won lots of),
// and on a tender page the likely incumbent and the companies that won similar lots lately.
import Link from 'next/link';
import { DataTable } from '@/components/ui/data-table';
import type { Competitor, TenderCompetition } from '@/lib/companies';
import { formatCount, formatDay } from '@/lib/tenders/views';

const linkClass = 'text-accent underline underline-offset-4';

export function CompetitorsTable({ competitors }: { competitors: readonly Competitor[] }) {
  if (competitors.length === 0)
    return <p className="text-sm text-muted-fg">No other company wins in its markets yet.</p>;
  return (
    <DataTable
      label="Table of competitors"
      minWidth="min-w-xl"
      columns={['Company', 'Head to head', 'Wins with the same buyers', 'Wins in the same CPV classes']}
    >
      {competitors.map((c) => (
        <tr key={c.companyId} className="border-t border-border">
          <th scope="row" className="p-3 font-normal">
            <Link href={`/companies/${c.companyId}`} prefetch={false} className={linkClass}>
              {c.name}
            </Link>
          </th>
          <td className="p-3 tabular-nums">{formatCount(c.headToHead)}</td>
          <td className="p-3 tabular-nums">{formatCount(c.buyerWins)}</td>
          <td className="p-3 tabular-nums">{formatCount(c.classWins)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function TenderCompetitionSection({ competition }: { competition: TenderCompetition }) {
  const { incumbent, similarWinners } = competition;
  if (incumbent === null && similarWinners.length === 0) return null;
  return (
    <section aria-labelledby="competition-heading" className="mt-8 rounded-lg border border-border bg-card p-4">
      <h2 id="competition-heading" className="text-base font-semibold">
        Who you are up against
      </h2>
      {incumbent ? (
        <p className="mt-2 text-sm">
          Likely incumbent:{' '}
          <Link href={`/companies/${incumbent.companyId}`} prefetch={false} className={linkClass}>
            {incumbent.name}
          </Link>
          , the last winner of this buyer in this CPV class (
          <Link href={`/tenders/${incumbent.tenderId}`} prefetch={false} className={linkClass}>
            awarded <time dateTime={incumbent.winDate}>{formatDay(incumbent.winDate)}</time>
          </Link>
          ).
        </p>
      ) : null}
      {similarWinners.length > 0 ? (
        <p className="mt-2 text-sm">
          Won similar lots in this country lately:{' '}
          {similarWinners.map((w, i) => (
            <span key={w.companyId}>
              {i > 0 ? ', ' : null}
              <Link href={`/companies/${w.companyId}`} prefetch={false} className={linkClass}>
                {w.name}
              </Link>{' '}
              ({w.wins === 1 ? '1 lot' : `${formatCount(w.wins)} lots`})
            </span>
          ))}
          .
        </p>
      ) : null}
    </section>
  );
}
