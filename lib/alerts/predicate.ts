// Whether a tender matches an alert, as one SQL condition over an alert row `a`, a tender row `t` and the alert's
// text queries: the search's own conditions (lib/tenders/search/conditions) written against the alert's stored
// filters, so that one statement can test many tenders against many alerts. The matcher and the preview share it.
import { sql, type SQL } from 'drizzle-orm';

/**
 * When "open for submissions" is judged: `at` an instant (the matcher: the tender must be open when it arrives),
 * or `when-published` (the preview of the last weeks: open when its notice was published, whatever it is now).
 */
export type OpenTest = { kind: 'at'; now: Date } | { kind: 'when-published' };

export interface PredicateSources {
  /** Alias of the alert row: columns of app.alerts. */
  alert: string;
  /** Alias of the tender row: columns of app.tenders plus `cpv_main`, the main CPV code's lineage. */
  tender: string;
  /** A relation with the columns of app.alert_queries (alert_id, configs, query). */
  queries: SQL;
}

/** The main CPV code's lineage, for the tender rows the predicate reads (`cpv_main`). */
export function mainCpvLineage(tender: string): SQL {
  return sql`app.cpv_lineage(${sql.raw(tender)}.cpv_code)`;
}

function openCondition(t: SQL, open: OpenTest): SQL {
  // As stillOpen() in the search: a tender without a deadline is not open.
  if (open.kind === 'at') {
    return sql`(${t}.status = 'open' and coalesce(${t}.deadline_date, '-infinity'::timestamptz) > ${open.now.toISOString()}::timestamptz)`;
  }
  // Closed since (its deadline passed) still counts; awarded or cancelled calls are results now, not calls.
  return sql`(${t}.status in ('open', 'closed') and coalesce(${t}.deadline_date, '-infinity'::timestamptz) > ${t}.publish_date::timestamptz)`;
}

/** The alert's words against a text search vector of the tender (its own, or a lot's). */
export function textMatches({ alert, tender, queries }: PredicateSources, vector: SQL): SQL {
  const a = sql.raw(alert);
  const t = sql.raw(tender);
  return sql`exists (select 1 from ${queries} q where q.alert_id = ${a}.id
    and (q.configs is null or ${t}.search_config = any(q.configs)) and ${vector} @@ q.query)`;
}

/** Every filter of the alert but its CPV codes and words: the conditions a tender is judged on as a whole. */
function tenderFilters(a: SQL, t: SQL, open: OpenTest): SQL {
  const value = sql`coalesce(${t}.estimate_euro_value, -1)`;
  return sql`${t}.visibility = 'public'
    and (${a}.include_samples or not ${t}.is_sample)
    and (cardinality(${a}.countries) = 0 or ${t}.country_code = any(${a}.countries))
    and (${a}.notice_type = 'all' or ${t}.notice_type = ${a}.notice_type)
    and (not ${a}.open_only or ${openCondition(t, open)})
    and (cardinality(${a}.procedure_types) = 0 or ${t}.procedure_type = any(${a}.procedure_types))
    and (cardinality(${a}.natures) = 0 or ${t}.contract_nature = any(${a}.natures))
    and (${a}.published_from is null or ${t}.publish_date >= ${a}.published_from)
    and (${a}.published_to is null or ${t}.publish_date <= ${a}.published_to)
    and (${a}.deadline_from is null or ${t}.deadline_date >= ${a}.deadline_from)
    and (${a}.deadline_to is null or ${t}.deadline_date < ${a}.deadline_to + 1)
    and (${a}.value_max is null or ${value} <= ${a}.value_max)
    and (case when not ${a}.include_unknown_value then ${value} >= coalesce(${a}.value_min, 0)
              when ${a}.value_min is not null then (${value} >= ${a}.value_min or ${value} = -1)
              else true end)
    and (${a}.buyer_pattern is null
         or app.immutable_unaccent(${t}.contracting_authority_name) ilike '%' || app.immutable_unaccent(${a}.buyer_pattern) || '%')
    and (${a}.buyer_id is null or ${t}.buyer_id = ${a}.buyer_id)
    and (cardinality(${a}.nuts) = 0 or ${t}.nuts_tree && ${a}.nuts)`;
}

/**
 * The whole condition. CPV codes: with lots counted, any CPV code of the tender (main, additional, its lots'),
 * as the search tests them; without, the main CPV code alone. Words: the tender's search document (title,
 * buyer, lot titles, CPV labels, description). Regions: every place of the tender and its buyer.
 */
export function alertMatchCondition(sources: PredicateSources, open: OpenTest): SQL {
  const a = sql.raw(sources.alert);
  const t = sql.raw(sources.tender);
  return sql`(${tenderFilters(a, t, open)}
    and (cardinality(${a}.cpv) = 0
         or (case when ${a}.match_lots then ${t}.cpv_tree && ${a}.cpv else ${t}.cpv_main && ${a}.cpv end))
    and (${a}.query is null or ${textMatches(sources, sql`${t}.search_vector`)}))`;
}

/**
 * The lots of tender `tender` as rows: position n, lot_id, lot_title, cpv_tree (every code of the lot with its
 * ancestors), vector (its title and description in the tender's text search configuration) and search_config.
 */
export function lotRows(tender: string): SQL {
  const t = sql.raw(tender);
  return sql`select ${t}.id as tender_id, l.n, l.value->>'id' as lot_id, l.value->>'title' as lot_title,
      app.lot_cpv_tree(l.value) as cpv_tree, ${t}.search_config,
      to_tsvector(${t}.search_config, app.immutable_unaccent(coalesce(l.value->>'title', '') || ' ' || coalesce(l.value->>'description', ''))) as vector
    from jsonb_array_elements(${t}.lots_details) with ordinality as l(value, n)`;
}

/**
 * Which lot a match is reported with, for an alert that counts lots and has CPV codes or words: a lot whose own
 * CPV codes match the alert's (when it has some) — preferring one whose title or description holds the words —
 * or, for an alert of words alone, a lot whose text holds them; the first such lot. `lot` names a relation of
 * lotRows' columns. Returns the condition a lot must meet and the order that picks among those that do.
 */
export function reportedLot(sources: PredicateSources, lot: string): { qualifies: SQL; order: SQL } {
  const a = sql.raw(sources.alert);
  const l = sql.raw(lot);
  const text = textMatches({ ...sources, tender: lot }, sql`${l}.vector`);
  return {
    qualifies: sql`${a}.match_lots and (cardinality(${a}.cpv) > 0 or ${a}.query is not null)
      and (cardinality(${a}.cpv) = 0 or ${l}.cpv_tree && ${a}.cpv)
      and (cardinality(${a}.cpv) > 0 or ${text})`,
    order: sql`case when ${a}.query is not null and ${text} then 0 else 1 end, ${l}.n`,
  };
}

/** The reported lot (lot_id, lot_title) of one match, as a subquery for a lateral join; no row when none is. */
export function matchedLot(sources: PredicateSources): SQL {
  const { qualifies, order } = reportedLot(sources, 'l');
  return sql`(select l.lot_id, l.lot_title from (${lotRows(sources.tender)}) l
      where ${qualifies} order by ${order} limit 1)`;
}
