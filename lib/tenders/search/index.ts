// Tender search: full text with filters, sorts, capped totals and facets. One function serves the search
// page, the JSON API and alerts; every read goes through the visibility builder.
import type { Database } from '@/lib/db';
import type { Viewer } from '../queries';
import { explainMatches } from './across';
import { conditionOn, searchBasis, type SearchCondition } from './conditions';
import { correctedQuery } from './correction';
import { estimateMatches } from './estimate';
import { countFacets, facetSample, facetsWithCount, type FacetResult } from './facets';
import {
  countMatches,
  exactCountLimit,
  findPage,
  isRanked,
  rankWindow,
  type PageFields,
  type PageRow,
  type ResultsPage,
} from './results';
import type { TenderSearch } from './params';

export { pageSize, maxPage, parseSearchParams, searchParamsSchema, type TenderSearch } from './params';
export { cardColumns, exactCountLimit, rankWindow, type CardRow, type PageFields, type SearchRow } from './results';
export { queryReadings, searchCondition, type QueryReading, type SearchCondition } from './conditions';
export type { FacetCount, FacetResult, Facets } from './facets';

export interface SearchResult<F extends PageFields = 'full'> extends ResultsPage<PageRow<F>>, FacetResult, Corrected {
  page: number;
  /** Results found through another language, by id: why ("matched: cleaning services — Reinigungsdienste"). */
  matched: Record<string, string>;
  /** The language the query seems to be in, when the search was widened across languages. */
  queryLanguage: string | null;
}

/** What a search found, and the query it searched for when the words asked for found nothing. */
export interface Corrected {
  /** The query with its misspelt words corrected, when the results are for it rather than for the query asked. */
  correctedQuery: string | null;
}

/**
 * Runs a search as asked, or, when it found nothing because some of its words are found nowhere (a likely
 * misspelling rather than filters that leave nothing), again with those words corrected: the corrected
 * search's results are returned only if there are any. A search may ask for its words verbatim.
 */
async function withCorrection<T extends { total: number }>(
  db: Database,
  viewer: Viewer,
  search: TenderSearch,
  now: Date,
  run: (condition: SearchCondition) => Promise<T>,
): Promise<T & Corrected> {
  const basis = await searchBasis(db, viewer, search, now);
  const result = await run(await conditionOn(db, basis, search.query));
  if (result.total > 0 || !search.correctSpelling) return { ...result, correctedQuery: null };
  const corrected = await correctedQuery(db, basis, search);
  if (corrected === null) return { ...result, correctedQuery: null };
  const again = await run(await conditionOn(db, basis, corrected));
  return again.total > 0 ? { ...again, correctedQuery: corrected } : { ...result, correctedQuery: null };
}

/** One page of results and the capped total, without facets. */
export async function findTenders(
  db: Database,
  viewer: Viewer,
  search: TenderSearch,
  now = new Date(),
): Promise<ResultsPage & Corrected & { page: number }> {
  const page = await withCorrection(db, viewer, search, now, (condition) =>
    findPage(db, condition, search, countMatches(db, condition.where)),
  );
  return { ...page, page: search.page };
}

/** The facet counts of a search, without its results. */
export async function tenderFacets(
  db: Database,
  viewer: Viewer,
  search: TenderSearch,
  now = new Date(),
): Promise<FacetResult> {
  const { where, estimateWhere } = await conditionOn(db, await searchBasis(db, viewer, search, now), search.query);
  const estimate = await estimateMatches(db, estimateWhere, exactCountLimit);
  return countFacets(db, where, estimate, countMatches(db, where));
}

/**
 * Runs a search for a viewer: one page of results, the (capped) total and the facets. Each result is a
 * tender's summary, or with `fields: 'card'` only what a result card shows.
 */
export async function findSearchResults<F extends PageFields = 'full'>(
  db: Database,
  viewer: Viewer,
  search: TenderSearch,
  now = new Date(),
  fields?: F,
): Promise<SearchResult<F>> {
  return withCorrection(db, viewer, search, now, async (condition) => {
    const result = await searchPage(db, condition, search, fields);
    return {
      ...result,
      matched: await explainMatches(db, condition, result.items),
      queryLanguage: condition.across?.language ?? null,
    };
  });
}

async function searchPage<F extends PageFields = 'full'>(
  db: Database,
  condition: SearchCondition,
  search: TenderSearch,
  fields?: F,
): Promise<ResultsPage<PageRow<F>> & FacetResult & { page: number }> {
  const estimate = await estimateMatches(db, condition.estimateWhere, exactCountLimit);
  const sampleCounts = estimate.beyond && condition.estimateIsMeasured;
  if (!sampleCounts && !estimate.large && estimate.rows < exactCountLimit / 2 && isRanked(condition, search)) {
    // A set expected to fit well under the count limit is read once: the facet pass also finds the newest
    // matches that relevance ranks, rather than searching them again for the page. Should the pass stop at its
    // limit after all, the page is searched for then; closer to the limit, where low estimates make that
    // likelier, the page is searched for alongside the pass.
    const pass = await facetsWithCount(db, condition.where, estimate, exactCountLimit + 1, rankWindow);
    const page = await findPage(db, condition, search, Promise.resolve(pass.counted), pass.newest ?? undefined, fields);
    return { ...page, facets: pass.facets, facetsAreExact: pass.facetsAreExact, page: search.page };
  }
  if (!estimate.large || sampleCounts) {
    const pass = facetsWithCount(db, condition.where, estimate, sampleCounts ? facetSample : exactCountLimit + 1);
    const [page, { facets, facetsAreExact }] = await Promise.all([
      findPage(
        db,
        condition,
        search,
        pass.then((p) => p.counted),
        undefined,
        fields,
      ),
      pass,
    ]);
    return { ...page, facets, facetsAreExact, page: search.page };
  }
  const counted = countMatches(db, condition.where);
  const [page, facets] = await Promise.all([
    findPage(db, condition, search, counted, undefined, fields),
    countFacets(db, condition.where, estimate, counted),
  ]);
  return { ...page, ...facets, page: search.page };
}
