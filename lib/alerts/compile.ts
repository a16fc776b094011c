// An alert compiled once, when it is saved: its search URL read by the search parser, its words parsed into the
// text queries the search would run, and the keys by which the matcher finds the new tenders worth checking.
import { sql } from 'drizzle-orm';
import { queryRows, type AlertKeyKind, type Database } from '@/lib/db';
import { queryReadings, type QueryReading } from '@/lib/tenders/jobs';
import { alertSearchParams, filterColumns, type AlertFilterColumns, type AlertFilters } from './filters';
import { alertParamsMaxLength } from './schema';
import { parseAlertSearch } from './search';

/** One text query of an alert: for the tenders of `configs`, or of every configuration when null. */
export interface AlertQuery {
  configs: string[] | null;
  query: string;
}

export interface AlertKey {
  kind: AlertKeyKind;
  key: string;
}

export interface CompiledAlert {
  /** The kept search URL (`q=school&country=AT`). */
  searchParams: string;
  filters: AlertFilters;
  columns: AlertFilterColumns;
  queries: AlertQuery[];
  keys: AlertKey[];
}

export type CompileResult = { ok: true; alert: CompiledAlert } | { ok: false; parameter: string; message: string };

/**
 * The text condition of the search (lib/tenders/search/conditions), as rows: without exclusions one query, the
 * OR of every configuration's reading; with an exclusion (`-word`) one per group of configurations, each tested
 * only against tenders of those configurations.
 */
export function alertQueriesOf(readings: readonly QueryReading[]): AlertQuery[] {
  if (readings.length === 0) return [];
  if (readings.some(({ tsquery }) => tsquery.includes('!'))) {
    return readings.map(({ configs, tsquery }) => ({ configs: [...configs], query: tsquery }));
  }
  return [{ configs: null, query: readings.map(({ tsquery }) => `(${tsquery})`).join(' | ') }];
}

const lexemePattern = /'((?:[^']|'')+)'/g;

/**
 * The lexemes a tender must hold one of to match any of these queries: those of each query's querytree (the part
 * an index could search, negations dropped), or null when some query can match without any (`-word` alone).
 */
async function requiredLexemes(db: Database, queries: readonly AlertQuery[]): Promise<string[] | null> {
  if (queries.length === 0) return null;
  const trees = await queryRows<{ tree: string }>(
    db,
    sql`select querytree(q::tsquery)::text as tree from unnest(${sql.param(queries.map((q) => q.query))}::text[]) as q`,
  );
  const lexemes = new Set<string>();
  for (const { tree } of trees) {
    if (tree === 'T' || tree === '') return null;
    for (const [, quoted] of tree.matchAll(lexemePattern)) lexemes.add(quoted!.replaceAll("''", "'"));
  }
  return lexemes.size > 0 ? [...lexemes] : null;
}

/**
 * How the matcher finds this alert's candidates among new tenders: by a value every match must share with it —
 * one of its CPV codes (every match's CPV tree holds one), else one of its words' lexemes, else one of its
 * regions or countries — or, for an alert with none of these, every new tender. CPV codes and lexemes are keyed
 * with the alert's countries (`AT:45200000`; `*:` for every country), so a tender is a candidate only for the
 * alerts of its own country.
 */
export async function alertKeysOf(
  db: Database,
  columns: AlertFilterColumns,
  queries: readonly AlertQuery[],
): Promise<AlertKey[]> {
  const places = columns.countries.length > 0 ? columns.countries : ['*'];
  const inPlaces = (kind: 'cpv' | 'lexeme', values: readonly string[]): AlertKey[] =>
    places.flatMap((place) => values.map((value) => ({ kind, key: `${place}:${value}` })));
  if (columns.cpv.length > 0) return inPlaces('cpv', columns.cpv);
  const lexemes = columns.query !== null ? await requiredLexemes(db, queries) : null;
  if (lexemes) return inPlaces('lexeme', lexemes);
  if (columns.nuts.length > 0) return columns.nuts.map((key) => ({ kind: 'nuts', key }));
  if (columns.countries.length > 0) return columns.countries.map((key) => ({ kind: 'country', key }));
  return [{ kind: 'all', key: '' }];
}

/** Reads a search URL into an alert, or names the parameter that is wrong. */
export async function compileAlert(db: Database, params: URLSearchParams): Promise<CompileResult> {
  const kept = alertSearchParams(params);
  const searchParams = kept.toString();
  if (searchParams.length > alertParamsMaxLength) {
    return { ok: false, parameter: 'filters', message: 'These filters are too long to keep as an alert.' };
  }
  const parsed = parseAlertSearch(kept);
  if (!parsed.ok) return parsed;
  const { sort: _sort, page: _page, ...filters } = parsed.search;
  const columns = filterColumns(filters);
  const queries = columns.query === null ? [] : alertQueriesOf(await queryReadings(db, columns.query));
  if (columns.query !== null && queries.length === 0) {
    return {
      ok: false,
      parameter: 'q',
      message: 'These words are all too common to search for: add a word that says what the tenders are about.',
    };
  }
  return {
    ok: true,
    alert: { searchParams, filters, columns, queries, keys: await alertKeysOf(db, columns, queries) },
  };
}
