// Tender search: full text with filters, sorts, capped totals and facets. One function serves the search
// page, the JSON API and alerts; every read goes through the visibility builder.
import { sql } from 'drizzle-orm';
import { tenders } from '@/lib/db/schema';
import { queryRows } from '@/lib/db/rows';
import type { Database } from '@/lib/db/types';
import type { Viewer } from '../queries';
import { searchCondition, typoCandidate, type SearchCondition } from './conditions';
import { estimateMatches, withoutScan } from './estimate';
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
export { exactCountLimit, rankWindow, type CardRow, type PageFields, type SearchRow } from './results';
export { queryReadings, searchCondition, type QueryReading, type SearchCondition } from './conditions';
export type { FacetCount, FacetResult, Facets } from './facets';

export interface SearchResult<F extends PageFields = 'full'> extends ResultsPage<PageRow<F>>, FacetResult {
  page: number;
}

/**
 * Whether the query's words are found at all, in any tender the viewer may see, whatever the other filters:
 * then an empty result is down to the filters, not a misspelling. One GIN probe: left to itself, the planner
 * expects an early hit and scans the table instead, which for a word found nowhere reads every row (1.5 s at
 * a million tenders, against a millisecond in the index). Only a broad word keeps that plan: the scan finds
 * it at once, where a bitmap of all its matches would take a tenth of a second.
 */
async function wordsAreKnown(db: Database, viewer: Viewer, search: TenderSearch, now: Date): Promise<boolean> {
  const bare: TenderSearch = {
    ...search,
    countries: [],
    cpv: [],
    nuts: [],
    noticeType: 'all',
    openOnly: false,
    procedureTypes: [],
    natures: [],
    publishedFrom: null,
    publishedTo: null,
    deadlineFrom: null,
    deadlineTo: null,
    valueMin: null,
    valueMax: null,
    includeUnknownValue: true,
    buyer: null,
  };
  const { where, estimateWhere } = await searchCondition(db, viewer, bare, now);
  const probe = (reader: Database) =>
    queryRows<{ found: boolean }>(reader, sql`select exists (select 1 from ${tenders} where ${where}) as found`);
  const { broad } = await estimateMatches(db, estimateWhere, exactCountLimit);
  const [row] = broad ? await probe(db) : await withoutScan(db, ['seqscan'], probe);
  return row?.found === true;
}

/**
 * Runs a search as asked, or, when a short query matched nothing and its word is found nowhere (a likely
 * misspelling rather than filters that leave nothing), again widened to near spellings in titles.
 */
async function withTypoFallback<T extends { total: number }>(
  db: Database,
  viewer: Viewer,
  search: TenderSearch,
  now: Date,
  run: (condition: SearchCondition) => Promise<T>,
): Promise<T> {
  const result = await run(await searchCondition(db, viewer, search, now));
  if (result.total > 0 || !typoCandidate(search.query) || (await wordsAreKnown(db, viewer, search, now))) return result;
  return run(await searchCondition(db, viewer, search, now, true));
}

/** One page of results and the capped total, without facets. */
export async function findTenders(
  db: Database,
  viewer: Viewer,
  search: TenderSearch,
  now = new Date(),
): Promise<ResultsPage & { page: number }> {
  const page = await withTypoFallback(db, viewer, search, now, (condition) =>
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
  const { where, estimateWhere } = await searchCondition(db, viewer, search, now);
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
  return withTypoFallback(db, viewer, search, now, async (condition) => {
    const estimate = await estimateMatches(db, condition.estimateWhere, exactCountLimit);
    const sampleCounts = estimate.beyond && condition.estimateIsMeasured;
    if (!sampleCounts && !estimate.large && estimate.rows < exactCountLimit / 2 && isRanked(condition, search)) {
      // A set expected to fit well under the count limit is read once: the facet pass also finds the newest
      // matches that relevance ranks. Searching them again for the page cost about as much as the pass (a
      // phrase was checked against each candidate's positions twice): at a million tenders, twelve subject
      // phrases took 254 ms of database time instead of 355. Should the pass stop at its limit after all,
      // the page is searched for then; closer to the limit, where estimates 2 to 7 times low make that
      // likelier, the page is searched for alongside the pass, as before.
      const pass = await facetsWithCount(db, condition.where, estimate, exactCountLimit + 1, rankWindow);
      const page = await findPage(
        db,
        condition,
        search,
        Promise.resolve(pass.counted),
        pass.newest ?? undefined,
        fields,
      );
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
  });
}
