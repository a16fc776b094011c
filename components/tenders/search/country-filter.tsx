'use client';
// Countries: the map of Europe (server-rendered; its links toggle a country here without a page load, and work
// as plain links before JavaScript runs) and a checklist with each country's count in the results.
import type { MouseEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ServerMarkup } from '@/components/ui/server-markup';
import { chosenCountries, everyCountry, toggleCountry } from '@/lib/tenders/search/scope';
import { FacetChoice, type FacetOption } from './facet-count';
import { useSearchState } from './search-state';

interface CountryFilterProps {
  map: ReactNode;
  options: readonly FacetOption[];
  /** What the edition searches when the URL names no country (Austria in the AT edition). */
  scope: readonly string[];
  countsEstimated: boolean;
}

export function CountryFilter({ map, options, scope, countsEstimated }: CountryFilterProps) {
  const { state, setFilters } = useSearchState();
  const chosen = chosenCountries(state.country, scope);
  const toggle = (code: string) => setFilters({ country: toggleCountry(chosen, code, scope) });

  function onMapClick(event: MouseEvent<HTMLDivElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const code = (event.target as Element).closest('a[data-code]')?.getAttribute('data-code');
    if (!code) return;
    event.preventDefault();
    toggle(code);
  }

  return (
    <fieldset>
      <legend className="text-sm font-medium">Countries</legend>
      {/* Clicks bubble up from the map's links; Enter on a focused link is a click too. The map is links only,
          so its server markup stays as it is when the page hydrates. */}
      <ServerMarkup onClick={onMapClick} className="mt-2">
        {map}
      </ServerMarkup>
      <ul className="mt-2 max-h-64 space-y-0.5 overflow-y-auto">
        {options.map((option) => (
          <li key={option.value}>
            <FacetChoice
              option={option}
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={() => toggle(option.value)}
              estimated={countsEstimated}
            />
          </li>
        ))}
      </ul>
      {chosen.length > 0 ? (
        <Button variant="link" onClick={() => setFilters({ country: everyCountry(scope) })} className="mt-1 text-sm">
          All countries
        </Button>
      ) : null}
    </fieldset>
  );
}
