// The incremental TED sync against the stand-in API and a real database: what it imports, how the cursor
// resumes, that a failed page leaves nothing behind, and that the API path stores what a file import stores.
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, ingestCursors, tenderNotices, tenders, type Database } from '@/lib/db';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import { createTedClient, type TedClient } from '@/lib/ingest/ted-api/client';
import { countryScope, editionScope, syncRequest, TedScopeError } from '@/lib/ingest/ted-api/scope';
import { syncTed } from '@/lib/ingest/ted-api/sync';
import { listCountries } from '@/lib/reference/countries';
import { realNoticesDir, startTedApiServer, type ServedNotice, type TedApiStandIn } from '../support/ted-api-server';

let db: Database;
let ted: TedApiStandIn;
let client: TedClient;

const iso2ByIso3 = new Map(listCountries().map((country) => [country.iso3, country.code]));

/** Every country whose buyers published one of the served notices: a scope that covers them all. */
function allServedCountries() {
  return countryScope([...new Set(ted.notices.map((n) => iso2ByIso3.get(n.buyerCountry)!))]);
}

async function emptyDatabase() {
  await db.delete(tenders);
  await db.delete(ingestCursors);
}

async function storedNumbers(): Promise<string[]> {
  const rows = await db.select({ number: tenderNotices.publicationNumber }).from(tenderNotices);
  return rows.map((r) => r.number!).sort();
}

const byDate = (a: ServedNotice, b: ServedNotice) =>
  a.publicationDate.slice(0, 10).localeCompare(b.publicationDate.slice(0, 10));

beforeAll(async () => {
  db = await getDb();
  ted = await startTedApiServer();
  client = createTedClient({ baseUrl: ted.origin, retry: { maxAttempts: 3 }, wait: async () => {} });
});

afterAll(async () => {
  await ted.close();
});

describe('the sync scope', () => {
  it('the EU edition syncs the featured countries, the Austria edition Austria, --country overrides', () => {
    expect(editionScope('eu')).toEqual({ cursorName: 'ted:eu', countries: ['SK', 'IE', 'CZ', 'RO', 'DE', 'AT'] });
    expect(syncRequest(editionScope('eu'), null, 100)).toEqual({
      query: 'buyer-country IN (SVK IRL CZE ROU DEU AUT) SORT BY publication-date ASC',
      fields: ['publication-number', 'publication-date', 'links'],
      scope: 'ACTIVE',
      limit: 100,
    });
    expect(editionScope('at')).toEqual({ cursorName: 'ted:AT', countries: ['AT'] });
    expect(syncRequest(countryScope(['de', 'at']), '2026-11-01', 50)).toMatchObject({
      query: 'buyer-country IN (AUT DEU) AND publication-date >= 20261101 SORT BY publication-date ASC',
      scope: 'ALL',
    });
  });

  it('an unknown country code is refused with the codes it expects', () => {
    expect(() => countryScope(['XX'])).toThrow(
      new TedScopeError('Unknown country code XX: use ISO 3166-1 alpha-2 codes such as AT or DE.'),
    );
  });
});

describe('syncing from TED', () => {
  it('a first sync imports every active notice in scope, page by page, and keeps the newest as its cursor', async () => {
    const scope = allServedCountries();
    const progress: number[] = [];
    const summary = await syncTed(db, { client, scope, pageSize: 20, onResult: (_, done) => progress.push(done) });
    expect(summary).toMatchObject({
      imported: 57,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      failed: 0,
      since: null,
      error: null,
    });
    expect(progress).toEqual(Array.from({ length: 57 }, (_, i) => i + 1));
    expect(await storedNumbers()).toEqual(ted.notices.map((n) => n.publicationNumber).sort());
    const newest = [...ted.notices].sort(byDate).at(-1)!;
    expect(summary.cursor).toEqual({
      publicationDate: newest.publicationDate.slice(0, 10),
      publicationNumber: newest.publicationNumber,
    });
    const [stored] = await db.select().from(ingestCursors).where(eq(ingestCursors.name, scope.cursorName));
    expect(stored!.cursor).toEqual(summary.cursor);
  });

  it('the next sync resumes at the cursor date and imports nothing new, downloading nothing', async () => {
    const searches = ted.searches.length;
    const requests = ted.requests.length;
    const summary = await syncTed(db, { client, scope: allServedCountries(), pageSize: 20 });
    expect(summary).toMatchObject({ imported: 0, updated: 0, skipped: 0, failed: 0, error: null, since: '2025-07-09' });
    expect(summary.unchanged).toBeGreaterThan(0);
    expect(ted.searches[searches]).toMatchObject({
      scope: 'ALL',
      query: expect.stringContaining('publication-date >= 20250709'),
    });
    expect(ted.requests.slice(requests).filter((r) => r.startsWith('GET'))).toEqual([]);
  });

  it('stores exactly what importing the same notices as files stores', async () => {
    const columns = (rows: Record<string, unknown>[], drop: string[]) =>
      rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !drop.includes(key))));
    const snapshot = async () => ({
      tenders: columns(await db.select().from(tenders).orderBy(asc(tenders.id)), ['createdAt', 'updatedAt']),
      notices: columns(await db.select().from(tenderNotices).orderBy(asc(tenderNotices.noticeId)), [
        'id',
        'origin',
        'importedAt',
      ]),
    });
    const fromApi = await snapshot();
    expect(fromApi.tenders).toHaveLength(57);

    await emptyDatabase();
    const summary = await importFiles(db, await expandInputs([realNoticesDir]));
    expect(summary.imported).toBe(57);
    expect(await snapshot()).toEqual(fromApi);
  });

  it('a download that fails through its retries leaves its page out, and the next sync resumes there', async () => {
    await emptyDatabase();
    const scope = allServedCountries();
    const inOrder = [...ted.notices].sort(byDate);
    // The stand-in sorts the same way (a stable sort by date), so this is the 30th notice: on page 2 of 3.
    const victim = inOrder[29]!;
    ted.fail(`xml:${victim.publicationNumber}`, { status: 500 }, 3);

    const failed = await syncTed(db, { client, scope, pageSize: 20 });
    expect(failed.error).toBe(
      `TED is unavailable: ${ted.origin}/en/notice/${victim.publicationNumber}/xml failed 3 times, last with HTTP 500.`,
    );
    expect(failed.imported).toBe(20);
    const pageOne = inOrder.slice(0, 20);
    expect(await storedNumbers()).toEqual(pageOne.map((n) => n.publicationNumber).sort());
    const lastOfPageOne = pageOne.at(-1)!.publicationDate.slice(0, 10);
    expect(failed.cursor?.publicationDate).toBe(lastOfPageOne);

    const resumed = await syncTed(db, { client, scope, pageSize: 20 });
    expect(resumed).toMatchObject({ error: null, failed: 0, since: lastOfPageOne });
    expect(resumed.imported).toBe(37);
    const [row] = await db.select({ n: count() }).from(tenders);
    expect(row!.n).toBe(57);
  });

  it('a country scope imports only that country and keeps its own cursor', async () => {
    await emptyDatabase();
    const summary = await syncTed(db, { client, scope: countryScope(['AT']) });
    const austrian = ted.notices
      .filter((n) => n.buyerCountry === 'AUT')
      .map((n) => n.publicationNumber)
      .sort();
    expect(summary.imported).toBe(austrian.length);
    expect(await storedNumbers()).toEqual(austrian);
    const cursors = await db.select({ name: ingestCursors.name }).from(ingestCursors);
    expect(cursors).toEqual([{ name: 'ted:AT' }]);
  });
});
