// The price a bidder can expect: what similar lots (same CPV class, group or division, same country) were awarded
// at, with the bids they drew, and the lots behind the figures one click away.
import Link from 'next/link';
import type { PriceCell } from '@/lib/buyers';
import { cellLotsHref, cpvPrefixLabel } from '@/lib/buyers/views';
import { getCountry } from '@/lib/reference';
import { formatCount, formatMoney } from '@/lib/tenders/views';

const linkClass = 'text-accent underline underline-offset-4';

function bidsText(cell: PriceCell): string {
  if (cell.bidsPerLot === null || cell.bidsCount === 0) return '';
  const bids = cell.bidsPerLot.toFixed(1).replace(/\.0$/, '');
  return ` with ${bids} ${bids === '1' ? 'bid' : 'bids'} per lot on average`;
}

/** One sentence: the median, the middle half, the bids; the cell it comes from and its lots linked. */
export function PriceLine({ cell, lead = 'Similar lots were awarded at' }: { cell: PriceCell; lead?: string }) {
  const country = getCountry(cell.countryCode)?.name ?? cell.countryCode;
  return (
    <p className="text-sm">
      {lead} a median of <strong className="font-semibold">{formatMoney(cell.median ?? 0, 'EUR')}</strong>
      {bidsText(cell)} ({cpvPrefixLabel(cell.cpvPrefix)}, {country}, {cell.year}: half of them between{' '}
      {formatMoney(cell.p25 ?? 0, 'EUR')} and {formatMoney(cell.p75 ?? 0, 'EUR')}
      {cell.estimateRatio !== null ? `, ${Math.round(cell.estimateRatio * 100)}% of their estimate at the median` : ''}
      ).{' '}
      <Link href={cellLotsHref(cell)} prefetch={false} className={linkClass}>
        The {formatCount(cell.pricedCount)} lots behind it
      </Link>
    </p>
  );
}

/** The tender page's section: the price line, or nothing when too few similar lots are known. */
export function PriceLineSection({ cell }: { cell: PriceCell | null }) {
  if (cell === null) return null;
  return (
    <section aria-labelledby="prices-heading" className="mt-8 rounded-lg border border-border bg-card p-4">
      <h2 id="prices-heading" className="text-base font-semibold">
        What similar lots were awarded at
      </h2>
      <div className="mt-2">
        <PriceLine cell={cell} />
      </div>
      <p className="mt-1 text-xs text-muted-fg">
        The winning tenders&apos; values (BT-720) of lots with one winner, in euro; framework ceilings are not prices
        and are left out.
      </p>
    </section>
  );
}
