// A facet's count beside a filter option; an estimate (counted on the first 10,000 matches) reads "about".
import { formatCount } from './format';

/** One choice of a filter with its count in the current results (none when that filter already narrows them). */
export interface FacetOption {
  value: string;
  label: string;
  count?: number;
}

export function FacetCount({ count, estimated }: { count: number | undefined; estimated: boolean }) {
  if (count === undefined) return null;
  return (
    <span className="ml-auto shrink-0 pl-2 text-xs tabular-nums text-muted-fg">
      {estimated ? (
        <>
          <span aria-hidden>~</span>
          <span className="sr-only">about </span>
        </>
      ) : null}
      {formatCount(count)}
    </span>
  );
}
