// The WHERE clause of a search: full text, every filter, and the viewer's visibility, built once per search
// and shared by the result page, the total and the facets.
import { eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { tenders } from '@/lib/db/schema';
import { queryRows, type Database } from '@/lib/db';
import { anonymousViewer, visibleTenders, type Viewer, type VisibilityOptions } from '../queries';
import { acrossLanguages, type AcrossLanguages } from './across';
import { estimateMatches } from './estimate';
import type { TenderSearch } from './params';

/** A query as one group of text search configurations reads it (`configs` sorted, `tsquery` not empty). */
export type QueryReading = {
  configs: string[];
  tsquery: string;
};

/**
 * The query as each text search configuration parses it, configurations that read it alike grouped: most
 * stemmers reduce a word the same way, so a query needs a handful of index scans rather than one for each
 * of the twenty-odd configurations.
 */
async function readQuery(db: Database, query: string): Promise<readonly QueryReading[]> {
  return queryRows<QueryReading>(
    db,
    sql`select array_agg(config::text order by config::text) as configs, tsquery
      from (select config, websearch_to_tsquery(config, app.immutable_unaccent(${query}))::text as tsquery
            from (select config from app.search_configs union select 'simple'::regconfig) c) q
      where tsquery <> '' group by tsquery order by tsquery`,
  );
}

/** How many recent queries' readings each database keeps (a few hundred bytes each). */
const readingsKept = 1_000;
const readingsByDatabase = new WeakMap<Database, Map<string, Promise<readonly QueryReading[]>>>();

/**
 * The readings of a query, parsed once per database and kept for the most recent queries. Parsing asks the
 * database (a statement of its own, about a millisecond of its time and a round trip before the search can
 * start), and what it answers depends only on the query and the search configurations, which change only
 * with a migration. Only the parse is kept: every search still reads its matches, counts and facets afresh.
 */
export function queryReadings(db: Database, query: string): Promise<readonly QueryReading[]> {
  const kept = readingsByDatabase.get(db) ?? new Map<string, Promise<readonly QueryReading[]>>();
  if (kept.size === 0) readingsByDatabase.set(db, kept);
  const known = kept.get(query);
  if (known) {
    // Most recently used last, so the oldest entry is the first to go.
    kept.delete(query);
    kept.set(query, known);
    return known;
  }
  const reading = readQuery(db, query);
  kept.set(query, reading);
  if (kept.size > readingsKept) kept.delete(kept.keys().next().value as string);
  // A failed parse (the database unreachable, say) is not kept: the next search asks again.
  reading.catch(() => {
    if (kept.get(query) === reading) kept.delete(query);
  });
  return reading;
}

export interface SearchCondition {
  where: SQL;
  /** The parsed query for a row of the given search configuration (for ranking); null without a query. */
  tsqueryFor: ((config: SQL) => SQL) | null;
  /**
   * Whether the planner's estimate of the match count rests on statistics rather than guesses: at most one
   * word (its frequency is in the search vector's statistics) and no buyer-name pattern (whose selectivity
   * the planner can only assume). Several words or a phrase are estimated as if their
   * words were independent, which can be wrong many times over.
   */
  estimateIsMeasured: boolean;
  /**
   * `where` less the deadline test of open calls, for the planner's estimate. Among open rows that test is
   * nearly always true, but the planner takes the two as independent and multiplies their shares (0.45 ×
   * 0.45 of the table where the truth is 0.45), so every estimate of an open-calls search came out 2.4
   * times too low.
   */
  estimateWhere: SQL;
  /** The query's concepts in other languages, when they widened the search. */
  across: AcrossLanguages | null;
  /** The text condition as the query is written (no other languages), to tell a card why it matched. */
  asWritten: SQL | null;
}

/**
 * Full-text condition. A tender's whole document (CPV labels included) is stemmed with its own language's
 * configuration, and the query is stemmed with every configuration.
 *
 * Without exclusions the query is the OR of its readings (`'servic' | 'services'`): one GIN scan, whose answer for
 * plain words needs no second look at the row, so a count reads the index and the few columns the other filters test,
 * never the search vector itself (phrases are still checked against it). Another language's reading can only match a
 * tender whose own text has that stem, so this finds what the per-language match finds, plus a rare cross-language
 * homograph.
 *
 * With an exclusion (`-word`) that would be wrong: a tender excluded by its own language's reading could match through
 * another reading that lacks the excluded stem. Those queries keep the exact per-language match (`search_config =
 * any(cs) and vector @@ q_cs`), each branch still a GIN scan.
 */
async function textCondition(
  db: Database,
  query: string,
): Promise<Pick<SearchCondition, 'where'> & { tsqueryFor: NonNullable<SearchCondition['tsqueryFor']> }> {
  const groups = await queryReadings(db, query);
  const exact = groups.some(({ tsquery }) => tsquery.includes('!'));
  const branches = exact
    ? groups.map(
        ({ configs, tsquery }) =>
          sql`(${tenders.searchConfig} = any(${sql.param(configs)}::regconfig[]) and ${tenders.searchVector} @@ ${tsquery}::tsquery)`,
      )
    : groups.length > 0
      ? [sql`${tenders.searchVector} @@ ${groups.map(({ tsquery }) => `(${tsquery})`).join(' | ')}::tsquery`]
      : [];
  // Ranking takes the row's own reading: ranking with all of them costs one rank per reading, and parsing per
  // ranked row cost more than the rank.
  const tsqueryFor = (config: SQL) =>
    groups.length > 0
      ? sql`(case ${sql.join(
          groups.map(
            ({ configs, tsquery }) =>
              sql`when ${config} = any(${sql.param(configs)}::regconfig[]) then ${tsquery}::tsquery`,
          ),
          sql` `,
        )} else ''::tsquery end)`
      : sql`''::tsquery`;
  return { where: branches.length > 0 ? sql`(${sql.join(branches, sql` or `)})` : sql`false`, tsqueryFor };
}

/**
 * The estimated value with unknown as -1: the value sort's order (highest first, unknown last) as one
 * expression, which tenders_open_value_idx indexes, so a value range is a range of that index even when it
 * keeps the tenders of unknown value.
 */
export const sortableValue = sql`coalesce(${tenders.estimateEuroValue}, -1)`;

/**
 * The deadline test of "open for submissions". Stored statuses are closed in the background once deadlines
 * pass (lib/tenders/maintenance), so among open rows this is nearly always true; written so that no index
 * can serve it, because a bitmap of every future deadline (half the table) cost more than the whole search.
 * A tender without a deadline fails it, as `deadline > now` would.
 */
function stillOpen(now: Date): SQL {
  return sql`coalesce(${tenders.deadlineDate}, '-infinity'::timestamptz) > ${now.toISOString()}::timestamptz`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Who the search reads as. Someone signed in who has added no tenders of their own sees exactly what
 * everyone sees, so they search as anonymous: the partial indexes cover public tenders, and an OR with the
 * owner's rows could use none of them. One lookup in the owner index.
 */
async function searchViewer(db: Database, viewer: Viewer): Promise<Viewer> {
  if (viewer.userId === null) return viewer;
  const [row] = await queryRows<{ owns: boolean }>(
    db,
    sql`select exists (select 1 from ${tenders} where ${tenders.ownerId} = ${viewer.userId}) as owns`,
  );
  return row?.owns ? viewer : anonymousViewer;
}

/**
 * What a search's condition is built on apart from its words: who it reads as (one lookup), its filters and its
 * visibility. Built once per search and shared by the search, its spelling correction and the corrected search.
 */
export interface SearchBasis {
  reader: Viewer;
  filters: readonly (SQL | undefined)[];
  visible: VisibilityOptions;
  /** The deadline test of open calls, left out of the planner's estimate (see SearchCondition.estimateWhere). */
  openTest: SQL | undefined;
  /** Whether the buyer filter is set (its selectivity the planner can only assume). */
  buyerPattern: boolean;
  /** Whether the words may be widened to their concepts in other languages (see `widened`). */
  acrossLanguages: boolean;
}

/** Every filter of a search but its words. */
function filterConditions(search: TenderSearch): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (search.countries.length > 0) conditions.push(inArray(tenders.countryCode, search.countries));
  if (search.cpv.length > 0) conditions.push(sql`${tenders.cpvTree} && ${sql.param(search.cpv)}::text[]`);
  if (search.nuts.length > 0) conditions.push(sql`${tenders.nutsTree} && ${sql.param(search.nuts)}::text[]`);
  if (search.noticeType !== 'all') conditions.push(eq(tenders.noticeType, search.noticeType));
  if (search.openOnly) conditions.push(eq(tenders.status, 'open'));
  if (search.procedureTypes.length > 0) conditions.push(inArray(tenders.procedureType, search.procedureTypes));
  if (search.natures.length > 0) conditions.push(inArray(tenders.contractNature, search.natures));
  if (search.publishedFrom) conditions.push(gte(tenders.publishDate, search.publishedFrom));
  if (search.publishedTo) conditions.push(lte(tenders.publishDate, search.publishedTo));
  if (search.deadlineFrom) conditions.push(sql`${tenders.deadlineDate} >= ${search.deadlineFrom}::date`);
  if (search.deadlineTo) conditions.push(sql`${tenders.deadlineDate} < ${dayAfter(search.deadlineTo)}::date`);
  if (search.valueMax !== null) conditions.push(sql`${sortableValue} <= ${search.valueMax}`);
  if (!search.includeUnknownValue) conditions.push(sql`${sortableValue} >= ${search.valueMin ?? 0}`);
  else if (search.valueMin !== null)
    conditions.push(sql`(${sortableValue} >= ${search.valueMin} or ${sortableValue} = -1)`);
  if (search.buyer) {
    conditions.push(
      sql`app.immutable_unaccent(${tenders.contractingAuthorityName}) ilike '%' || app.immutable_unaccent(${escapeLike(search.buyer)}) || '%'`,
    );
  }
  if (search.buyerId) conditions.push(eq(tenders.buyerId, search.buyerId));
  return conditions;
}

/** The basis of a search for `viewer`: the reader looked up, the filters built. */
export async function searchBasis(db: Database, viewer: Viewer, search: TenderSearch, now: Date): Promise<SearchBasis> {
  return {
    reader: await searchViewer(db, viewer),
    filters: filterConditions(search),
    visible: { includeSamples: search.includeSamples },
    openTest: search.openOnly ? stillOpen(now) : undefined,
    buyerPattern: search.buyer !== null,
    acrossLanguages: search.acrossLanguages,
  };
}

/** The condition of a search on its basis, for `query`: its own words, or their correction. */
export async function conditionOn(db: Database, basis: SearchBasis, query: string | null): Promise<SearchCondition> {
  const text = query ? await textCondition(db, query) : null;
  const named = text && query && basis.acrossLanguages ? await acrossLanguages(db, query) : null;
  const wider = text && named && query ? await widened(db, query, text.where, named) : null;
  const across = wider ? named : null;
  const conditions = [wider ?? text?.where, ...basis.filters];
  return {
    where: visibleTenders(basis.reader, basis.visible, ...conditions, basis.openTest),
    estimateWhere: visibleTenders(basis.reader, basis.visible, ...conditions),
    tsqueryFor: text?.tsqueryFor ?? null,
    // Widened, a word is an OR of plain lexemes and CPV codes, each with statistics of its own: still measured.
    estimateIsMeasured: !basis.buyerPattern && (query === null || /^[\p{L}\p{N}]+$/u.test(query)),
    across,
    asWritten: text?.where ?? null,
  };
}

/** Whether `query`'s words match anything the basis's reader may see, whatever the filters: its words alone. */
export async function wordsCondition(db: Database, basis: SearchBasis, query: string): Promise<SearchCondition> {
  const text = await textCondition(db, query);
  const where = visibleTenders(basis.reader, basis.visible, text.where);
  return {
    where,
    estimateWhere: where,
    tsqueryFor: text.tsqueryFor,
    estimateIsMeasured: true,
    across: null,
    asWritten: text.where,
  };
}

/** Every condition of a search, visibility included (a search of its own: bench:search's statements). */
export async function searchCondition(
  db: Database,
  viewer: Viewer,
  search: TenderSearch,
  now: Date,
): Promise<SearchCondition> {
  return conditionOn(db, await searchBasis(db, viewer, search, now), search.query);
}

/**
 * The text condition widened to the query's concepts in other languages: their terms (each stemmed by every
 * configuration, one GIN scan) or a CPV code the query names. Ranking keeps the query as written, so what matches
 * only across languages ranks below what matches the words themselves.
 */
async function widened(db: Database, query: string, asWritten: SQL, across: AcrossLanguages): Promise<SQL | null> {
  // A query whose words as written already find many tenders is not widened: what other languages add would rank
  // below all of them, past the pages a reader looks at, and the wider set costs every page, count and facet more
  // (bench:search: a broad word's p95 doubled). Widening is for the words that find few: a compound, a term of
  // one country, a language the edition's tenders are not written in.
  if ((await estimateMatches(db, asWritten, widenBelow)).rows >= widenBelow) return null;
  const own = await queryReadings(db, query);
  // An exclusion must hold in the tender's own language (see textCondition): such queries are searched as written.
  if (own.some(({ tsquery }) => tsquery.includes('!'))) return null;
  const others = across.alternatives ? await queryReadings(db, across.alternatives) : [];
  // One tsquery, one GIN condition: the query's readings as they are, or the other languages' distinct words.
  const words = new Set(others.flatMap(({ tsquery }) => tsquery.split(' | ')).filter((word) => plainLexeme.test(word)));
  const branches = [
    sql`${tenders.searchVector} @@ ${[...own.map(({ tsquery }) => `(${tsquery})`), ...words].join(' | ')}::tsquery`,
  ];
  if (across.cpv.length > 0) {
    branches.push(sql`${tenders.cpvTree} && ${sql.param(across.cpv.map((hit) => hit.code))}::text[]`);
  }
  return sql`(${sql.join(branches, sql` or `)})`;
}

/** The planner's estimate of the tenders a query's words find as written, below which a search is widened. */
const widenBelow = 1_000;

/** One word of a reading: `'reinig'`. */
const plainLexeme = /^'(?:[^']|'')+'$/u;
