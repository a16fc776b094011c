// The edition's country scope and the country filter's rules, shared by the server and the client checklist.
import type { TenderSearch } from './params';

/** The country filter value that means every country (the search schema's `EU`). */
export const allCountries = 'EU';

/** Countries the map offers: the EU, the rest of the EEA, and Switzerland, whose buyers publish on TED. */
export const mapCountryCodes = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'CH',
] as const;

/** The countries searched: the URL's, else the edition's scope (Austria in the AT edition); empty is every country. */
export function chosenCountries(urlCountries: readonly string[], scope: readonly string[]): string[] {
  if (urlCountries.length === 0) return [...scope];
  return urlCountries.map((code) => code.toUpperCase()).filter((code) => code !== allCountries);
}

/** The country list after adding or removing `code`. */
export function toggleCountry(chosen: readonly string[], code: string, scope: readonly string[]): string[] {
  const next = chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code];
  // An empty list would bring the edition's scope back; `EU` says "every country" explicitly.
  return next.length === 0 && scope.length > 0 ? [allCountries] : next;
}

/** The list meaning "every country" for this edition. */
export function everyCountry(scope: readonly string[]): string[] {
  return scope.length > 0 ? [allCountries] : [];
}

/** The edition's default scope (Austria in the AT edition) for a search whose URL names no country. */
export function withEditionScope(
  search: TenderSearch,
  params: URLSearchParams,
  scope: readonly string[],
): TenderSearch {
  return params.has('country') || scope.length === 0 ? search : { ...search, countries: [...scope] };
}
