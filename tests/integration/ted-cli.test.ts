// `npm run ingest -- --ted` and `--rates` as cron runs them: a separate process, while the app holds the
// embedded database, against stand-ins for the TED Search API and the ECB over real HTTP.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ingestCursors, tenderNotices, tenders } from '@/lib/db';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { featuredCountries, listCountries } from '@/lib/reference/countries';
import { startEcbServer, type EcbStandIn } from '../support/ecb-server';
import { startTedApiServer, type TedApiStandIn } from '../support/ted-api-server';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'tenderscope-ted-cli-'));
let app: DbHandle;
let ted: TedApiStandIn;
let ecb: EcbStandIn;

function ingest(args: string[], env: Record<string, string> = {}) {
  const childEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    MIGRATE_ON_START: 'false',
    NEXT_PUBLIC_EDITION: 'eu',
    TED_API_URL: ted.origin,
    ECB_RATES_URL: ecb.baseUrl,
    ...env,
  };
  return run('npm', ['run', '--silent', 'ingest', '--', ...args], { env: childEnv, timeout: 120_000 });
}

async function storedNumbers(): Promise<string[]> {
  const rows = await app.db.select({ number: tenderNotices.publicationNumber }).from(tenderNotices);
  return rows.map((r) => r.number!).sort();
}

const featuredIso3 = new Set(featuredCountries().map((c) => c.iso3));
const iso2ByIso3 = new Map(listCountries().map((c) => [c.iso3, c.code]));

beforeAll(async () => {
  app = await openDatabase({ dataDir, migrateOnStart: false });
  ted = await startTedApiServer();
  ecb = await startEcbServer([{ date: '2025-01-27', rates: { USD: 1.0495, CZK: 25.1, RON: 4.977 } }]);
});

afterEach(() => {
  ted.clearFaults();
});

afterAll(async () => {
  await app?.close();
  await ted?.close();
  await ecb?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each test spawns the CLI (a few seconds of start-up each); the 500 burst waits out TED's back-off.
describe('npm run ingest -- --ted', { timeout: 120_000 }, () => {
  it('a 500 burst that outlasts the retries ends with a clear error, exit code 1 and no rows', async () => {
    const victim = ted.notices.find((n) => featuredIso3.has(n.buyerCountry))!;
    ted.fail(`xml:${victim.publicationNumber}`, { status: 500 }, 5);
    const failure = await ingest(['--ted', '--no-rates']).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `The sync stopped early: TED is unavailable: ${ted.origin}/en/notice/${victim.publicationNumber}/xml failed 5 times, last with HTTP 500.`,
      ),
    });
    expect(await storedNumbers()).toEqual([]);
    const [cursors] = await app.db.select({ n: count() }).from(ingestCursors);
    expect(cursors!.n).toBe(0);
  });

  it("imports every notice of the edition's buyers, updating the ECB rates first", async () => {
    const { stdout } = await ingest(['--ted']);
    const inScope = ted.notices
      .filter((n) => featuredIso3.has(n.buyerCountry))
      .map((n) => n.publicationNumber)
      .sort();
    expect(stdout).toContain("running app's embedded database");
    expect(stdout).toContain(
      'Exchange rates: 3 new or corrected ECB quote(s) from eurofxref-hist.xml, newest 2025-01-27',
    );
    expect(stdout).toContain('Syncing TED notices of buyers in SK, IE, CZ, RO, DE, AT');
    expect(stdout).toMatch(
      new RegExp(
        `${inScope.length} notice\\(s\\) in .*: ${inScope.length} imported, 0 updated, 0 unchanged, 0 skipped, 0 failed\\.`,
      ),
    );
    expect(stdout).toMatch(/Cursor ted:eu: \d{4}-\d{2}-\d{2} \(\d+-\d{4}\)\./);
    expect(await storedNumbers()).toEqual(inScope);
  });

  it('a second run imports nothing new', async () => {
    const before = await storedNumbers();
    const { stdout } = await ingest(['--ted']);
    expect(stdout).toContain(
      'Exchange rates: 0 new or corrected ECB quote(s) from eurofxref-hist.xml, newest 2025-01-27; euro values of 0 tender(s) recomputed.',
    );
    expect(stdout).toMatch(/: 0 imported, 0 updated, \d+ unchanged, 0 skipped, 0 failed\./);
    expect(await storedNumbers()).toEqual(before);
  });

  it('a 429 then 200 succeeds, and --country brings in every other served notice', async () => {
    const others = [
      ...new Set(
        ted.notices.filter((n) => !featuredIso3.has(n.buyerCountry)).map((n) => iso2ByIso3.get(n.buyerCountry)!),
      ),
    ];
    // Retry-After: 0, so the run does not wait a real second; the wait itself is covered in ted-api.test.ts.
    ted.fail('search', { status: 429, retryAfter: 0 });
    const searches = ted.requests.filter((r) => r.startsWith('POST')).length;
    const { stdout } = await ingest(['--ted', '--no-rates', '--country', others.join(',')]);
    expect(ted.requests.filter((r) => r.startsWith('POST')).length - searches).toBe(2);
    expect(stdout).toMatch(/46 notice\(s\) in .*: 46 imported, 0 updated, 0 unchanged, 0 skipped, 0 failed\./);
    expect(await storedNumbers()).toEqual(ted.notices.map((n) => n.publicationNumber).sort());
    const [row] = await app.db.select({ n: count() }).from(tenders);
    expect(row!.n).toBe(57);
  });

  it('--since starts at a date of your choosing', async () => {
    const { stdout } = await ingest(['--ted', '--no-rates', '--country', 'AT', '--since', '2026-11-01']);
    expect(stdout).toContain('Syncing TED notices of buyers in AT published since 2026-11-01; cursor ted:AT.');
    expect(stdout).toContain('0 notice(s) in');
    expect(ted.searches.at(-1)).toMatchObject({
      query: 'buyer-country IN (AUT) AND publication-date >= 20261101 SORT BY publication-date ASC',
    });
  });

  it('exits with 2 and says why on bad usage', async () => {
    await expect(ingest(['--ted', '--country', 'XX'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown country code XX: use ISO 3166-1 alpha-2 codes such as AT or DE.'),
    });
    await expect(ingest(['--ted', '--since', 'yesterday'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--since expects a date as YYYY-MM-DD, got "yesterday".'),
    });
    await expect(ingest(['--since', '2026-11-01'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--since goes with --ted.'),
    });
  });
});

describe('npm run ingest -- --rates', { timeout: 120_000 }, () => {
  it('warns and succeeds when the ECB is unreachable', async () => {
    const { stdout, stderr } = await ingest(['--rates'], { ECB_RATES_URL: `${ted.origin}/no-ecb-here/` });
    expect(stderr).toContain(
      `Warning: ECB rates not updated (${ted.origin}/no-ecb-here/eurofxref-hist.xml answered HTTP 404); converting with the rates up to 2025-01-27.`,
    );
    expect(stdout).not.toContain('Exchange rates:');
  });
});
