// /tenders: the tender search. Filters live in the URL; the results are rendered here, on the server.
import type { Metadata } from 'next';
import { CreateAlertLink } from '@/components/alerts/create-alert-link';
import { SearchParamsError } from '@/components/tenders/search/params-error';
import { SearchView } from '@/components/tenders/search/search-view';
import { getCountry } from '@/lib/reference';
import { pageMetadata } from '@/lib/seo/metadata';
import { parseTenderSearch, searchTenderCards } from '@/lib/tenders';
import { toSearchParams } from '@/lib/tenders/views';

// Unknown names (utm_source, fbclid…) and NUL characters are dropped here, as from the canonical URL; the API
// still names them.
const pageParsing = { unknownParameters: 'ignore', nulBytes: 'strip' } as const;
const description = 'Search public tenders by keyword, country, CPV code, region, deadline and value.';

export async function generateMetadata({ searchParams }: PageProps<'/tenders'>): Promise<Metadata> {
  const params = toSearchParams(await searchParams);
  const parsed = parseTenderSearch(params, pageParsing);
  if (!parsed.ok) {
    return {
      ...pageMetadata({ title: 'Search public tenders', description, path: '/tenders' }),
      robots: { index: false },
    };
  }
  const countries = parsed.search.countries;
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
  const outcome = await searchTenderCards(params, pageParsing);
  if (!outcome.ok) return <SearchParamsError parameter={outcome.parameter} message={outcome.message} />;
  return (
    <SearchView
      params={params}
      search={outcome.search}
      result={outcome.result}
      filters={outcome.filters}
      sorts={outcome.sorts}
      actions={<CreateAlertLink params={params} />}
    />
  );
}
