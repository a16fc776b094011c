'use client';
// Countries: the map of Europe (server-rendered links, each to the search with its country toggled) and a
// checklist with each country's count in the results.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { chosenCountries, everyCountry, toggleCountry, type FacetOption } from '@/lib/tenders/views';
import { FacetChoice } from './facet-count';
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

  return (
    <fieldset>
      <legend className="text-sm font-medium">Countries</legend>
      <div className="mt-2">{map}</div>
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
