// Import throughput: npm run bench:ingest [-- --notices=2000] [--postgres=postgres://…]
//
// Makes distinct notices from the 57 real TED notices (fresh notice, procedure and publication ids, the
// content untouched), writes them as files, and imports them the way `npm run ingest` does — into a fresh
// file-backed PGlite, then into a fresh database on the Postgres server of --postgres or DATABASE_URL.
// Prints notices per second for each.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openDatabase, type DbHandle, migrate, runSeeds } from '@/lib/db';
import { productSeeders } from '@/lib/ingest';
import { importFiles, createPreparePool, type PreparePool } from '@/lib/ingest/jobs';
import { readFlags } from './support/flags';

const args = readFlags(
  process.argv.slice(2),
  ['notices', 'postgres'],
  `Usage: npm run bench:ingest -- [--notices=2000] [--postgres=postgres://…]
  --notices   distinct notices to make from the real TED samples and import (default 2000)
  --postgres  a Postgres server to import into as well (default DATABASE_URL; the bench makes its own database there)`,
);
const noticeCount = Number(args.get('notices') || 2000);
const postgresUrl = args.get('postgres') || process.env.DATABASE_URL || null;
if (!Number.isInteger(noticeCount) || noticeCount < 1) {
  console.error('--notices must be a positive whole number');
  process.exit(2);
}

const samplesDir = join(process.cwd(), 'lib/ingest/samples/ted-real-notices');
const originals = readdirSync(samplesDir)
  .filter((file) => file.endsWith('.xml'))
  .sort()
  .map((file) => readFileSync(join(samplesDir, file), 'utf8'));

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The n-th variant of a notice: every UUID and the publication number replaced, consistently within it. */
function variant(xml: string, n: number): string {
  const uuidFor = (uuid: string) => {
    const hex = createHash('sha256').update(`${n}:${uuid}`).digest('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  return xml
    .replace(uuidPattern, uuidFor)
    .replace(
      /(NoticePublicationID[^>]*>)\d+-(\d{4})/,
      (_m, open: string, year: string) => `${open}${String(900000 + n).padStart(8, '0')}-${year}`,
    );
}

const filesDir = mkdtempSync(join(tmpdir(), 'tenderscope-bench-ingest-'));
const files = Array.from({ length: noticeCount }, (_, n) => {
  const file = join(filesDir, `notice-${String(n).padStart(6, '0')}.xml`);
  writeFileSync(file, variant(originals[n % originals.length]!, n));
  return file;
});
const megabytes = files.reduce((sum, _f, n) => sum + originals[n % originals.length]!.length, 0) / 1e6;
console.info(
  `${noticeCount} distinct notices (${megabytes.toFixed(0)} MB of XML) made from ${originals.length} real TED notices.`,
);

async function run(label: string, handle: DbHandle, pool: PreparePool): Promise<number> {
  if (!handle.migrated) await migrate(handle.db);
  await runSeeds(handle.db, productSeeders);
  const started = performance.now();
  const summary = await importFiles(handle.db, files, { prepare: pool.prepare });
  const seconds = (performance.now() - started) / 1000;
  if (summary.imported !== noticeCount) {
    throw new Error(
      `${label}: expected ${noticeCount} imported, got ${JSON.stringify({ ...summary, results: undefined })}`,
    );
  }
  const rate = noticeCount / seconds;
  console.info(
    `${label.padEnd(9)} ${rate.toFixed(0).padStart(6)} notices/s  (${noticeCount} in ${seconds.toFixed(1)} s)`,
  );
  return rate;
}

const pool = createPreparePool();
console.info(`Parsing on ${pool.size} worker thread(s), writing in batches of 100.`);
try {
  const dataDir = mkdtempSync(join(tmpdir(), 'tenderscope-bench-pglite-'));
  const pglite = await openDatabase({ dataDir, migrateOnStart: true, serveSocket: false });
  try {
    await run('PGlite', pglite, pool);
  } finally {
    await pglite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (postgresUrl) {
    const url = new URL(postgresUrl);
    const name = 'tenderscope_bench_ingest';
    const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
    url.pathname = `/${name}`;
    const server = await openDatabase({ databaseUrl: url.toString(), dataDir: '', migrateOnStart: true });
    try {
      await run('Postgres', server, pool);
    } finally {
      await server.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  } else {
    console.info('Postgres  skipped: pass --postgres=postgres://… or set DATABASE_URL.');
  }
  console.info('Targets on the reference machine (2 cores): PGlite ≥ 500 notices/s, Postgres ≥ 1,000 notices/s.');
} finally {
  await pool.close();
  rmSync(filesDir, { recursive: true, force: true });
}
