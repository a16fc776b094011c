// The map of Europe as the country selector: each country is a link to the current search with it toggled.
import { EuropeMap } from '@/components/home/europe-map';
import { getCountry } from '@/lib/reference';
import { mapCountryCodes, toggleCountry, searchHref } from '@/lib/tenders/views';

export function CountryMap({
  params,
  chosen,
  scope,
}: {
  params: URLSearchParams;
  chosen: readonly string[];
  scope: readonly string[];
}) {
  const featured = mapCountryCodes.map((code) => ({ code, name: getCountry(code)?.name ?? code }));
  return (
    <EuropeMap
      featured={featured}
      selected={chosen}
      title="Map of Europe: choose the countries to search"
      scroll={false}
      hrefFor={(code) => searchHref(params, { country: toggleCountry(chosen, code, scope) })}
      labelFor={(country) =>
        chosen.includes(country.code)
          ? `${country.name}, chosen: remove from the search`
          : `Add ${country.name} to the search`
      }
    />
  );
}
