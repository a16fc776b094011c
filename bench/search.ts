// Search at scale: npm run bench:search [-- --tenders=1000000 --pglite-tenders=50000 --runs=200 --naive-runs=20
// --database=bench]
//
// Loads generated tenders into a database of their own on the Postgres server of DATABASE_URL (once: a rerun finds them
// there), then times each search shape with words drawn at random on every run, beside the naive way of answering it
// (rank every match, count every match, OFFSET), and does the same on a file-backed PGlite with fewer tenders. The
// EXPLAIN (ANALYZE, BUFFERS) plan of each shape goes to bench/results/search-plans-<database>.txt. Last, the text
// shapes are asked across languages and as written only, interleaved, for what the term base costs a search.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type DbHandle, type Database } from '@/lib/db';
import { findTenders, prepareSearchTerms, searchCondition, tenderFacets } from '@/lib/tenders/jobs';
import { searchStatements } from './support/search/statements';
import { explain } from './support/search/explain';
import { benchDatabaseUrl, dataDay, ensureTenders } from './support/search/load';
import { percentile, seededPicker, timeRuns, type Timing } from './support/search/measure';
import { naiveStatements, runStatements } from './support/search/naive';
import { searchOf, shapes, type Shape } from './support/search/shapes';
import { readFlags } from './support/flags';
import { describePostgresMemory, readPostgresMemory } from './support/postgres-memory';

const args = readFlags(
  process.argv.slice(2),
  ['tenders', 'pglite-tenders', 'runs', 'naive-runs', 'database'],
  `Usage: npm run bench:search -- [--tenders=1000000] [--pglite-tenders=50000] [--runs=200] [--naive-runs=20] [--database=bench]
  --tenders         generated tenders on the Postgres server of DATABASE_URL (default 1,000,000; loaded if fewer)
  --pglite-tenders  generated tenders on the file-backed PGlite (default 50,000)
  --runs            timed runs per search shape (default 200)
  --naive-runs      timed runs of the naive way per shape (default 20)
  --database        the bench's database on that server (default bench, shared with bench:search-page)`,
);
function wholeNumber(name: string, fallback: number): number {
  const value = Number(args.get(name) || fallback);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
  return value;
}
const serverTenders = wholeNumber('tenders', 1_000_000);
const pgliteTenders = wholeNumber('pglite-tenders', 50_000);
const runs = wholeNumber('runs', 200);
const naiveRuns = wholeNumber('naive-runs', 20);
const databaseName = args.get('database') || 'bench';
const resultsDir = join(process.cwd(), 'bench', 'results');
const anonymous = { userId: null };

interface Target {
  /** p95 limit in ms for this shape on this database. */
  p95: number;
  /** Required speed-up over the naive way at p95 (Postgres only). */
  speedup: number | null;
}

interface Row {
  shape: Shape;
  ours: Timing;
  naive: Timing;
}

async function measureShape(db: Database, now: Date, shape: Shape, seed: number): Promise<Row> {
  const pick = seededPicker(seed);
  const ours = await timeRuns(runs, async () => {
    const search = searchOf(shape.params(pick));
    await (shape.part === 'results'
      ? findTenders(db, anonymous, search, now)
      : tenderFacets(db, anonymous, search, now));
  });
  const naivePick = seededPicker(seed);
  const naive = await timeRuns(
    naiveRuns,
    async () => {
      const search = searchOf(shape.params(naivePick));
      const statements = naiveStatements((await searchCondition(db, anonymous, search, now)).where, search);
      await runStatements(db, shape.part === 'results' ? statements.results : statements.facets);
    },
    1,
  );
  return { shape, ours, naive };
}

/**
 * What searching across languages costs a search, in the same run: each text shape's queries asked both ways,
 * interleaved (the order alternating), so load on the host weighs on both alike. `same_language=true` searches the
 * words as written only, as the search did before the term base (issue 38).
 */
async function acrossLanguagesCost(db: Database, now: Date, seed: number): Promise<void> {
  console.info('\nAcross languages against the words as written only (same_language=true), interleaved, same queries:');
  console.info(`${'shape'.padEnd(24)}   across p50 / p95 ms | as written p50 / p95 ms | p50 cost`);
  for (const shape of shapes.filter((s) => s.part === 'results' && s.params(seededPicker(seed)).startsWith('q='))) {
    const pick = seededPicker(seed);
    const times = { across: [] as number[], written: [] as number[] };
    for (let i = 0; i < runs; i++) {
      const params = shape.params(pick);
      const order = i % 2 === 0 ? (['across', 'written'] as const) : (['written', 'across'] as const);
      for (const mode of order) {
        const search = searchOf(mode === 'written' ? `${params}&same_language=true` : params);
        const started = performance.now();
        await findTenders(db, anonymous, search, now);
        times[mode].push(performance.now() - started);
      }
    }
    const [across, written] = [times.across, times.written].map((list) => list.sort((a, b) => a - b));
    const [a50, a95, w50, w95] = [
      percentile(across!, 50),
      percentile(across!, 95),
      percentile(written!, 50),
      percentile(written!, 95),
    ];
    const cost = `${a50 >= w50 ? '+' : ''}${(a50 - w50).toFixed(1)} ms`;
    console.info(`${shape.name.padEnd(24)} ${ms(a50)} ${ms(a95)} | ${ms(w50)} ${ms(w95)} | ${cost}`);
  }
}

async function plans(db: Database, now: Date, label: string): Promise<string> {
  const pick = seededPicker(7);
  const sections: string[] = [];
  for (const shape of shapes) {
    const params = shape.params(pick);
    const statements = (await searchStatements(db, anonymous, searchOf(params), now)).filter((s) =>
      shape.part === 'facets' ? s.name === 'facets' : s.name !== 'facets',
    );
    sections.push(`==== ${shape.name}: ?${params}\n\n${await explain(db, statements)}`);
  }
  mkdirSync(resultsDir, { recursive: true });
  // Results are machine-specific: keep them out of git without touching the project's .gitignore.
  writeFileSync(join(resultsDir, '.gitignore'), '*\n');
  const file = join(resultsDir, `search-plans-${label}.txt`);
  writeFileSync(file, `${sections.join('\n\n')}\n`);
  return file;
}

function ms(value: number): string {
  return value.toFixed(1).padStart(8);
}

function report(label: string, rows: readonly Row[], target: (shape: Shape) => Target): boolean {
  console.info(`\n${label}`);
  console.info(`${'shape'.padEnd(24)}   p50 ms   p95 ms | naive p50  naive p95 | p95 ratio | target`);
  let met = true;
  for (const { shape, ours, naive } of rows) {
    const ratio = naive.p95 / ours.p95;
    const goal = target(shape);
    const ok = ours.p95 <= goal.p95 && (goal.speedup === null || ratio >= goal.speedup);
    met &&= ok;
    const goalText = `p95 ≤ ${goal.p95} ms${goal.speedup ? `, ≥ ${goal.speedup}×` : ''}`;
    console.info(
      `${shape.name.padEnd(24)} ${ms(ours.p50)} ${ms(ours.p95)} | ${ms(naive.p50)}   ${ms(naive.p95)} | ${ratio.toFixed(1).padStart(8)}× | ${goalText} ${ok ? 'met' : 'MISSED'}`,
    );
  }
  return met;
}

async function benchDatabase(
  label: string,
  handle: DbHandle,
  count: number,
  writers: number,
  target: (shape: Shape) => Target,
): Promise<boolean> {
  await ensureTenders(handle.db, { count, writers, log: (line) => console.info(`[${label}] ${line}`) });
  // As a server does when it starts: searches naming a subject are widened to the other languages' words for it.
  await prepareSearchTerms(handle.db);
  const now = await dataDay(handle.db);
  const rows: Row[] = [];
  for (const [n, shape] of shapes.entries()) {
    rows.push(await measureShape(handle.db, now, shape, 1000 + n));
    process.stdout.write('.');
  }
  const met = report(
    `${label}: ${count.toLocaleString('en')} tenders, ${runs} runs per shape (naive: ${naiveRuns}), now = ${now.toISOString()}`,
    rows,
    target,
  );
  console.info(`Plans (EXPLAIN ANALYZE, BUFFERS) of each shape: ${await plans(handle.db, now, label.toLowerCase())}`);
  await acrossLanguagesCost(handle.db, now, 2000);
  return met;
}

let allMet = true;
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const url = await benchDatabaseUrl(serverUrl, databaseName);
  const server = await openDatabase({ databaseUrl: url, dataDir: '', migrateOnStart: true });
  try {
    const met = await benchDatabase('Postgres', server, serverTenders, 2, (shape) => ({
      p95: shape.part === 'facets' ? 100 : 50,
      speedup: 5,
    }));
    console.info(`Postgres memory: ${describePostgresMemory(await readPostgresMemory(server.db, url))}`);
    allMet &&= met;
  } finally {
    await server.close();
  }
} else {
  console.info('Postgres skipped: set DATABASE_URL to a server (the bench creates its own database there).');
}

const pglite = await openDatabase({
  dataDir: join(process.cwd(), '.data-bench-search'),
  migrateOnStart: true,
  serveSocket: false,
});
try {
  const met = await benchDatabase('PGlite', pglite, pgliteTenders, 1, () => ({ p95: 150, speedup: null }));
  allMet &&= met;
} finally {
  await pglite.close();
}
console.info(allMet ? '\nEvery target met.' : '\nSome targets missed: see the plans file for what each shape does.');
