// The statements a search runs, named, for EXPLAIN in bench:search: built from the search's own query builders.
import type { SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import type { Viewer } from '@/lib/tenders/queries';
import { searchCondition } from '@/lib/tenders/search/conditions';
import { estimateMatches } from '@/lib/tenders/search/estimate';
import { facetLimit, facetQuery, facetsWalk } from '@/lib/tenders/search/facets';
import type { TenderSearch } from '@/lib/tenders/search/params';
import { countQuery, exactCountLimit, pageQuery } from '@/lib/tenders/search/results';

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
