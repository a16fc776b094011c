// The filters a search read from its query box (a CPV or NUTS code typed there), shown as chips: what each code is,
// a link that keeps it as a filter of its own, and one that searches the typed words as words instead.
import { Filter, X } from 'lucide-react';
import Link from 'next/link';
import { cpvLabel, nutsLabel } from '@/lib/reference';
import { searchHref, type TenderSearch } from '@/lib/tenders/views';

export function QueryCodes({ search, params }: { search: TenderSearch; params: URLSearchParams }) {
  const { cpv, nuts } = search.codesFromQuery;
  if (cpv.length === 0 && nuts.length === 0) return null;
  const chips = [
    ...cpv.map((code) => ({ key: `cpv-${code}`, kind: 'CPV', code, label: cpvLabel(code) ?? '' })),
    ...nuts.map((code) => ({ key: `nuts-${code}`, kind: 'Region', code, label: nutsLabel(code) ?? '' })),
  ];
  // The same search with the codes moved out of the query into the filters the panel shows.
  const asFilters = searchHref(params, {
    q: search.query,
    cpv: [...params.getAll('cpv'), ...cpv],
    nuts: [...params.getAll('nuts'), ...nuts],
  });
  return (
    <div className="mt-2 text-sm" data-testid="query-codes">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-muted-fg">Filtered by what you typed:</span>
        {chips.map((chip) => (
          <span
            key={chip.key}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-accent px-3 py-1"
            data-testid="query-code-chip"
          >
            <Filter aria-hidden className="h-3.5 w-3.5 shrink-0 text-accent" />
            <span className="min-w-0 truncate">
              {chip.kind} <strong>{chip.code}</strong>
              {chip.label ? ` · ${chip.label}` : ''}
            </span>
          </span>
        ))}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <Link href={asFilters} prefetch={false} className="text-accent underline underline-offset-4">
          Keep as filters
        </Link>
        <Link
          href={searchHref(params, { verbatim: 'true' })}
          prefetch={false}
          className="inline-flex items-center gap-1 text-accent underline underline-offset-4"
        >
          <X aria-hidden className="h-3.5 w-3.5" />
          Search “{params.get('q')}” as words instead
        </Link>
      </p>
    </div>
  );
}
