// /tenders: the tender search. Filters live in the URL; the results are rendered here, on the server.
import type { Metadata } from 'next';
import { SearchParamsError } from '@/components/tenders/search/params-error';
import { withEditionScope } from '@/components/tenders/search/scope';
import { SearchView } from '@/components/tenders/search/search-view';
import { toSearchParams } from '@/components/tenders/search/href';
import { site } from '@/lib/config/public';
import { getDb } from '@/lib/db';
import { getCountry } from '@/lib/reference/countries';
import { pageMetadata } from '@/lib/seo/metadata';
import { parseSearchParams, searchTenders } from '@/lib/tenders/search';
import { currentViewer } from '@/lib/tenders/viewer';

// Unknown names (utm_source, fbclid…) and NUL characters are dropped here, as from the canonical URL; the API
// still names them.
const pageParsing = { unknownParameters: 'ignore', nulBytes: 'strip' } as const;
const description = 'Search public tenders by keyword, country, CPV code, region, deadline and value.';

export async function generateMetadata({ searchParams }: PageProps<'/tenders'>): Promise<Metadata> {
  const params = toSearchParams(await searchParams);
  const parsed = parseSearchParams(params, pageParsing);
  if (!parsed.ok)
    return {
      ...pageMetadata({ title: 'Search public tenders', description, path: '/tenders' }),
      robots: { index: false },
    };
  const countries = withEditionScope(parsed.search, params, site.scopeCountries).countries;
  const place = countries.length === 1 ? getCountry(countries[0] ?? '')?.name : undefined;
  return pageMetadata({
    title: place ? `Public tenders in ${place}` : 'Search public tenders',
    description,
    path: '/tenders',
    searchParams: params,
  });
}

export default async function TendersPage({ searchParams }: PageProps<'/tenders'>) {
  const params = toSearchParams(await searchParams);
  const parsed = parseSearchParams(params, pageParsing);
  if (!parsed.ok) return <SearchParamsError parameter={parsed.parameter} message={parsed.message} />;
  const search = withEditionScope(parsed.search, params, site.scopeCountries);
  const [db, viewer] = await Promise.all([getDb(), currentViewer()]);
  const now = new Date();
  const result = await searchTenders(db, viewer, search, now, 'card');
  return <SearchView params={params} search={search} result={result} scope={site.scopeCountries} now={now} />;
}
