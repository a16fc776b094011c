// Facet counts (country, notice type, CPV division, contract nature) in one pass over the matches, exact up
// to the exact-count limit; beyond it, the proportions of the matches read scaled to the planner's estimate
// of the whole match set, and marked as estimated.
import { sql, type SQL } from 'drizzle-orm';
import { tenders } from '@/lib/db/schema';
import { queryRows, toNumber, type Database } from '@/lib/db';
import { readMatches, type MatchEstimate } from './estimate';
import { exactCountLimit } from './results';

export interface FacetCount {
  value: string;
  count: number;
}

export interface Facets {
  country: FacetCount[];
  notice_type: FacetCount[];
  cpv_division: FacetCount[];
  contract_nature: FacetCount[];
}

export interface FacetResult {
  facets: Facets;
  /** False when the match set was larger than the exact limit and the counts are estimates. */
  facetsAreExact: boolean;
}

interface FacetRow extends Record<string, unknown> {
  /** A facet, 'all' (the rows read) or 'newest' (one of the newest rows read: value its id, n its place). */
  facet: keyof Facets | 'all' | 'newest';
  value: string | null;
  n: number | string;
}

/**
 * Facets are read from at most this many matches when the match set is large (well beyond the exact limit):
 * their counts are estimates then anyway, and proportions settle long before ten thousand rows.
 */
export const facetSample = 2_000;

/** How many matches the facets read: a sample of a large set, else up to the count limit. */
export function facetLimit(estimate: MatchEstimate): number {
  return estimate.large ? facetSample : exactCountLimit + 1;
}

/**
 * One GROUPING SETS pass over at most `limit` matches; the empty set counts the rows read. With `newest`, the
 * same pass also names the newest `newest` rows it read (publish date, then id, as the publish-date indexes
 * order them), so a page ranked among them needs no second search when the pass read every match.
 */
export function facetQuery(where: SQL, limit: number, newest = 0): SQL {
  // The id and publish date are read only for `newest`: the plain pass is the search's hottest statement.
  const window = newest > 0 ? sql`${tenders.id} as id, ${tenders.publishDate} as publish_date, ` : sql``;
  const matches = sql`select ${window}${tenders.countryCode} as country,
            ${tenders.noticeType} as notice_type, left(${tenders.cpvCode}, 2) || '000000' as cpv_division, ${tenders.contractNature} as contract_nature
          from ${tenders} where ${where} limit ${limit}`;
  const counts = (from: SQL) => sql`select case
        when grouping(country) = 0 then 'country' when grouping(notice_type) = 0 then 'notice_type'
        when grouping(cpv_division) = 0 then 'cpv_division' when grouping(contract_nature) = 0 then 'contract_nature'
        else 'all' end as facet,
      coalesce(country, notice_type, cpv_division, contract_nature) as value, count(*) as n
    from ${from} matches
    group by grouping sets ((country), (notice_type), (cpv_division), (contract_nature), ())`;
  if (newest <= 0) return counts(sql`(${matches})`);
  return sql`with matches as materialized (${matches})
    ${counts(sql`matches`)}
    union all
    select 'newest', id, row_number() over (order by publish_date desc, id)
      from (select id, publish_date from matches order by publish_date desc, id limit ${newest}) newest`;
}

/** Whether a facet pass of at most `limit` rows walks an index: a sample of a large enough set, never a full pass. */
export function facetsWalk(estimate: MatchEstimate, limit: number): boolean {
  return limit <= facetSample && estimate.walkSample;
}

async function readFacets(
  db: Database,
  where: SQL,
  estimate: MatchEstimate,
  limit: number,
  newest = 0,
): Promise<{ rows: FacetRow[]; read: number }> {
  const rows = await readMatches(db, facetsWalk(estimate, limit), (reader) =>
    queryRows<FacetRow>(reader, facetQuery(where, limit, newest)),
  );
  return { rows, read: toNumber(rows.find((row) => row.facet === 'all')?.n) };
}

/** Facet counts from the rows read: exact, or scaled to the whole match set (`total` or the estimate). */
function facetCounts(rows: readonly FacetRow[], read: number, total: number, estimate: MatchEstimate): FacetResult {
  const facetsAreExact = total <= exactCountLimit && read === total;
  const scale = facetsAreExact ? 1 : Math.max(1, Math.max(estimate.rows, total) / read);
  const facets: Facets = { country: [], notice_type: [], cpv_division: [], contract_nature: [] };
  for (const row of rows) {
    if (row.facet === 'all' || row.facet === 'newest' || row.value === null) continue;
    facets[row.facet].push({ value: String(row.value).trim(), count: Math.round(toNumber(row.n) * scale) });
  }
  for (const list of Object.values(facets) as FacetCount[][])
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return { facets, facetsAreExact };
}

/**
 * The facet counts of a match set whose capped count (`counted`, at most limit + 1) runs alongside. Exact
 * when every match was read; otherwise the proportions of the rows read, scaled to the planner's estimate
 * of the whole set (never below what was read), and marked as estimated. A large set is sampled; should the
 * count show it was small after all (the estimate was far off), its facets are read again in full.
 */
export async function countFacets(
  db: Database,
  where: SQL,
  estimate: MatchEstimate,
  counted: Promise<number>,
): Promise<FacetResult> {
  const limit = facetLimit(estimate);
  const [sampled, total] = await Promise.all([readFacets(db, where, estimate, limit), counted]);
  const { rows, read } =
    sampled.read === limit && total <= exactCountLimit && limit < total
      ? await readFacets(db, where, { ...estimate, broad: false, large: false, walkSample: false }, exactCountLimit + 1)
      : sampled;
  return facetCounts(rows, read, total, estimate);
}

/**
 * The facets and the capped count of a match set from one pass of at most `limit` rows. By default the pass
 * reads up to the count limit, and the rows it read are the capped count: a separate count would read them
 * all again. With `facetSample` as the limit it serves a set whose measured estimate (see SearchCondition)
 * is twice the exact limit: counting ten thousand matches only to print "10,000+" is then left to the
 * statistics, whose single-word estimates came within 20% of the truth. A
 * pass that comes back short of its limit read the whole set, so its count is exact whatever the estimate.
 *
 * With `newest`, a pass that read the whole set also returns the ids of its newest `newest` matches, newest
 * first (null when it stopped at its limit: its rows are then an arbitrary part of the set).
 */
export async function facetsWithCount(
  db: Database,
  where: SQL,
  estimate: MatchEstimate,
  limit = exactCountLimit + 1,
  newest = 0,
): Promise<FacetResult & { counted: number; newest: string[] | null }> {
  const { rows, read } = await readFacets(db, where, estimate, limit, newest);
  const counted = read < limit ? read : exactCountLimit + 1;
  const newestIds =
    newest > 0 && read < limit
      ? rows
          .filter((row) => row.facet === 'newest' && row.value !== null)
          .sort((a, b) => toNumber(a.n) - toNumber(b.n))
          .map((row) => String(row.value))
      : null;
  return { ...facetCounts(rows, read, counted, estimate), counted, newest: newestIds };
}
