// Links to other states of the search (pages, removed filters, a toggled country) built from the current URL.
import type { SearchUrlKey } from './url-state';

export type SearchChanges = Partial<Record<SearchUrlKey, string | readonly string[] | null>>;

/** `/tenders` with the current parameters, `changes` applied (null removes one) and the page reset unless given. */
export function searchHref(current: URLSearchParams, changes: SearchChanges): string {
  const params = new URLSearchParams(current);
  if (!('page' in changes)) params.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    params.delete(key);
    for (const item of value === null || value === undefined ? [] : typeof value === 'string' ? [value] : value)
      params.append(key, item);
  }
  const query = params.toString();
  return query ? `/tenders?${query}` : '/tenders';
}

/** A page's `searchParams` as URLSearchParams, repeated keys kept. */
export function toSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    for (const item of value === undefined ? [] : typeof value === 'string' ? [value] : value) params.append(key, item);
  }
  return params;
}
