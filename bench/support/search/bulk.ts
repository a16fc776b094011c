// A bulk writer for generated tenders: one JSON parameter per batch, expanded by json_populate_recordset,
// which is several times cheaper on both sides than a multi-row VALUES insert of 40-odd columns.
import { getTableColumns, sql } from 'drizzle-orm';
import { tenderAwards, tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import type { GeneratedSample } from '@/lib/ingest/jobs';

type Table = typeof tenders | typeof tenderAwards;

function columnList(columns: readonly string[]) {
  return sql.raw(columns.map((c) => `"${c}"`).join(', '));
}

/** The rows keyed by SQL column names, and the column list they fill. */
function asRecords(table: Table, rows: readonly object[]): { columns: string[]; json: string } {
  const names = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const records = rows.map((row) =>
    Object.fromEntries(keys.map((key) => [names.get(key)!, (row as Record<string, unknown>)[key] ?? null])),
  );
  return { columns: keys.map((key) => names.get(key)!), json: JSON.stringify(records) };
}

/**
 * Writes a batch of generated tenders and their awards in one statement; tenders already stored are left
 * alone, and so are their awards (a resumed load rewrites a few batches).
 */
export async function insertSamplesInBulk(db: Database, batch: readonly GeneratedSample[]): Promise<void> {
  const tenderRows = asRecords(
    tenders,
    batch.map((s) => s.tender),
  );
  const awardRows = asRecords(
    tenderAwards,
    batch.flatMap((s) => s.awards),
  );
  const tenderColumns = columnList(tenderRows.columns);
  const insertTenders = sql`insert into app.tenders (${tenderColumns})
    select ${tenderColumns} from json_populate_recordset(null::app.tenders, ${tenderRows.json}::json)
    on conflict (id) do nothing returning id`;
  if (awardRows.columns.length === 0) {
    await db.execute(insertTenders);
    return;
  }
  const awardColumns = columnList(awardRows.columns);
  await db.execute(sql`with fresh as (${insertTenders})
    insert into app.tender_awards (${awardColumns})
    select ${awardColumns} from json_populate_recordset(null::app.tender_awards, ${awardRows.json}::json)
    where tender_id in (select id from fresh)`);
}
