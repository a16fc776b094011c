// One page of search results and the capped total. Ranking is bounded: only the newest `rankWindow`
// matches are ranked (a rank is a per-row computation over the whole search document, far too dear for a
// hundred thousand matches); beyond them the order continues newest first, so paging stays consistent.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenders } from '@/lib/db/schema';
import { queryRows, toNumber, type Database } from '@/lib/db';
import { sortableValue, type SearchCondition } from './conditions';
import { pageSize, type TenderSearch } from './params';

/** Totals are exact up to this many matches; beyond, the total reads "10,000+". */
export const exactCountLimit = 10_000;

/**
 * How many of the newest matches relevance ranks: 10 pages, a multiple of the page size. Finding them is a
 * walk down the open calls newest first, testing each row: it costs the window over the word's share of the
 * calls.
 */
export const rankWindow = 200;

/** A tenders column, or the same column of a subquery named `from`. */
function column(target: AnyPgColumn, from?: string): SQL {
  return from ? sql`${sql.identifier(from)}.${sql.identifier(target.name)}` : sql`${target}`;
}

/** Newest first, in the order of the publish-date indexes (publish_date desc, id). */
function newest(from?: string): SQL {
  return sql`${column(tenders.publishDate, from)} desc, ${column(tenders.id, from)}`;
}

/** ts_rank_cd with the query parsed for the row's own configuration; title words weigh most (weight A). */
function rankExpression(condition: SearchCondition, from?: string): SQL<number> {
  if (!condition.tsqueryFor) return sql<number>`0`;
  return sql<number>`ts_rank_cd(${column(tenders.searchVector, from)}, ${condition.tsqueryFor(column(tenders.searchConfig, from))})`;
}

function sortOrder(search: TenderSearch): SQL {
  switch (search.sort) {
    case 'relevance':
    case 'newest':
      return newest();
    case 'deadline':
      return sql`${tenders.deadlineDate} asc nulls last, ${tenders.id}`;
    case 'value':
      return sql`${sortableValue} desc, ${tenders.id}`;
  }
}

/** Whether a page is ordered by rank: relevance pages of a text search within the rank window. */
export function isRanked(condition: SearchCondition, search: TenderSearch): boolean {
  return condition.tsqueryFor !== null && search.sort === 'relevance' && (search.page - 1) * pageSize < rankWindow;
}

/**
 * The ids of the requested page, in order; the rows themselves are read for those 20 only. A ranked page ranks
 * the newest `rankWindow` matches: found by the search, or already known (`window`, from the facet pass).
 */
function pageIds(condition: SearchCondition, search: TenderSearch, window?: readonly string[]): SQL {
  const offset = (search.page - 1) * pageSize;
  if (isRanked(condition, search)) {
    const columns = sql`${tenders.id}, ${tenders.publishDate}, ${tenders.searchVector}, ${tenders.searchConfig}`;
    const candidates = window
      ? // One array parameter, not one per id: Drizzle builds a statement of 200 parameters forty times slower.
        sql`select ${columns} from ${tenders} where ${tenders.id} = any(${sql.param([...window])}::text[])`
      : sql`select ${columns} from ${tenders} where ${condition.where} order by ${newest()} limit ${rankWindow}`;
    return sql`select candidates.id from (${candidates}) candidates
      order by ${rankExpression(condition, 'candidates')} desc, ${newest('candidates')} limit ${pageSize} offset ${offset}`;
  }
  return sql`select ${tenders.id} from ${tenders} where ${condition.where} order by ${sortOrder(search)} limit ${pageSize} offset ${offset}`;
}

/** What a result card shows: the columns every list of tenders reads (search pages, alert matches). */
export const cardColumns = {
  id: tenders.id,
  countryCode: tenders.countryCode,
  title: tenders.title,
  // The title's and the buyer's language (ISO 639-1), for the card's lang attribute.
  languageCode: tenders.languageCode,
  cpvCode: tenders.cpvCode,
  publishDate: tenders.publishDate,
  deadlineDate: tenders.deadlineDate,
  deadlineLocal: tenders.deadlineLocal,
  contractingAuthorityName: tenders.contractingAuthorityName,
  estimateEuroValue: tenders.estimateEuroValue,
  estimateNativeValue: tenders.estimateNativeValue,
  estimateNativeValueCurrency: tenders.estimateNativeValueCurrency,
  noticeType: tenders.noticeType,
  isSample: tenders.isSample,
  /** The title in every language the notice gives it in, so a card can show the reader's first. */
  titles: tenders.titles,
};

/** The card's columns and the rank, what every page of results reads. */
function cardSelection(condition: SearchCondition) {
  return { ...cardColumns, rank: rankExpression(condition).mapWith(Number) };
}

/** The rest of a tender's summary, for the JSON API: the description and the lots are most of a row's size. */
const summarySelection = {
  url: tenders.url,
  description: tenders.description,
  contractingAuthorityAddress: tenders.contractingAuthorityAddress,
  contractingAuthorityEmail: tenders.contractingAuthorityEmail,
  subdivisionIntoLots: tenders.subdivisionIntoLots,
  lotsDetails: tenders.lotsDetails,
  summaryDescription: tenders.summaryDescription,
  procedureType: tenders.procedureType,
  contractNature: tenders.contractNature,
  status: tenders.status,
  nutsCodes: tenders.nutsCodes,
};

/** The page's rows (their ids found by pageIds), in the page's order. */
function pageFilter(condition: SearchCondition, search: TenderSearch, window?: readonly string[]): SQL {
  return sql`${tenders.id} in (${pageIds(condition, search, window)})`;
}

function pageOrder(condition: SearchCondition, search: TenderSearch): SQL {
  return isRanked(condition, search) ? sql`${rankExpression(condition)} desc, ${newest()}` : sortOrder(search);
}

/** The page of results with each tender's summary (the JSON API). */
export function pageQuery(db: Database, condition: SearchCondition, search: TenderSearch, window?: readonly string[]) {
  return db
    .select({ ...cardSelection(condition), ...summarySelection })
    .from(tenders)
    .where(pageFilter(condition, search, window))
    .orderBy(pageOrder(condition, search));
}

/**
 * The page of results with what its cards show. The search page reads no more: the descriptions, lots and
 * addresses it would not show were about 30 KB a page for the database to read and the server to parse.
 */
export function cardQuery(db: Database, condition: SearchCondition, search: TenderSearch, window?: readonly string[]) {
  return db
    .select(cardSelection(condition))
    .from(tenders)
    .where(pageFilter(condition, search, window))
    .orderBy(pageOrder(condition, search));
}

export type SearchRow = Awaited<ReturnType<typeof pageQuery>>[number];
export type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

/** Which columns a page reads: a tender's summary (`full`), or what a result card shows (`card`). */
export type PageFields = 'full' | 'card';
export type PageRow<F extends PageFields> = F extends 'card' ? CardRow : SearchRow;

/** Counts the matches up to one past the exact limit: enough to tell "10,000+" from an exact total. */
export function countQuery(where: SQL): SQL {
  return sql`select count(*) as n from (select 1 from ${tenders} where ${where} limit ${exactCountLimit + 1}) capped`;
}

/**
 * The capped count (at most the exact limit + 1), read by bitmap: walking 10,001 matches was slower (see
 * walkSampleFactor).
 */
export async function countMatches(db: Database, where: SQL): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(db, countQuery(where));
  return toNumber(rows[0]?.n);
}

export interface ResultsPage<Row extends CardRow = SearchRow> {
  items: Row[];
  total: number;
  totalIsExact: boolean;
}

/**
 * A page of results with the total made of a capped count. `window` is the newest `rankWindow` matches, newest
 * first, when a pass over every match already found them (see facetsWithCount); only a ranked page uses it.
 */
export async function findPage<F extends PageFields = 'full'>(
  db: Database,
  condition: SearchCondition,
  search: TenderSearch,
  counted: Promise<number>,
  window?: readonly string[],
  fields?: F,
): Promise<ResultsPage<PageRow<F>>> {
  const noMatches = window !== undefined && window.length === 0 && isRanked(condition, search);
  const read = (): Promise<CardRow[] | SearchRow[]> =>
    fields === 'card' ? cardQuery(db, condition, search, window) : pageQuery(db, condition, search, window);
  const [items, count] = await Promise.all([noMatches ? [] : read(), counted]);
  const totalIsExact = count <= exactCountLimit;
  // `fields` chose the columns read, so the rows are those of PageRow<F>.
  return { items: items as PageRow<F>[], total: totalIsExact ? count : exactCountLimit, totalIsExact };
}
