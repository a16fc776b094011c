// Tender search: full text with filters, sorts, capped totals and facets. One function serves the search
// page, the JSON API and alerts; every read goes through the visibility builder.
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { tenders } from '@/lib/db/schema';
import { queryRows, toNumber } from '@/lib/db/rows';
import type { Database } from '@/lib/db/types';
import { visibleTenders, type Viewer } from '../queries';
import { pageSize, type TenderSearch } from './params';

export { pageSize, maxPage, parseSearchParams, searchParamsSchema, type TenderSearch } from './params';

/** Totals and facets are exact up to this many matches; beyond, the total reads "10,000+". */
export const exactCountLimit = 10_000;

export type SearchRow = Awaited<ReturnType<typeof selectRows>>[number];

export interface FacetCount {
  value: string;
  count: number;
}

export interface SearchResult {
  items: SearchRow[];
  total: number;
  totalIsExact: boolean;
  page: number;
  facets: {
    country: FacetCount[];
    notice_type: FacetCount[];
    cpv_division: FacetCount[];
    contract_nature: FacetCount[];
  };
  /** False when the match set was larger than the exact limit and facets come from its first part. */
  facetsAreExact: boolean;
}

let configCache: Promise<string[]> | null = null;

/** The text search configurations tenders are stored with (their stemmers), plus 'simple'. */
function searchConfigNames(db: Database): Promise<string[]> {
  configCache ??= queryRows<{ config: string }>(db, sql`select config::text as config from app.search_configs`)
    .then((rows) => [...new Set(['simple', ...rows.map((r) => r.config)])])
    .catch((error: unknown) => {
      configCache = null;
      throw error;
    });
  return configCache;
}

/** Words only, for the typo-tolerant path: a single short word without search operators. */
function typoCandidate(query: string): string | null {
  const word = query.trim();
  return /^[\p{L}\p{N}]{3,20}$/u.test(word) ? word : null;
}

/**
 * Full-text condition. A tender's whole document (CPV labels included) is stemmed with its own language's
 * configuration, so the query is stemmed with each configuration and matched only against the tenders of
 * that configuration (`search_config = c and vector @@ q_c`): exact semantics for phrases and exclusions,
 * and every branch can use the GIN index.
 */
function textCondition(configs: readonly string[], query: string): SQL {
  const folded = sql`app.immutable_unaccent(${query})`;
  const branches = configs.map(
    (config) => sql`(${tenders.searchConfig} = ${config}::regconfig and ${tenders.searchVector} @@ websearch_to_tsquery(${config}::regconfig, ${folded}))`,
  );
  const word = typoCandidate(query);
  // Typo tolerance for short queries: the title's words within trigram distance of the query.
  if (word) branches.push(sql`(${folded} <% app.immutable_unaccent(${tenders.title}))`);
  return sql`(${sql.join(branches, sql` or `)})`;
}

function rankExpression(query: string | null): SQL<number> {
  if (!query) return sql<number>`0`;
  const folded = sql`app.immutable_unaccent(${query})`;
  return sql<number>`(ts_rank_cd(${tenders.searchVector}, websearch_to_tsquery(${tenders.searchConfig}, ${folded}))
    + word_similarity(${folded}, app.immutable_unaccent(${tenders.title})) * 0.1)`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

async function whereClause(db: Database, viewer: Viewer, search: TenderSearch, now: Date): Promise<SQL> {
  const conditions: (SQL | undefined)[] = [];
  if (search.query) conditions.push(textCondition(await searchConfigNames(db), search.query));
  if (search.countries.length > 0) conditions.push(inArray(tenders.countryCode, search.countries));
  if (search.cpv.length > 0) conditions.push(sql`${tenders.cpvTree} && ${sql.param(search.cpv)}::text[]`);
  if (search.nuts.length > 0) conditions.push(sql`${tenders.nutsTree} && ${sql.param(search.nuts)}::text[]`);
  if (search.noticeType !== 'all') conditions.push(eq(tenders.noticeType, search.noticeType));
  if (search.openOnly) conditions.push(and(eq(tenders.status, 'open'), sql`${tenders.deadlineDate} > ${now.toISOString()}::timestamptz`));
  if (search.procedureTypes.length > 0) conditions.push(inArray(tenders.procedureType, search.procedureTypes));
  if (search.natures.length > 0) conditions.push(inArray(tenders.contractNature, search.natures));
  if (search.publishedFrom) conditions.push(gte(tenders.publishDate, search.publishedFrom));
  if (search.publishedTo) conditions.push(lte(tenders.publishDate, search.publishedTo));
  if (search.deadlineFrom) conditions.push(sql`${tenders.deadlineDate} >= ${search.deadlineFrom}::date`);
  if (search.deadlineTo) conditions.push(sql`${tenders.deadlineDate} < ${dayAfter(search.deadlineTo)}::date`);
  if (search.valueMin !== null || search.valueMax !== null) {
    const range = and(
      search.valueMin !== null ? gte(tenders.estimateEuroValue, search.valueMin) : undefined,
      search.valueMax !== null ? lte(tenders.estimateEuroValue, search.valueMax) : undefined,
    );
    conditions.push(search.includeUnknownValue ? or(range, isNull(tenders.estimateEuroValue)) : range);
  }
  if (search.buyer) {
    conditions.push(
      sql`app.immutable_unaccent(${tenders.contractingAuthorityName}) ilike '%' || app.immutable_unaccent(${escapeLike(search.buyer)}) || '%'`,
    );
  }
  return visibleTenders(viewer, { includeSamples: search.includeSamples }, ...conditions);
}

function orderBy(search: TenderSearch, rank: SQL<number>): SQL[] {
  switch (search.sort) {
    case 'relevance':
      return search.query ? [sql`${rank} desc`, desc(tenders.publishDate), asc(tenders.id)] : [desc(tenders.publishDate), desc(tenders.id)];
    case 'newest':
      return [desc(tenders.publishDate), desc(tenders.id)];
    case 'deadline':
      return [sql`${tenders.deadlineDate} asc nulls last`, asc(tenders.id)];
    case 'value':
      return [sql`${tenders.estimateEuroValue} desc nulls last`, asc(tenders.id)];
  }
}

function selectRows(db: Database, where: SQL, search: TenderSearch) {
  const rank = rankExpression(search.query);
  return db
    .select({
      id: tenders.id,
      url: tenders.url,
      countryCode: tenders.countryCode,
      languageCode: tenders.languageCode,
      title: tenders.title,
      description: tenders.description,
      cpvCode: tenders.cpvCode,
      publishDate: tenders.publishDate,
      deadlineDate: tenders.deadlineDate,
      deadlineLocal: tenders.deadlineLocal,
      contractingAuthorityName: tenders.contractingAuthorityName,
      contractingAuthorityAddress: tenders.contractingAuthorityAddress,
      contractingAuthorityEmail: tenders.contractingAuthorityEmail,
      subdivisionIntoLots: tenders.subdivisionIntoLots,
      lotsDetails: tenders.lotsDetails,
      estimateEuroValue: tenders.estimateEuroValue,
      estimateNativeValue: tenders.estimateNativeValue,
      estimateNativeValueCurrency: tenders.estimateNativeValueCurrency,
      summaryDescription: tenders.summaryDescription,
      noticeType: tenders.noticeType,
      procedureType: tenders.procedureType,
      contractNature: tenders.contractNature,
      status: tenders.status,
      nutsCodes: tenders.nutsCodes,
      isSample: tenders.isSample,
      rank: rank.mapWith(Number),
    })
    .from(tenders)
    .where(where)
    .orderBy(...orderBy(search, rank))
    .limit(pageSize)
    .offset((search.page - 1) * pageSize);
}

interface FacetRow extends Record<string, unknown> {
  facet: string;
  value: string | null;
  n: number | string;
}

async function facetsOf(db: Database, where: SQL, limit: number | null): Promise<SearchResult['facets']> {
  const matches = sql`select ${tenders.countryCode} as country, ${tenders.noticeType} as notice_type,
      left(${tenders.cpvCode}, 2) || '000000' as cpv_division, ${tenders.contractNature} as contract_nature
    from ${tenders} where ${where} ${limit === null ? sql`` : sql`limit ${limit}`}`;
  const rows = await queryRows<FacetRow>(
    db,
    sql`select 'country' as facet, country as value, count(*) as n from (${matches}) m group by country
        union all select 'notice_type', notice_type, count(*) from (${matches}) m group by notice_type
        union all select 'cpv_division', cpv_division, count(*) from (${matches}) m group by cpv_division
        union all select 'contract_nature', contract_nature, count(*) from (${matches}) m group by contract_nature`,
  );
  const facets: SearchResult['facets'] = { country: [], notice_type: [], cpv_division: [], contract_nature: [] };
  for (const row of rows) {
    if (row.value === null) continue;
    facets[row.facet as keyof SearchResult['facets']].push({ value: String(row.value).trim(), count: toNumber(row.n) });
  }
  for (const list of Object.values(facets)) list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return facets;
}

/** Runs a search for a viewer: one page of results, the (capped) total and the facets. */
export async function searchTenders(db: Database, viewer: Viewer, search: TenderSearch, now = new Date()): Promise<SearchResult> {
  const where = await whereClause(db, viewer, search, now);
  const [items, countRows] = await Promise.all([
    selectRows(db, where, search),
    queryRows<{ n: number | string }>(db, sql`select count(*) as n from (select 1 from ${tenders} where ${where} limit ${exactCountLimit + 1}) capped`),
  ]);
  const counted = toNumber(countRows[0]?.n);
  const totalIsExact = counted <= exactCountLimit;
  const facets = await facetsOf(db, where, totalIsExact ? null : exactCountLimit);
  return { items, total: totalIsExact ? counted : exactCountLimit, totalIsExact, page: search.page, facets, facetsAreExact: totalIsExact };
}

