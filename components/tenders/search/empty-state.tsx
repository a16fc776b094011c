// No results: say so, and offer the searches most likely to find something — each one filter fewer.
import { SearchX } from 'lucide-react';
import Link from 'next/link';
import { type TenderSearch, everyCountry, searchHref, type SearchChanges } from '@/lib/tenders/views';

interface Suggestion {
  label: string;
  changes: SearchChanges;
}

function suggestionsFor(search: TenderSearch, params: URLSearchParams, scope: readonly string[]): Suggestion[] {
  const suggestions: Suggestion[] = [];
  const has = (...keys: string[]) => keys.some((key) => params.has(key));
  if (search.openOnly)
    suggestions.push({ label: 'Include tenders whose deadline has passed', changes: { open: 'false' } });
  if (has('published_from', 'published_to', 'deadline_from', 'deadline_to')) {
    suggestions.push({
      label: 'Broaden the dates',
      changes: { published_from: null, published_to: null, deadline_from: null, deadline_to: null },
    });
  }
  if (search.noticeType !== 'all') suggestions.push({ label: 'Show every notice type', changes: { type: 'all' } });
  if (search.countries.length > 0)
    suggestions.push({ label: 'Search every country', changes: { country: everyCountry(scope) } });
  if (has('cpv')) suggestions.push({ label: 'Remove the CPV codes', changes: { cpv: null } });
  if (has('nuts')) suggestions.push({ label: 'Remove the regions', changes: { nuts: null } });
  if (has('nature')) suggestions.push({ label: 'Any contract nature', changes: { nature: null } });
  if (has('value_min', 'value_max'))
    suggestions.push({ label: 'Any estimated value', changes: { value_min: null, value_max: null } });
  if (search.query) suggestions.push({ label: `Remove the search words “${search.query}”`, changes: { q: null } });
  return suggestions;
}

export function EmptyState({
  search,
  params,
  scope,
}: {
  search: TenderSearch;
  params: URLSearchParams;
  scope: readonly string[];
}) {
  const suggestions = suggestionsFor(search, params, scope);
  return (
    <div className="rounded-lg border border-dashed border-border p-6 text-center">
      <SearchX aria-hidden className="mx-auto h-8 w-8 text-muted-fg" />
      <h3 className="mt-2 text-lg font-semibold">No tenders match this search</h3>
      {suggestions.length > 0 ? (
        <>
          <p className="mt-1 text-muted-fg">Try one filter fewer:</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion.label}>
                <Link
                  href={searchHref(params, suggestion.changes)}
                  prefetch={false}
                  className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm hover:border-accent hover:text-accent-hover"
                >
                  {suggestion.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-muted-fg">No tenders have been published yet. Check back after the next import.</p>
      )}
    </div>
  );
}
