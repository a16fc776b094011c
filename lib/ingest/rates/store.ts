// Fetched ECB rates in the database: stored beside the committed snapshot, loaded over it at start-up, and
// the tenders whose euro values they change recomputed.
import 'server-only';
import { and, eq, exists, gte, inArray, or, sql } from 'drizzle-orm';
import { exchangeRates, tenderAwards, tenders, type TenderSource } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { lockTenders, rebuildTender } from '@/lib/ingest/tenders/store';
import { mergeRates, toEuro, type RateRow } from '@/lib/reference/rates';

// Bounds the size of one statement (PGlite, and postgres-js's parameter limit).
const writeChunk = 1000;
const recomputeChunk = 100;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

function toQuotes(rows: readonly RateRow[]) {
  return rows.flatMap((row) =>
    Object.entries(row.rates).map(([currency, rate]) => ({ rateDate: row.date, currency, rate })),
  );
}

/**
 * Merges the rates fetched earlier over the committed snapshot, so conversions in this process use them.
 * Only changes to the snapshot are stored, so this is one small query. Returns the number of quotes read.
 */
export async function loadStoredRates(db: Database): Promise<number> {
  const quotes = await db
    .select({ date: exchangeRates.rateDate, currency: exchangeRates.currency, rate: exchangeRates.rate })
    .from(exchangeRates);
  // Nothing stored: leave the snapshot to load on first use, off the start-up path.
  if (quotes.length === 0) return 0;
  const byDate = new Map<string, Record<string, number>>();
  for (const { date, currency, rate } of quotes) {
    let rates = byDate.get(date);
    if (!rates) byDate.set(date, (rates = {}));
    rates[currency] = rate;
  }
  mergeRates([...byDate].map(([date, rates]) => ({ date, rates })));
  return quotes.length;
}

/** Upserts quotes (a newer fetch of a day corrects it). */
export async function saveRates(db: Database, rows: readonly RateRow[]): Promise<void> {
  const quotes = toQuotes(rows);
  for (let start = 0; start < quotes.length; start += writeChunk) {
    await db
      .insert(exchangeRates)
      .values(quotes.slice(start, start + writeChunk))
      .onConflictDoUpdate({
        target: [exchangeRates.rateDate, exchangeRates.currency],
        set: { rate: sql`excluded.rate`, fetchedAt: sql`now()` },
      });
  }
}

/**
 * Tenders that a changed quote (currency c, day d) may affect: an estimate in c converted with the rate of a
 * day ≤ d (or with none), or, for imported tenders, an award in c; either dated on or after d. The dates
 * converted are at most the tender's publication date, so this is a superset; recomputing the rest changes
 * nothing.
 */
async function affectedTenders(
  db: Database,
  changed: readonly RateRow[],
): Promise<{ id: string; source: TenderSource }[]> {
  const currencies = [...new Set(changed.flatMap((row) => Object.keys(row.rates)))].filter((code) => code !== 'EUR');
  const dates = changed.map((row) => row.date).sort();
  const first = dates[0];
  const last = dates.at(-1);
  if (currencies.length === 0 || first === undefined || last === undefined) return [];
  const estimateAffected = and(
    inArray(tenders.estimateNativeValueCurrency, currencies),
    sql`coalesce(${tenders.estimateRateDate}, '1999-01-01') <= ${last}`,
  );
  const awardAffected = and(
    inArray(tenders.source, ['ted', 'draft']),
    exists(
      db
        .select({ one: sql`1` })
        .from(tenderAwards)
        .where(and(eq(tenderAwards.tenderId, tenders.id), inArray(tenderAwards.currency, currencies))),
    ),
  );
  return db
    .select({ id: tenders.id, source: tenders.source })
    .from(tenders)
    .where(and(gte(tenders.publishDate, first), or(estimateAffected, awardAffected)));
}

/**
 * Recomputes the euro values of the tenders that changed quotes affect; returns how many it recomputed.
 * Imported tenders are rebuilt from their notices, which converts their estimate, lots and awards; the
 * others (samples, user tenders) convert their estimate at their publication date.
 */
export async function recomputeEuroValues(db: Database, changed: readonly RateRow[]): Promise<number> {
  const affected = await affectedTenders(db, changed);
  for (let start = 0; start < affected.length; start += recomputeChunk) {
    const chunk = affected.slice(start, start + recomputeChunk);
    await db.transaction(async (tx) => {
      await lockTenders(tx, chunk.map((row) => row.id).sort());
      for (const { id, source } of chunk) {
        if (source === 'ted' || source === 'draft') await rebuildTender(tx, id);
        else await convertEstimate(tx, id);
      }
    });
  }
  return affected.length;
}

/** Converts a tender's own estimate again, at its publication date. */
async function convertEstimate(tx: Transaction, id: string): Promise<void> {
  const [row] = await tx
    .select({
      value: tenders.estimateNativeValue,
      currency: tenders.estimateNativeValueCurrency,
      publishDate: tenders.publishDate,
    })
    .from(tenders)
    .where(eq(tenders.id, id));
  if (!row || row.value === null || row.currency === null) return;
  const euro = toEuro(row.value, row.currency, row.publishDate);
  await tx
    .update(tenders)
    .set({ estimateEuroValue: euro?.value ?? null, estimateRateDate: euro?.rateDate ?? null, updatedAt: sql`now()` })
    .where(eq(tenders.id, id));
}
