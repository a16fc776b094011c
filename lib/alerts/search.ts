// An alert's search URL read as the search page reads it: the search's parser, then the edition's country scope.
// This is lib/tenders' parseTenderSearch, composed here from its parts because the matching job runs in CLIs
// (npm run ingest, npm run worker) too, which cannot load the tenders front door (it imports Next's navigation).
import { site } from '@/lib/config/public';
import { parseSearchParams, type TenderSearch, withEditionScope } from '@/lib/tenders/jobs';

export type AlertSearch = { ok: true; search: TenderSearch } | { ok: false; parameter: string; message: string };

/** Unknown names (utm_source …) are dropped and NUL characters stripped, as on the search page. */
export function parseAlertSearch(params: URLSearchParams): AlertSearch {
  const parsed = parseSearchParams(params, { unknownParameters: 'ignore', nulBytes: 'strip' });
  return parsed.ok ? { ok: true, search: withEditionScope(parsed.search, params, site.scopeCountries) } : parsed;
}
