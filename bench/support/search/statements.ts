// The statements a search runs, named, for EXPLAIN in bench:search: built from the search's own query builders.
import type { SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import {
  type Viewer,
  searchCondition,
  estimateMatches,
  facetLimit,
  facetQuery,
  facetsWalk,
  countQuery,
  exactCountLimit,
  pageQuery,
  type TenderSearch,
} from '@/lib/tenders/jobs';

export async function searchStatements(
  db: Database,
  viewer: Viewer,
  search: TenderSearch,
  now: Date,
): Promise<{ name: string; query: SQL; walk: boolean }[]> {
  const condition = await searchCondition(db, viewer, search, now);
  const estimate = await estimateMatches(db, condition.estimateWhere, exactCountLimit);
  const facetRows = facetLimit(estimate);
  return [
    { name: 'page', query: pageQuery(db, condition, search).getSQL(), walk: false },
    { name: 'count', query: countQuery(condition.where), walk: false },
    { name: 'facets', query: facetQuery(condition.where, facetRows), walk: facetsWalk(estimate, facetRows) },
  ];
}
