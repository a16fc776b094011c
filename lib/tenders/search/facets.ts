// Facet counts (country, notice type, CPV division, contract nature) in one pass over the matches, exact up
// to the exact-count limit; beyond it, the proportions of the first matches scaled to the planner's
// estimate of the whole match set, and marked as estimated.
import { sql, type SQL } from 'drizzle-orm';
import { tenders } from '@/lib/db/schema';
import { queryRows, toNumber } from '@/lib/db/rows';
import type { Database } from '@/lib/db/types';
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
  facet: keyof Facets | 'all';
  value: string | null;
  n: number | string;
}

/** One GROUPING SETS pass over at most limit + 1 matches; the empty set counts the sample itself. */
export function facetQuery(where: SQL): SQL {
  return sql`select case
        when grouping(country) = 0 then 'country' when grouping(notice_type) = 0 then 'notice_type'
        when grouping(cpv_division) = 0 then 'cpv_division' when grouping(contract_nature) = 0 then 'contract_nature'
        else 'all' end as facet,
      coalesce(country, notice_type, cpv_division, contract_nature) as value, count(*) as n
    from (select ${tenders.countryCode} as country, ${tenders.noticeType} as notice_type,
            left(${tenders.cpvCode}, 2) || '000000' as cpv_division, ${tenders.contractNature} as contract_nature
          from ${tenders} where ${where} limit ${exactCountLimit + 1}) matches
    group by grouping sets ((country), (notice_type), (cpv_division), (contract_nature), ())`;
}

/** The planner's estimate of how many rows match (statistics only: nothing is read). */
async function estimatedMatches(db: Database, where: SQL): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`explain (format json) select 1 from ${tenders} where ${where}`);
  const value = row ? Object.values(row)[0] : null;
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as [{ Plan: { 'Plan Rows': number } }];
  return plan[0].Plan['Plan Rows'];
}

export async function countFacets(db: Database, where: SQL): Promise<FacetResult> {
  const rows = await queryRows<FacetRow>(db, facetQuery(where));
  const sampled = toNumber(rows.find((row) => row.facet === 'all')?.n);
  const facetsAreExact = sampled <= exactCountLimit;
  // A planner that underestimates still leaves the counts at least as large as the sample shows.
  const scale = facetsAreExact ? 1 : Math.max(1, (await estimatedMatches(db, where)) / sampled);
  const facets: Facets = { country: [], notice_type: [], cpv_division: [], contract_nature: [] };
  for (const row of rows) {
    if (row.facet === 'all' || row.value === null) continue;
    facets[row.facet].push({ value: String(row.value).trim(), count: Math.round(toNumber(row.n) * scale) });
  }
  for (const list of Object.values(facets) as FacetCount[][]) list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return { facets, facetsAreExact };
}
