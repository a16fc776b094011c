// Award prices per lot result (app.award_lots), written with the tenders' awards in the same transaction, and the
// statistics cells they fall in (app.award_stats) recomputed from the cells' own lots: an import touches only the
// CPV division, group and class × country × year of the lots it wrote or replaced.
import { inArray, sql } from 'drizzle-orm';
import { awardLots, awardStats, tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import type { AwardLotRecord } from '@/lib/ingest/tenders/record';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A tender whose lot results were just built. */
export interface TenderLots {
  tenderId: string;
  lots: readonly AwardLotRecord[];
}

/** The CPV prefixes a statistics cell is kept for: division, group and class. */
export const statsLevels = [2, 3, 4] as const;

export interface StatsCell {
  cpvPrefix: string;
  countryCode: string;
  year: number;
}

const cellKey = (c: StatsCell) => `${c.cpvPrefix}\u0000${c.countryCode}\u0000${c.year}`;

function cellsOf(rows: readonly { cpvCode: string; countryCode: string; year: number }[]): StatsCell[] {
  const cells = new Map<string, StatsCell>();
  for (const row of rows) {
    for (const level of statsLevels) {
      const cell = { cpvPrefix: row.cpvCode.slice(0, level), countryCode: row.countryCode, year: row.year };
      cells.set(cellKey(cell), cell);
    }
  }
  return [...cells.values()].sort((a, b) => cellKey(a).localeCompare(cellKey(b)));
}

/**
 * Recomputes these statistics cells from their lots, and drops the cells left without any. Each cell reads its
 * country and year's lots of its CPV range through award_lots_cell_idx.
 */
export async function refreshAwardStats(tx: Transaction, cells: readonly StatsCell[]): Promise<void> {
  if (cells.length === 0) return;
  const texts = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
  const prefixes = texts(cells.map((c) => c.cpvPrefix));
  const countries = texts(cells.map((c) => c.countryCode));
  const years = sql`${sql.param(cells.map((c) => c.year))}::int[]`;
  await tx.execute(sql`
    insert into ${awardStats} as s (cpv_prefix, country_code, year, lot_count, priced_count, p25, median, p75,
      estimate_ratio, ratio_count, bids_per_lot, bids_count, updated_at)
    select c.prefix, c.country, c.year,
      count(l.id),
      count(l.euro_value),
      round((percentile_cont(0.25) within group (order by l.euro_value))::numeric, 2),
      round((percentile_cont(0.5) within group (order by l.euro_value))::numeric, 2),
      round((percentile_cont(0.75) within group (order by l.euro_value))::numeric, 2),
      round((percentile_cont(0.5) within group (order by l.euro_value / nullif(l.estimate_euro_value, 0)))::numeric, 4),
      count(l.euro_value / nullif(l.estimate_euro_value, 0)),
      round(avg(l.tenders_received), 2),
      count(l.tenders_received),
      now()
    from unnest(${prefixes}, ${countries}, ${years}) as c(prefix, country, year)
    left join ${awardLots} l
      on l.country_code = c.country and l.year = c.year
      and l.cpv_code between rpad(c.prefix, 8, '0')::char(8) and rpad(c.prefix, 8, '9')::char(8)
    group by c.prefix, c.country, c.year
    on conflict (cpv_prefix, country_code, year) do update set
      lot_count = excluded.lot_count, priced_count = excluded.priced_count, p25 = excluded.p25,
      median = excluded.median, p75 = excluded.p75, estimate_ratio = excluded.estimate_ratio,
      ratio_count = excluded.ratio_count, bids_per_lot = excluded.bids_per_lot, bids_count = excluded.bids_count,
      updated_at = excluded.updated_at`);
  await tx.execute(sql`
    delete from ${awardStats} s using unnest(${prefixes}, ${countries}, ${years}) as c(prefix, country, year)
    where s.cpv_prefix = c.prefix and s.country_code = c.country and s.year = c.year and s.lot_count = 0`);
}

/**
 * Replaces the lot results of these tenders with `entries`' and refreshes the statistics cells either touches. Only
 * public, real (TED) tenders' results are stored. Call it in the transaction that wrote the tenders' awards.
 */
export async function syncAwardLots(tx: Transaction, entries: readonly TenderLots[]): Promise<void> {
  const tenderIds = [...new Set(entries.map((e) => e.tenderId))].sort();
  if (tenderIds.length === 0) return;
  const facts = await tx
    .select({
      id: tenders.id,
      source: tenders.source,
      visibility: tenders.visibility,
      isSample: tenders.isSample,
      countryCode: tenders.countryCode,
    })
    .from(tenders)
    .where(inArray(tenders.id, tenderIds));
  const counted = new Map(
    facts.filter((f) => f.source === 'ted' && f.visibility === 'public' && !f.isSample).map((f) => [f.id, f]),
  );
  const previous = await tx.delete(awardLots).where(inArray(awardLots.tenderId, tenderIds)).returning({
    cpvCode: awardLots.cpvCode,
    countryCode: awardLots.countryCode,
    year: awardLots.year,
  });
  const rows = entries.flatMap(({ tenderId, lots }) => {
    const tender = counted.get(tenderId);
    if (!tender) return [];
    return lots.map((lot) => ({
      ...lot,
      tenderId,
      countryCode: tender.countryCode,
      year: Number(lot.awardDate.slice(0, 4)),
    }));
  });
  if (rows.length > 0) await tx.insert(awardLots).values(rows);
  await refreshAwardStats(tx, cellsOf([...previous, ...rows]));
}
