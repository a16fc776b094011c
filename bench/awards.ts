// Award figures at scale: npm run bench:awards [-- --tenders=100000 --awards=30000 --notices=1000 --postgres=…]
//
// Loads generated tenders, buyers, companies and priced lot results straight into a fresh database (PGlite in a
// temporary folder, or a database of its own on the Postgres server of --postgres or DATABASE_URL), computes their
// statistics once, then times on it:
//   - a buyer page's server reads (findBuyerDetail and the market prices of its CPV classes), for random buyers;
//   - a tender page's price line and competition (findPriceCell, findTenderCompetition), for random tenders;
//   - importing award notices as `npm run ingest` does (made from the real result notices, each with its own
//     procedure, CPV code and country), which writes their lots and updates the statistics cells they touch, and
//     the statistics update of those cells alone.
// Prints p50/p95 per read and the import's time. The issue's targets: p95 ≤ 100 ms per page's reads at 1M tenders
// and 300k awards on Postgres, and ≤ 5 s for the statistics of 1,000 award notices.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { findBuyerDetail, findPriceCell } from '@/lib/buyers/jobs';
import { findTenderCompetition } from '@/lib/companies/jobs';
import { openDatabase, queryRows, type Database, type DbHandle } from '@/lib/db';
import { createPreparePool, importFiles, refreshAwardStats, statsLevels, type StatsCell } from '@/lib/ingest/jobs';
import { readFlags } from './support/flags';

const args = readFlags(
  process.argv.slice(2),
  ['tenders', 'awards', 'notices', 'samples', 'postgres'],
  `Usage: npm run bench:awards -- [--tenders=100000] [--awards=30000] [--notices=1000] [--samples=200] [--postgres=postgres://…]
  --tenders   generated tenders loaded first (default 100000)
  --awards    of which priced lot results (default 30000)
  --notices   award notices then imported through the importer (default 1000)
  --samples   buyers and tenders whose reads are timed (default 200)
  --postgres  run on a database of its own on this Postgres server (default DATABASE_URL; PGlite without either)`,
);
const wholeNumber = (name: string, fallback: number) => {
  const value = Number(args.get(name) || fallback);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
  return value;
};
const tenderCount = wholeNumber('tenders', 100_000);
const awardCount = Math.min(wholeNumber('awards', 30_000), tenderCount);
const noticeCount = wholeNumber('notices', 1000);
const sampleCount = wholeNumber('samples', 200);
const postgresUrl = args.get('postgres') || process.env.DATABASE_URL || null;

const countries = ['DE', 'FR', 'IT', 'ES', 'PL', 'RO', 'AT', 'CZ', 'SK', 'IE', 'NL', 'BE'];
const cpvCodes = [
  '45210000',
  '45233140',
  '45310000',
  '45453000',
  '71320000',
  '71250000',
  '72200000',
  '72500000',
  '79410000',
  '90910000',
  '33600000',
  '33140000',
  '09134220',
  '34144900',
  '50700000',
  '80500000',
  '85100000',
  '30200000',
];

/** Tenders, buyers, companies, lot results and wins, generated in SQL; deterministic (setseed). */
async function load(db: Database): Promise<void> {
  const buyersCount = Math.max(1, Math.round(tenderCount / 50));
  const companyCount = Math.max(1, Math.round(awardCount / 8));
  const started = performance.now();
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(
    sql.raw(`
    insert into app.buyers (id, key, name, name_key, country_code, town, tender_count)
    select 'b' || lpad(to_hex(b), 15, '0'), 'bench:' || b, 'Bench buyer ' || b, 'bench buyer ' || b,
      (array[${countries.map((c) => `'${c}'`).join(',')}])[1 + b % ${countries.length}], 'Town ' || (b % 97), 50
    from generate_series(1, ${buyersCount}) b`),
  );
  await db.execute(
    sql.raw(`
    insert into app.tenders (id, source, procedure_key, country_code, language_code, title, cpv_code, publish_date,
      notice_type, status, buyer_id, buyer_name_key, contracting_authority_name, procedure_type, deadline_date,
      estimate_euro_value)
    select 'e' || lpad(to_hex(t), 15, '0'), 'ted', 'bench:' || t,
      (array[${countries.map((c) => `'${c}'`).join(',')}])[1 + (t % ${buyersCount} + 1) % ${countries.length}], 'en',
      'Bench tender ' || t, (array[${cpvCodes.map((c) => `'${c}'`).join(',')}])[1 + (t * 7) % ${cpvCodes.length}],
      date '2026-06-30' - (t % 1500), case when t <= ${awardCount} then 'result' else 'competition' end,
      case when t <= ${awardCount} then 'awarded' when t % 10 = 0 then 'open' else 'closed' end,
      'b' || lpad(to_hex(t % ${buyersCount} + 1), 15, '0'), 'bench buyer ' || (t % ${buyersCount} + 1),
      'Bench buyer ' || (t % ${buyersCount} + 1), (array['open','restricted','neg-w-call'])[1 + t % 3],
      case when t % 10 = 0 then now() + interval '20 days' else null end, round((random() * 2000000)::numeric, 2)
    from generate_series(1, ${tenderCount}) t`),
  );
  await db.execute(
    sql.raw(`
    insert into app.companies (id, key, name, name_key, country_code, win_count)
    select 'c' || lpad(to_hex(c), 15, '0'), 'bench:' || c, 'Bench company ' || c, 'bench company ' || c, 'DE', 8
    from generate_series(1, ${companyCount}) c`),
  );
  await db.execute(
    sql.raw(`
    insert into app.award_lots (tender_id, notice_id, lot_id, status, award_date, year, winner_count, value, currency,
      euro_value, estimate_value, estimate_currency, estimate_euro_value, tenders_received, cpv_code, country_code,
      price_only)
    select t.id, 'bench-notice-' || t.id, 'LOT-0001', 'awarded', t.publish_date,
      extract(year from t.publish_date)::int, 1, v.value, 'EUR', v.value, round(v.value * 1.2, 2), 'EUR',
      round(v.value * 1.2, 2), 1 + (random() * 8)::int, t.cpv_code, t.country_code, random() < 0.4
    from app.tenders t
    cross join lateral (select round(exp(10 + random() * 4)::numeric, 2) as value) v
    where t.procedure_key like 'bench:%' and t.status = 'awarded'`),
  );
  await db.execute(
    sql.raw(`
    insert into app.tender_awards (tender_id, notice_id, lot_id, status, winner_name, value, currency, euro_value,
      tenders_received, position)
    select l.tender_id, l.notice_id, l.lot_id, 'awarded', 'Bench company ' || (1 + abs(hashtext(l.tender_id)) % ${companyCount}),
      l.value, 'EUR', l.euro_value, l.tenders_received, 0
    from app.award_lots l`),
  );
  await db.execute(
    sql.raw(`
    insert into app.company_wins (company_id, tender_id, award_position, notice_id, lot_id, role, winner_name, name_key,
      win_date, euro_value, cpv_code, country_code, buyer_name)
    select 'c' || lpad(to_hex(1 + abs(hashtext(l.tender_id)) % ${companyCount}), 15, '0'), l.tender_id, 0, l.notice_id,
      l.lot_id, 'lead', 'Bench company ' || (1 + abs(hashtext(l.tender_id)) % ${companyCount}),
      'bench company ' || (1 + abs(hashtext(l.tender_id)) % ${companyCount}), l.award_date, l.euro_value, l.cpv_code,
      l.country_code, null
    from app.award_lots l`),
  );
  // Every cell once, as the importer's refresh computes them (here in one pass over all lots).
  for (const level of statsLevels) {
    await db.execute(
      sql.raw(`
      insert into app.award_stats (cpv_prefix, country_code, year, lot_count, priced_count, p25, median, p75,
        estimate_ratio, ratio_count, bids_per_lot, bids_count)
      select left(cpv_code, ${level}), country_code, year, count(*), count(euro_value),
        percentile_cont(0.25) within group (order by euro_value), percentile_cont(0.5) within group (order by euro_value),
        percentile_cont(0.75) within group (order by euro_value),
        percentile_cont(0.5) within group (order by euro_value / nullif(estimate_euro_value, 0)),
        count(estimate_euro_value), avg(tenders_received), count(tenders_received)
      from app.award_lots group by 1, 2, 3
      on conflict do nothing`),
    );
  }
  await db.execute(sql`analyze`);
  console.info(
    `Loaded ${tenderCount.toLocaleString('en')} tenders, ${awardCount.toLocaleString('en')} priced lots, ` +
      `${buyersCount.toLocaleString('en')} buyers, ${companyCount.toLocaleString('en')} companies in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

async function timed<T>(label: string, items: readonly T[], read: (item: T) => Promise<unknown>): Promise<void> {
  for (const item of items.slice(0, 5)) await read(item); // warm the caches and prepared plans
  const times: number[] = [];
  for (const item of items) {
    const started = performance.now();
    await read(item);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.info(
    `${label.padEnd(34)} p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 0.95)
      .toFixed(1)
      .padStart(7)} ms   (${items.length} reads)`,
  );
}

const resultNotices = ['00468788-2024.xml', '00468740-2024.xml', '00043489-2024.xml'].map((file) =>
  readFileSync(join(process.cwd(), 'lib/ingest/samples/ted-real-notices', file), 'utf8'),
);
const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const alpha3: Record<string, string> = { DE: 'DEU', FR: 'FRA', IT: 'ITA', ES: 'ESP', PL: 'POL', RO: 'ROU' };

/** The n-th award notice: a real result notice with fresh ids, its own CPV code and the buyer's country. */
function awardNotice(n: number): string {
  const xml = resultNotices[n % resultNotices.length]!;
  const uuidFor = (uuid: string) => {
    const hex = createHash('sha256').update(`awards:${n}:${uuid}`).digest('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  const country = Object.values(alpha3)[n % 6]!;
  return xml
    .replace(uuidPattern, uuidFor)
    .replace(
      /(NoticePublicationID[^>]*>)\d+-(\d{4})/,
      (_m, open: string, year: string) => `${open}${String(800000 + n).padStart(8, '0')}-${year}`,
    )
    .replaceAll(/(listName="cpv">)\d{8}/g, `$1${cpvCodes[n % cpvCodes.length]}`)
    .replaceAll(/(listName="(?:eforms-)?country">)[A-Z]{3}/g, `$1${country}`);
}

async function run(label: string, handle: DbHandle): Promise<void> {
  console.info(`\n${label}`);
  const db = handle.db;
  await load(db);
  const buyerIds = await queryRows<{ id: string }>(
    db,
    sql`select id from app.buyers order by md5(id) limit ${sampleCount}`,
  );
  const sampleTenders = await queryRows<{ id: string; buyer_id: string; cpv_code: string; country_code: string }>(
    db,
    sql`select id, buyer_id, cpv_code, country_code from app.tenders order by md5(id) limit ${sampleCount}`,
  );
  const today = new Date('2026-07-01T00:00:00Z');
  await timed('buyer page (detail + 3 market cells)', buyerIds, async ({ id }) => {
    const detail = await findBuyerDetail(db, id, today);
    await Promise.all(
      (detail?.classes ?? []).map((c) => findPriceCell(db, c.padEnd(8, '0'), detail!.buyer.countryCode, today)),
    );
  });
  await timed('tender price line + competition', sampleTenders, async (t) => {
    const tender = { id: t.id, buyerId: t.buyer_id, cpvCode: t.cpv_code, countryCode: t.country_code };
    await Promise.all([findPriceCell(db, t.cpv_code, t.country_code, today), findTenderCompetition(db, tender, today)]);
  });

  const filesDir = mkdtempSync(join(tmpdir(), 'tenderscope-bench-awards-'));
  const pool = createPreparePool();
  try {
    const files = Array.from({ length: noticeCount }, (_, n) => {
      const file = join(filesDir, `award-${String(n).padStart(6, '0')}.xml`);
      writeFileSync(file, awardNotice(n));
      return file;
    });
    const started = performance.now();
    const summary = await importFiles(db, files, { prepare: pool.prepare });
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `import of ${noticeCount} award notices          ${seconds.toFixed(1)} s  (${summary.imported} imported; ` +
        'tenders, awards, companies, buyers, lots and statistics cells)',
    );
    const cells = await queryRows<{ cpv_code: string; country_code: string; year: number }>(
      db,
      sql`select distinct l.cpv_code, l.country_code, l.year from app.award_lots l
          where l.notice_id not like 'bench-notice-%'`,
    );
    const statsCells: StatsCell[] = [];
    for (const c of cells)
      for (const level of statsLevels)
        statsCells.push({ cpvPrefix: c.cpv_code.slice(0, level), countryCode: c.country_code, year: Number(c.year) });
    const unique = [...new Map(statsCells.map((c) => [`${c.cpvPrefix}:${c.countryCode}:${c.year}`, c])).values()];
    const refreshStarted = performance.now();
    await db.transaction((tx) => refreshAwardStats(tx, unique));
    console.info(
      `statistics of those notices alone        ${((performance.now() - refreshStarted) / 1000).toFixed(2)} s  (${unique.length} cells recomputed)`,
    );
  } finally {
    await pool.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

if (postgresUrl) {
  const url = new URL(postgresUrl);
  const name = 'tenderscope_bench_awards';
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  url.pathname = `/${name}`;
  const server = await openDatabase({ databaseUrl: url.toString(), dataDir: '', migrateOnStart: true });
  try {
    await run('Postgres', server);
  } finally {
    await server.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'tenderscope-bench-awards-pglite-'));
  const pglite = await openDatabase({ dataDir, migrateOnStart: true, serveSocket: false });
  try {
    await run('PGlite (no Postgres given: pass --postgres=postgres://… or set DATABASE_URL)', pglite);
  } finally {
    await pglite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.info(
  'Targets (issue 39): p95 ≤ 100 ms per page at 1M tenders / 300k awards on Postgres; ≤ 5 s for 1,000 notices.',
);
