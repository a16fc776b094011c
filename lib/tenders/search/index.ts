// Tender search: full text with filters, sorts, capped totals and facets. One function serves the search
// page, the JSON API and alerts; every read goes through the visibility builder.
import type { SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/types';
import type { Viewer } from '../queries';
import { searchCondition, typoCandidate, type SearchCondition } from './conditions';
import { countFacets, facetQuery, type FacetResult } from './facets';
import { countQuery, findPage, pageQuery, type ResultsPage } from './results';
import type { TenderSearch } from './params';

export { pageSize, maxPage, parseSearchParams, searchParamsSchema, type TenderSearch } from './params';
export { exactCountLimit, rankWindow, type SearchRow } from './results';
export { searchCondition, type SearchCondition } from './conditions';
export type { FacetCount, Facets } from './facets';

export interface SearchResult extends ResultsPage, FacetResult {
  page: number;
}

/**
 * Runs a search as asked, or, when a short query matched nothing, again widened to near spellings in
 * titles (typo tolerance).
 */
async function withTypoFallback<T extends { total: number }>(
  db: Database,
  viewer: Viewer,
  search: TenderSearch,
  now: Date,
  run: (condition: SearchCondition) => Promise<T>,
): Promise<T> {
  const result = await run(await searchCondition(db, viewer, search, now));
  if (result.total > 0 || !typoCandidate(search.query)) return result;
  return run(await searchCondition(db, viewer, search, now, true));
}

/** One page of results and the capped total, without facets. */
export async function findTenders(db: Database, viewer: Viewer, search: TenderSearch, now = new Date()): Promise<ResultsPage & { page: number }> {
  const page = await withTypoFallback(db, viewer, search, now, (condition) => findPage(db, condition, search));
  return { ...page, page: search.page };
}

/** The facet counts of a search, without its results. */
export async function tenderFacets(db: Database, viewer: Viewer, search: TenderSearch, now = new Date()): Promise<FacetResult> {
  return countFacets(db, (await searchCondition(db, viewer, search, now)).where);
}

/** Runs a search for a viewer: one page of results, the (capped) total and the facets. */
export async function searchTenders(db: Database, viewer: Viewer, search: TenderSearch, now = new Date()): Promise<SearchResult> {
  return withTypoFallback(db, viewer, search, now, async (condition) => {
    const [page, facets] = await Promise.all([findPage(db, condition, search), countFacets(db, condition.where)]);
    return { ...page, ...facets, page: search.page };
  });
}

/** The statements a search runs, named, for EXPLAIN in the bench. */
export async function searchStatements(db: Database, viewer: Viewer, search: TenderSearch, now: Date): Promise<{ name: string; query: SQL }[]> {
  const condition = await searchCondition(db, viewer, search, now);
  return [
    { name: 'page', query: pageQuery(db, condition, search).getSQL() },
    { name: 'count', query: countQuery(condition.where) },
    { name: 'facets', query: facetQuery(condition.where) },
  ];
}
