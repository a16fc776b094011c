// What an alert would have sent over the last four weeks, before it is saved: its matches among the tenders
// published in those 28 days, counted per week, and the newest of them. The same condition as the matcher's,
// with "open for submissions" judged when each tender was published rather than today.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, tenders, type Database } from '@/lib/db';
import { cardsFor, type MatchedTender } from './cards';
import type { CompiledAlert } from './compile';
import { alertMatchCondition, mainCpvLineage, matchedLot } from './predicate';

export const previewDays = 28;
export const previewItems = 10;

export interface PreviewWeek {
  /** First and last day of the week, 'YYYY-MM-DD' (the last is today for the newest week). */
  from: string;
  to: string;
  count: number;
}

export interface AlertPreview {
  /** Newest week first. */
  weeks: PreviewWeek[];
  total: number;
  /** The newest matches, newest first. */
  items: MatchedTender[];
}

const dayMs = 86_400_000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today (UTC) and the first day of the 28-day window. */
export function previewWindow(now: Date): { from: string; to: string } {
  return { from: isoDay(new Date(now.getTime() - (previewDays - 1) * dayMs)), to: isoDay(now) };
}

const previewAlertId = '00000000-0000-0000-0000-000000000000';

/** The unsaved alert as a one-row relation with app.alerts' column names, and its queries likewise. */
function alertRelations(compiled: CompiledAlert, matchLots: boolean): { alert: SQL; queries: SQL } {
  const c = compiled.columns;
  const texts = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
  const alert = sql`select ${previewAlertId}::uuid as id, ${c.query}::text as query, ${texts(c.countries)} as countries,
      ${texts(c.cpv)} as cpv, ${texts(c.nuts)} as nuts, ${c.noticeType}::text as notice_type,
      ${c.openOnly}::boolean as open_only, ${texts(c.procedureTypes)} as procedure_types,
      ${texts(c.natures)} as natures, ${c.publishedFrom}::date as published_from,
      ${c.publishedTo}::date as published_to, ${c.deadlineFrom}::date as deadline_from,
      ${c.deadlineTo}::date as deadline_to, ${c.valueMin === null ? null : String(c.valueMin)}::numeric as value_min,
      ${c.valueMax === null ? null : String(c.valueMax)}::numeric as value_max,
      ${c.includeUnknownValue}::boolean as include_unknown_value, ${c.buyerPattern}::text as buyer_pattern,
      ${c.buyerId}::text as buyer_id,
      ${c.includeSamples}::boolean as include_samples, ${matchLots}::boolean as match_lots`;
  const queries = sql`select ${previewAlertId}::uuid as alert_id,
      case when x.c = '' then null else string_to_array(x.c, ',')::regconfig[] end as configs, x.q::tsquery as query
    from unnest(${texts(compiled.queries.map((q) => (q.configs ?? []).join(',')))},
                ${texts(compiled.queries.map((q) => q.query))}) as x(c, q)`;
  return { alert, queries };
}

/**
 * Conditions on the tenders table itself that every match meets, so the planner can use the search's indexes:
 * the CPV tree holds the main code's lineage and every lot's, the search vector is what the words are tested on.
 */
function indexedNarrowing(compiled: CompiledAlert): SQL {
  const c = compiled.columns;
  const parts: SQL[] = [sql`true`];
  if (c.cpv.length > 0) parts.push(sql`${tenders.cpvTree} && ${sql.param(c.cpv)}::text[]`);
  if (c.nuts.length > 0) parts.push(sql`${tenders.nutsTree} && ${sql.param(c.nuts)}::text[]`);
  if (c.countries.length > 0) parts.push(sql`${tenders.countryCode} = any(${sql.param(c.countries)}::text[])`);
  if (compiled.queries.length > 0) {
    const any = compiled.queries.map((q) => `(${q.query})`).join(' | ');
    parts.push(sql`${tenders.searchVector} @@ ${any}::tsquery`);
  }
  return sql.join(parts, sql` and `);
}

/** The alert's matches over the last 28 days (by publication date), per week, and the newest few. */
export async function previewAlert(
  db: Database,
  compiled: CompiledAlert,
  matchLots: boolean,
  now = new Date(),
): Promise<AlertPreview> {
  const { from, to } = previewWindow(now);
  const { alert, queries } = alertRelations(compiled, matchLots);
  const sources = { alert: 'a', tender: 't', queries: sql`(${queries})` };
  const matches = sql`a as (${alert}),
    t as (
      select ${tenders}.*, ${mainCpvLineage('tenders')} as cpv_main from ${tenders}
      where ${tenders.publishDate} between ${from}::date and ${to}::date and ${indexedNarrowing(compiled)}
    ),
    m as materialized (
      select t.*, (${to}::date - t.publish_date) / 7 as week from t cross join a
      where ${alertMatchCondition(sources, { kind: 'when-published' })}
    )`;
  const [weekRows, newest] = await Promise.all([
    queryRows<{ week: unknown; n: unknown }>(db, sql`with ${matches} select week, count(*) as n from m group by week`),
    queryRows<{ id: string; lot_id: string | null; lot_title: string | null }>(
      db,
      sql`with ${matches}
        select m.id, ml.lot_id, ml.lot_title from (select * from m order by publish_date desc, id limit ${previewItems}) m
          cross join a left join lateral ${matchedLot({ ...sources, tender: 'm' })} ml on true
        order by m.publish_date desc, m.id`,
    ),
  ]);
  const counts = new Map(weekRows.map((row) => [Number(row.week), Number(row.n)]));
  const weeks: PreviewWeek[] = [0, 1, 2, 3].map((week) => ({
    from: isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (week * 7 + 6) * dayMs)),
    to: isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - week * 7 * dayMs)),
    count: counts.get(week) ?? 0,
  }));
  const items = await cardsFor(
    db,
    newest.map((row) => ({ tenderId: row.id, lotId: row.lot_id, lotTitle: row.lot_title })),
  );
  return { weeks, total: weeks.reduce((sum, week) => sum + week.count, 0), items };
}
