// The edition's default scope (Austria in the AT edition) for a search whose URL names no country.
import type { TenderSearch } from '@/lib/tenders/search';

export function withEditionScope(
  search: TenderSearch,
  params: URLSearchParams,
  scope: readonly string[],
): TenderSearch {
  return params.has('country') || scope.length === 0 ? search : { ...search, countries: [...scope] };
}
