// The ECB rates update against a stand-in serving the ECB's XML over real HTTP: which file it fetches, what
// it stores, which tenders it recomputes, that a new process loads the stored rates, and that offline the
// committed snapshot keeps working.
import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exchangeRates, getDb, tenderAwards, tenders, type Database } from '@/lib/db';
import { eurRate, latestRateDate, toEuro, type RateRow } from '@/lib/reference/rates';
import { ecbFeeds, feedFor, parseEcbXml } from '@/lib/ingest/rates/ecb';
import { updateRates } from '@/lib/ingest/rates/update';
import { importNoticeXml } from '@/lib/ingest/tenders/store';
import { ecbXml, startEcbServer, type EcbStandIn } from '../support/ecb-server';
import { startHttpServer } from '../fixtures/http-server';

// The committed snapshot ends on 2025-01-24 (RON 4.9761, CZK 25.097 that day; RON 4.9768 on 2024-08-05).
const served: RateRow[] = [
  { date: '2024-08-05', rates: { RON: 5.0 } }, // a correction of a historical quote
  { date: '2025-01-24', rates: { USD: 1.0472, CZK: 25.097, RON: 4.9761 } }, // as in the snapshot
  { date: '2025-02-28', rates: { USD: 1.04, CZK: 25.0, RON: 4.97 } },
  { date: '2025-03-03', rates: { USD: 1.05, CZK: 25.1, RON: 4.98 } },
];

let db: Database;
let ecb: EcbStandIn;
const sampleId = 'ratestestczk0001';
const ronNotice = readFileSync('lib/ingest/samples/ted-real-notices/00468788-2024.xml', 'utf8');

async function estimateOf(id: string) {
  const [row] = await db
    .select({
      value: tenders.estimateNativeValue,
      currency: tenders.estimateNativeValueCurrency,
      euro: tenders.estimateEuroValue,
      rateDate: tenders.estimateRateDate,
    })
    .from(tenders)
    .where(eq(tenders.id, id));
  return row!;
}

/** The first award of the Romanian result notice (a framework agreement of 11,098,500 RON, 2024-08-05). */
async function ronAward() {
  const [award] = await db
    .select({ value: tenderAwards.value, euroValue: tenderAwards.euroValue })
    .from(tenderAwards)
    .where(eq(tenderAwards.value, 11_098_500));
  return award;
}

beforeAll(async () => {
  db = await getDb();
  ecb = await startEcbServer(served);
  const imported = await importNoticeXml(db, ronNotice, 'rates-test');
  if (imported.status !== 'imported') throw new Error(`setup: ${imported.status}`);
  const euro = toEuro(1_000_000, 'CZK', '2025-03-03')!;
  await db.insert(tenders).values({
    id: sampleId,
    source: 'sample',
    procedureKey: 'rates-test',
    countryCode: 'CZ',
    languageCode: 'cs',
    title: 'A Czech tender published after the committed rates end',
    cpvCode: '45000000',
    publishDate: '2025-03-03',
    noticeType: 'competition',
    status: 'open',
    isSample: true,
    estimateNativeValue: 1_000_000,
    estimateNativeValueCurrency: 'CZK',
    estimateEuroValue: euro.value,
    estimateRateDate: euro.rateDate,
  });
});

afterAll(async () => {
  await ecb.close();
});

describe('ECB feeds', () => {
  it('fetches the smallest file that covers the gap', () => {
    // Friday to Monday: only a weekend between, the daily file holds Monday's (or Friday's) rates.
    expect(feedFor('2025-01-24', '2025-01-27')).toBe(ecbFeeds.daily);
    expect(feedFor('2025-01-24', '2025-01-24')).toBe(ecbFeeds.daily);
    // A business day missed: the 90-day file.
    expect(feedFor('2025-01-22', '2025-01-24')).toBe(ecbFeeds.ninetyDays);
    expect(feedFor('2025-01-24', '2025-04-10')).toBe(ecbFeeds.ninetyDays);
    // Months behind (the committed snapshot on a fresh install): the whole history.
    expect(feedFor('2025-01-24', '2026-11-22')).toBe(ecbFeeds.history);
  });

  it('reads the ECB XML layout, newest day first', () => {
    expect(parseEcbXml(ecbXml(served.slice(2)))).toEqual([served[3], served[2]]);
    expect(() => parseEcbXml('<gesmes:Envelope><Cube></Cube></gesmes:Envelope>')).toThrow(
      'The ECB feed holds no rates',
    );
    expect(() => parseEcbXml('<html>Service unavailable')).toThrow(/The ECB feed is not well-formed XML/);
  });
});

describe('updating the rates', () => {
  it('an unreachable ECB is a warning, and conversions keep using the committed snapshot', async () => {
    const closed = await startHttpServer();
    await closed.close();
    const update = await updateRates(db, { baseUrl: `${closed.origin}/stats/eurofxref/`, today: '2026-11-22' });
    expect(update).toEqual({
      ok: false,
      warning: expect.stringMatching(
        /^ECB rates not updated \(fetch failed: .*ECONNREFUSED.*\); converting with the rates up to 2025-01-24\.$/,
      ),
    });
    expect(eurRate('CZK', '2025-03-03')).toEqual({ rate: 25.097, date: '2025-01-24' });
    const [stored] = await db.select({ n: count() }).from(exchangeRates);
    expect(stored!.n).toBe(0);
  });

  it('stores new and corrected quotes, and recomputes the tenders whose conversions they change', async () => {
    expect(await estimateOf(sampleId)).toMatchObject({ rateDate: '2025-01-24', euro: 39845.4 });
    expect(await ronAward()).toEqual({ value: 11_098_500, euroValue: Math.round((11_098_500 / 4.9768) * 100) / 100 });

    const update = await updateRates(db, { baseUrl: ecb.baseUrl, today: '2026-11-22' });
    expect(update).toEqual({
      ok: true,
      feed: 'eurofxref-hist.xml',
      changedQuotes: 7,
      latestDate: '2025-03-03',
      tendersRecomputed: 2,
    });
    expect(ecb.requests).toEqual(['GET /stats/eurofxref/eurofxref-hist.xml']);

    const stored = await db
      .select({ date: exchangeRates.rateDate, currency: exchangeRates.currency, rate: exchangeRates.rate })
      .from(exchangeRates);
    expect(stored).toHaveLength(7);
    expect(stored).toContainEqual({ date: '2024-08-05', currency: 'RON', rate: 5 });
    expect(stored).not.toContainEqual(expect.objectContaining({ date: '2025-01-24' }));

    // The Czech tender now converts at its own day's rate; the Romanian award at the corrected one.
    expect(await estimateOf(sampleId)).toEqual({
      value: 1_000_000,
      currency: 'CZK',
      euro: 39840.64,
      rateDate: '2025-03-03',
    });
    expect(await ronAward()).toEqual({ value: 11_098_500, euroValue: 2_219_700 });
  });

  it('a second update finds nothing new and changes no tender', async () => {
    const update = await updateRates(db, { baseUrl: ecb.baseUrl, today: '2025-03-04' });
    expect(update).toEqual({
      ok: true,
      feed: 'eurofxref-daily.xml',
      changedQuotes: 0,
      latestDate: '2025-03-03',
      tendersRecomputed: 0,
    });
  });

  it('a new process merges the stored rates over the committed snapshot', async () => {
    vi.resetModules();
    const fresh = await import('@/lib/reference/rates');
    const { loadStoredRates } = await import('@/lib/ingest/rates/store');
    expect(fresh.latestRateDate()).toBe('2025-01-24');
    expect(await loadStoredRates(db)).toBe(7);
    expect(fresh.latestRateDate()).toBe('2025-03-03');
    expect(fresh.eurRate('CZK', '2025-03-04')).toEqual({ rate: 25.1, date: '2025-03-03' });
    expect(fresh.eurRate('RON', '2024-08-05')).toEqual({ rate: 5, date: '2024-08-05' });
    expect(latestRateDate()).toBe('2025-03-03');
  });
});
