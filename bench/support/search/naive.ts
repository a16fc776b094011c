// The naive way to answer the same searches, as the bench's baseline: rank every match with ts_rank and sort
// them all, count every match exactly, page with OFFSET, and group the whole match set once per facet.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@/lib/db';
import { pageSize, type TenderSearch } from '@/lib/tenders/jobs';

function naiveOrder(search: TenderSearch): SQL {
  switch (search.sort) {
    case 'relevance':
      return search.query
        ? sql`ts_rank(search_vector, websearch_to_tsquery(search_config, app.immutable_unaccent(${search.query}))) desc, publish_date desc, id`
        : sql`publish_date desc, id`;
    case 'newest':
      return sql`publish_date desc, id`;
    case 'deadline':
      return sql`deadline_date asc nulls last, id`;
    case 'value':
      return sql`estimate_euro_value desc nulls last, id`;
  }
}

export function naiveStatements(where: SQL, search: TenderSearch): { results: SQL[]; facets: SQL[] } {
  const matches = sql`select country_code, notice_type, left(cpv_code, 2) as division, contract_nature from app.tenders where ${where}`;
  return {
    results: [
      sql`select * from app.tenders where ${where} order by ${naiveOrder(search)} limit ${pageSize} offset ${(search.page - 1) * pageSize}`,
      sql`select count(*) from app.tenders where ${where}`,
    ],
    facets: [
      sql`select 'country', country_code, count(*) from (${matches}) m group by 2
        union all select 'notice_type', notice_type, count(*) from (${matches}) m group by 2
        union all select 'cpv_division', division, count(*) from (${matches}) m group by 2
        union all select 'contract_nature', contract_nature, count(*) from (${matches}) m group by 2`,
    ],
  };
}

export async function runStatements(db: Database, statements: readonly SQL[]): Promise<void> {
  await Promise.all(statements.map((statement) => queryRows(db, statement)));
}
