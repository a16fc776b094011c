// The search page's body: query box, filter panel (client islands) and the server-rendered results.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/content/pagination';
import { getCountry } from '@/lib/reference';
import { maxPage, pageSize, type TenderCards } from '@/lib/tenders';
import { formatCount, searchHref, type FilterPanelData, type SortOption, type TenderSearch } from '@/lib/tenders/views';
import { CountryMap } from './country-map';
import { EmptyState } from './empty-state';
import { FilterPanel } from './filter-panel';
import { QueryBox } from './query-box';
import { QueryCodes } from './query-codes';
import { ResultList } from './result-card';
import { ResultsRegion, SearchStateProvider } from './search-state';
import { SortSelect } from './sort-select';

export interface SearchViewProps {
  params: URLSearchParams;
  search: TenderSearch;
  result: TenderCards;
  filters: FilterPanelData;
  sorts: readonly SortOption[];
  /** Beside the heading: what the page offers to do with this search (e.g. save it as an alert). */
  actions?: ReactNode;
}

/** '1,234 tenders', or '10,000+ tenders' past the exact count's cap. */
function totalLabel({ total, totalIsExact }: TenderCards): string {
  const count = `${formatCount(total)}${totalIsExact ? '' : '+'}`;
  return total === 1 && totalIsExact ? '1 tender' : `${count} tenders`;
}

/** Where the results come from, in words: 'in Austria', 'in 3 countries' or nothing for all. */
function scopeLabel(countries: readonly string[]): string {
  if (countries.length === 0) return '';
  if (countries.length === 1) return ` in ${getCountry(countries[0] ?? '')?.name ?? countries[0]}`;
  return ` in ${countries.length} countries`;
}

export function SearchView({ params, search, result, filters, sorts, actions }: SearchViewProps) {
  const pageCount = Math.min(Math.ceil(result.total / pageSize), maxPage);
  return (
    <SearchStateProvider>
      <div className="mx-auto max-w-6xl px-4 py-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Search public tenders</h1>
          <div className="flex flex-wrap items-center gap-4">
            {actions}
            {/* A tender found elsewhere (a buyer's own portal, a letter) can be added for the user's eyes only. */}
            <Link
              href="/tenders/new"
              prefetch={false}
              className="text-sm font-medium text-accent underline underline-offset-4"
            >
              Add a tender
            </Link>
          </div>
        </div>
        <div className="mt-4">
          <QueryBox />
        </div>
        <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
          <FilterPanel
            map={<CountryMap params={params} chosen={search.countries} scope={filters.scope} />}
            {...filters}
          />
          <section aria-labelledby="results-heading" className="min-w-0">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
                {totalLabel(result)}
                {scopeLabel(search.countries)}
              </h2>
              <SortSelect options={sorts} current={search.sort} />
            </div>
            <QueryCodes search={search} params={params} />
            {result.correctedQuery && search.query ? (
              <p className="mt-1 text-sm text-muted-fg" data-testid="search-correction">
                Showing results for{' '}
                <Link
                  href={searchHref(params, { q: result.correctedQuery })}
                  prefetch={false}
                  className="font-semibold text-fg italic underline underline-offset-4"
                >
                  {result.correctedQuery}
                </Link>{' '}
                — search instead for{' '}
                <Link
                  href={searchHref(params, { verbatim: 'true' })}
                  prefetch={false}
                  className="text-accent italic underline underline-offset-4"
                >
                  {search.query}
                </Link>
              </p>
            ) : null}
            {search.query && (result.queryLanguage !== null || !search.acrossLanguages) ? (
              <p className="mt-1 text-sm text-muted-fg" data-testid="language-switch">
                {search.acrossLanguages ? (
                  <>
                    Including tenders that name the same thing in other languages ·{' '}
                    <Link
                      href={searchHref(params, { same_language: 'true' })}
                      prefetch={false}
                      className="text-accent underline underline-offset-4"
                    >
                      Only the query’s language
                    </Link>
                  </>
                ) : (
                  <>
                    Only tenders matching the words as written ·{' '}
                    <Link
                      href={searchHref(params, { same_language: null })}
                      prefetch={false}
                      className="text-accent underline underline-offset-4"
                    >
                      Include other languages
                    </Link>
                  </>
                )}
              </p>
            ) : null}
            {!result.facetsAreExact ? (
              <p className="mt-1 text-sm text-muted-fg">
                Counts beside the filters are estimated from a sample of the matches.
              </p>
            ) : null}
            <ResultsRegion renderedFor={params.toString()}>
              {result.cards.length > 0 ? (
                <ResultList results={result.cards} />
              ) : result.total > 0 ? (
                <p className="mt-4">
                  This page is past the last page of results.{' '}
                  <Link
                    href={searchHref(params, { page: null })}
                    prefetch={false}
                    className="text-accent underline underline-offset-4"
                  >
                    Go to the first page
                  </Link>
                </p>
              ) : (
                <div className="mt-4">
                  <EmptyState search={search} params={params} scope={filters.scope} />
                </div>
              )}
              <Pagination
                page={search.page}
                pageCount={pageCount}
                href={(page) => searchHref(params, { page: page === 1 ? null : String(page) })}
                labels={{ previous: 'Previous', next: 'Next' }}
              />
            </ResultsRegion>
          </section>
        </div>
      </div>
    </SearchStateProvider>
  );
}
