// Matching new tenders against every alert, set-based: one statement per batch of new notices takes them from
// the inbox, finds each alert's candidates among their tenders by shared keys, tests the candidates with the
// alerts' conditions, records the matches (once per alert and tender, ever) and the saved tenders' changes.
import { sql, type SQL } from 'drizzle-orm';
import {
  alertInbox,
  alertKeys,
  alertMatches,
  alertPreferences,
  alertQueries,
  alerts,
  pipelineEvents,
  queryRows,
  savedTenders,
  tenderNotices,
  tenders,
  watchEvents,
  type Database,
} from '@/lib/db';
import { alertMatchCondition, lotRows, mainCpvLineage, reportedLot } from './predicate';

export interface MatchRun {
  /** Notices taken from the inbox. */
  notices: number;
  /** New (alert, tender) matches. */
  matches: number;
  /** New changes to saved tenders. */
  changes: number;
  /** Pipeline events written for deadline changes of pursued tenders (their webhook deliveries are queued next). */
  deadlineEvents: string[];
}

/** A text[] as either driver returns it: an array (postgres-js, PGlite) or its literal '{a,b}'. */
function textArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{') && value.length > 2) return value.slice(1, -1).split(',');
  return [];
}

/** Notices per statement: a bound on one statement's work and memory, not on what a run takes. */
export const matchBatchSize = 2000;

function toCount(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

/**
 * One batch, in one statement, so it is all or nothing: the notices leave the inbox only with their matches
 * and changes written. A notice another run holds is skipped (SKIP LOCKED), never matched twice.
 */
export function matchStatement(now: Date, batchSize: number): SQL {
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const sources = { alert: 'a', tender: 't', queries: sql`${alertQueries}` };
  const lot = reportedLot(sources, 'l');
  return sql`with batch as (
        delete from ${alertInbox} where id in (
          select id from ${alertInbox} order by id limit ${batchSize} for update skip locked)
        returning notice_row_id, tender_id, created_at
      ),
      t as materialized (
        select t.id, t.visibility, t.is_sample, t.country_code, t.notice_type, t.status, t.deadline_date,
               t.publish_date, t.procedure_type, t.contract_nature, t.estimate_euro_value,
               t.contracting_authority_name, t.buyer_id, t.nuts_tree, t.cpv_tree, t.cpv_code, t.search_vector, t.search_config,
               t.lots_details, ${mainCpvLineage('t')} as cpv_main
        from ${tenders} t
        where t.id in (select tender_id from batch) and t.visibility = 'public'
      ),
      tender_keys as (
        select t.id as tender_id, 'cpv' as kind, c.code || ':' || k as key
          from t cross join unnest(t.cpv_tree) as k cross join lateral (values ('*'), (t.country_code::text)) as c(code)
        union all select t.id, 'lexeme', c.code || ':' || v.lexeme
          from t cross join unnest(t.search_vector) as v cross join lateral (values ('*'), (t.country_code::text)) as c(code)
        union all select t.id, 'nuts', k from t cross join unnest(t.nuts_tree) as k
        union all select t.id, 'country', t.country_code::text from t
      ),
      candidates as materialized (
        select k.tender_id, ak.alert_id from tender_keys k
          join ${alertKeys} ak on ak.kind = k.kind and ak.key = k.key
        union
        select t.id, ak.alert_id from t cross join ${alertKeys} ak where ak.kind = 'all'
      ),
      matched as materialized (
        select c.alert_id, c.tender_id
        from candidates c
          join ${alerts} a on a.id = c.alert_id
          join t on t.id = c.tender_id
        where a.paused_at is null
          and ${alertMatchCondition(sources, { kind: 'at', now })}
      ),
      lots as materialized (select l.* from t cross join lateral (${lotRows('t')}) l),
      reported as (
        select distinct on (m.alert_id, m.tender_id) m.alert_id, m.tender_id, l.lot_id, l.lot_title, a.emails_enabled
        from matched m
          join ${alerts} a on a.id = m.alert_id
          left join lots l on l.tender_id = m.tender_id and ${lot.qualifies}
        order by m.alert_id, m.tender_id, ${lot.order}
      ),
      inserted as (
        insert into ${alertMatches} (alert_id, tender_id, lot_id, lot_title, matched_at, notify)
        select alert_id, tender_id, lot_id, lot_title, ${nowParam}, emails_enabled from reported
        on conflict (alert_id, tender_id) do nothing
        returning 1
      ),
      changed as (
        insert into ${watchEvents} (user_id, tender_id, notice_key, publication_number, notice_type,
                                    notice_publish_date, change_reason_code, changes, notify, created_at)
        select s.user_id, n.tender_id, n.notice_id || '/' || n.notice_version, n.publication_number, n.notice_type,
               n.publish_date, n.change_reason_code, n.changes->'items', coalesce(p.watch_emails, true), ${nowParam}
        from batch b
          join ${tenderNotices} n on n.id = b.notice_row_id
          join ${savedTenders} s on s.tender_id = n.tender_id and s.created_at <= b.created_at
          left join ${alertPreferences} p on p.user_id = s.user_id
        where jsonb_typeof(n.changes->'items') = 'array' and jsonb_array_length(n.changes->'items') > 0
        on conflict (user_id, tender_id, notice_key) do nothing
        returning user_id, tender_id, publication_number, notice_type, change_reason_code, changes
      ),
      ${pipelineChanges(nowParam)}
      select (select count(*) from batch) as notices, (select count(*) from inserted) as matches,
             (select count(*) from changed) as changes,
             (select coalesce(array_agg(id::text), '{}') from pipeline_changed where kind = 'deadline') as deadline_events`;
}

/**
 * The pipeline's view of the same changes (in the same statement, so both are written or neither): a pursued
 * tender's card shows a moved deadline, a new documents link, a corrigendum and an award notice until the user
 * acknowledges them; an award notice also links the pursuit to it.
 */
function pipelineChanges(nowParam: SQL): SQL {
  const item = (key: string) => sql`(select e from jsonb_array_elements(c.changes) e where e->>'key' = ${key} limit 1)`;
  return sql`pipeline_changed as (
        insert into ${pipelineEvents} (user_id, tender_id, kind, detail, created_at)
        select c.user_id, c.tender_id, k.kind, k.detail, ${nowParam}
        from changed c cross join lateral (
          select 'deadline' as kind,
                 jsonb_build_object('from', d->'before', 'to', d->'after', 'publicationNumber', c.publication_number) as detail
            from (select ${item('deadline')} as d) x where d is not null
          union all
          select 'documents', jsonb_build_object('from', d->'before', 'to', d->'after', 'publicationNumber', c.publication_number)
            from (select ${item('documentsUrl')} as d) x where d is not null
          union all
          select 'corrigendum', jsonb_build_object('publicationNumber', c.publication_number, 'reason', c.change_reason_code,
                   'changed', (select jsonb_agg(e->>'key') from jsonb_array_elements(c.changes) e))
            where c.notice_type = 'change'
          union all
          select 'award', jsonb_build_object('publicationNumber', c.publication_number)
            where c.notice_type = 'result'
               or exists (select 1 from jsonb_array_elements(c.changes) e
                          where e->>'key' = 'status' and e->>'after' = 'awarded')
        ) k
        returning id, user_id, tender_id, kind
      ),
      award_linked as (
        update ${savedTenders} s set award_tender_id = p.tender_id, updated_at = ${nowParam}
        from (select distinct user_id, tender_id from pipeline_changed where kind = 'award') p
        where s.user_id = p.user_id and s.tender_id = p.tender_id
        returning 1
      )`;
}

async function matchBatch(db: Database, now: Date, batchSize: number): Promise<MatchRun> {
  const [row] = await db.transaction(async (tx) => {
    // The candidates' hash tables fit in memory rather than spill to disk (the default is 4 MB).
    await tx.execute(sql`set local work_mem = '64MB'`);
    return queryRows<{ notices: unknown; matches: unknown; changes: unknown; deadline_events: unknown }>(
      tx,
      matchStatement(now, batchSize),
    );
  });
  return {
    notices: toCount(row?.notices),
    matches: toCount(row?.matches),
    changes: toCount(row?.changes),
    deadlineEvents: textArray(row?.deadline_events),
  };
}

/** Matches every notice waiting in the inbox, a batch at a time, until none is left. */
export async function matchNewNotices(
  db: Database,
  { now = new Date(), batchSize = matchBatchSize }: { now?: Date; batchSize?: number } = {},
): Promise<MatchRun> {
  const total: MatchRun = { notices: 0, matches: 0, changes: 0, deadlineEvents: [] };
  for (;;) {
    const run = await matchBatch(db, now, batchSize);
    total.notices += run.notices;
    total.matches += run.matches;
    total.changes += run.changes;
    total.deadlineEvents.push(...run.deadlineEvents);
    if (run.notices < batchSize) return total;
  }
}

/**
 * Queues tenders for the next run as if their notices had just arrived: for tenders written without notices
 * (generated samples in tests and benches), which the inbox's trigger never sees.
 */
export async function queueTenders(db: Database, tenderIds: readonly string[]): Promise<void> {
  if (tenderIds.length === 0) return;
  await db.execute(
    sql`insert into ${alertInbox} (notice_row_id, tender_id) select 0, id from unnest(${sql.param([...tenderIds])}::text[]) as id`,
  );
}
