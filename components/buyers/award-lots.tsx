// The priced lots behind a figure (a statistics cell's, or a buyer's typical value): each with its tender, buyer,
// winner, price in its currency and in euro, estimate and bids, dearest first so the quartiles read down the list.
import Link from 'next/link';
import { DataTable } from '@/components/ui/data-table';
import type { AwardLotView, PriceCell } from '@/lib/buyers';
import { buyerPath, cpvPrefixLabel } from '@/lib/buyers/views';
import { getCountry } from '@/lib/reference';
import { formatCount, formatDay, formatMoney } from '@/lib/tenders/views';

const linkClass = 'text-accent underline underline-offset-4';
const euro = (value: number | null) => (value === null ? '—' : formatMoney(value, 'EUR'));

export function PriceCells({ cells }: { cells: readonly PriceCell[] }) {
  if (cells.length === 0) return null;
  return (
    <DataTable
      label="Figures by year"
      minWidth="min-w-2xl"
      columns={[
        'Year',
        'Lots',
        'Priced',
        'Lower quartile',
        'Median',
        'Upper quartile',
        'Awarded / estimated',
        'Bids per lot',
      ]}
    >
      {cells.map((cell) => (
        <tr key={cell.year} className="border-t border-border">
          <th scope="row" className="p-3 font-normal">
            {cell.year}
          </th>
          <td className="p-3 tabular-nums">{formatCount(cell.lotCount)}</td>
          <td className="p-3 tabular-nums">{formatCount(cell.pricedCount)}</td>
          <td className="p-3 tabular-nums">{euro(cell.p25)}</td>
          <td className="p-3 tabular-nums">{euro(cell.median)}</td>
          <td className="p-3 tabular-nums">{euro(cell.p75)}</td>
          <td className="p-3 tabular-nums">
            {cell.estimateRatio === null ? '—' : `${Math.round(cell.estimateRatio * 100)}%`}
          </td>
          <td className="p-3 tabular-nums">{cell.bidsPerLot === null ? '—' : cell.bidsPerLot.toFixed(1)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function AwardLotsTable({ lots }: { lots: readonly AwardLotView[] }) {
  if (lots.length === 0) return <p className="text-sm text-muted-fg">No priced lot matches.</p>;
  return (
    <DataTable
      label="Awarded lots"
      minWidth="min-w-4xl"
      columns={['Date', 'Tender and lot', 'Buyer', 'Winner', 'Awarded value', 'Estimate', 'Bids']}
    >
      {lots.map((lot) => (
        <tr key={`${lot.tenderId}-${lot.lotId ?? ''}`} className="border-t border-border align-top">
          <td className="p-3 whitespace-nowrap">
            <time dateTime={lot.awardDate}>{formatDay(lot.awardDate)}</time>
          </td>
          <th scope="row" className="p-3 font-normal">
            <Link href={`/tenders/${lot.tenderId}`} prefetch={false} className={linkClass} lang={lot.languageCode}>
              {lot.tenderTitle}
            </Link>
            <span className="block font-mono text-xs text-muted-fg">
              {lot.lotId ?? ''} {lot.cpvCode} {getCountry(lot.countryCode)?.name ?? lot.countryCode}
            </span>
          </th>
          <td className="p-3">
            {lot.buyerId ? (
              <Link href={buyerPath(lot.buyerId)} prefetch={false} className={linkClass} lang={lot.languageCode}>
                {lot.buyerName}
              </Link>
            ) : (
              (lot.buyerName ?? '—')
            )}
          </td>
          <td className="p-3">
            {lot.companyId ? (
              <Link href={`/companies/${lot.companyId}`} prefetch={false} className={linkClass}>
                {lot.winnerName}
              </Link>
            ) : (
              (lot.winnerName ?? '—')
            )}
          </td>
          <td className="p-3 whitespace-nowrap tabular-nums">
            {lot.value !== null && lot.currency ? formatMoney(lot.value, lot.currency) : '—'}
            {lot.currency !== 'EUR' ? <span className="block text-xs text-muted-fg">{euro(lot.euroValue)}</span> : null}
          </td>
          <td className="p-3 whitespace-nowrap tabular-nums">{euro(lot.estimateEuroValue)}</td>
          <td className="p-3 tabular-nums">{lot.tendersReceived ?? '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The heading of the lots page: which lots these are. */
export function awardLotsTitle(filters: {
  cpvPrefix: string | null;
  countryCode: string | null;
  year: number | null;
  buyerName?: string | null;
}): string {
  const parts = [
    filters.cpvPrefix ? cpvPrefixLabel(filters.cpvPrefix) : null,
    filters.countryCode ? (getCountry(filters.countryCode)?.name ?? filters.countryCode) : null,
    filters.year ? String(filters.year) : null,
    filters.buyerName ? `awarded by ${filters.buyerName}` : null,
  ].filter((part): part is string => part !== null);
  return `Awarded lots${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
}
