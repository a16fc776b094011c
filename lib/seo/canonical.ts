// Canonical URLs: the path plus only the query parameters a page declares meaningful, sorted.
import { siteUrl } from '@/lib/config/public';

/** The one table of query parameters each path keeps in its canonical URL; all others are dropped. */
export const canonicalQueryParams: Readonly<Record<string, readonly string[]>> = {
  '/tenders': ['country', 'cpv', 'page'],
  '/blog': ['page', 'tag'],
};

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

function entriesOf(params: SearchParamsInput): [string, string][] {
  if (params instanceof URLSearchParams) return [...params.entries()];
  return Object.entries(params).flatMap(([key, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, v]),
  );
}

/** `/tenders?zeta=1&page=2&country=AT` → `/tenders?country=AT&page=2`. */
export function canonicalPath(pathname: string, params: SearchParamsInput = {}): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  const allowed = canonicalQueryParams[path] ?? [];
  const kept = entriesOf(params)
    .filter(([key, value]) => allowed.includes(key) && value !== '')
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a < b ? -1 : 1));
  if (kept.length === 0) return path;
  return `${path}?${new URLSearchParams(kept).toString()}`;
}

export function canonicalUrl(pathname: string, params: SearchParamsInput = {}, origin: string = siteUrl): string {
  return `${origin}${canonicalPath(pathname, params)}`;
}
