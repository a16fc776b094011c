// Fills a bench database with generated tenders, once: a rerun finds the rows there and skips the load,
// and an interrupted load resumes where it stopped (generated ids are deterministic, writes idempotent).
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { queryRows, toNumber, runSeeds, type Database } from '@/lib/db';
import { cpvCodesSeeder, generateSamples, type GeneratedSample } from '@/lib/ingest/jobs';
import { closeExpiredTenders } from '@/lib/tenders/jobs';
import { insertSamplesInBulk } from './bulk';

/** Its own seed, so the bench set never shares ids with the product's sample seeder. */
const benchSeed = 11;
const batchSize = 1000;

export interface LoadOptions {
  count: number;
  /** Parallel writers (each a batch in its own statement); 1 for PGlite, a single session. */
  writers: number;
  log: (line: string) => void;
}

async function countBenchRows(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from app.tenders where source = 'sample' and procedure_key like ${`sample:${benchSeed}:%`}`,
  );
  return toNumber(row?.n);
}

/** "Now" as of the data (the generator's day at noon), so a later run searches the set as it was made. */
export async function dataDay(db: Database): Promise<Date> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(publish_date)::text as day from app.tenders`,
  );
  if (!row?.day) throw new Error('the bench database holds no tenders');
  return new Date(`${row.day}T12:00:00Z`);
}

// Building the search indexes once after the load is many times faster than updating them row by row.
// Their definitions wait in a table of the bench database, so an interrupted load still gets them back.
async function deferIndexes(db: Database): Promise<void> {
  await db.execute(
    sql`create table if not exists public.bench_deferred_indexes (name text primary key, definition text not null)`,
  );
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i where i.indrelid = 'app.tenders'::regclass and not i.indisunique`,
  );
  for (const index of indexes) {
    await db.execute(
      sql`insert into public.bench_deferred_indexes values (${index.name}, ${index.definition}) on conflict do nothing`,
    );
    await db.execute(sql.raw(`drop index ${index.name}`));
  }
}

async function restoreIndexes(db: Database, log: LoadOptions['log']): Promise<void> {
  await db.execute(
    sql`create table if not exists public.bench_deferred_indexes (name text primary key, definition text not null)`,
  );
  const deferred = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select name, definition from public.bench_deferred_indexes`,
  );
  for (const index of deferred) {
    const started = performance.now();
    await db.execute(sql.raw(index.definition));
    await db.execute(sql`delete from public.bench_deferred_indexes where name = ${index.name}`);
    log(`  index ${index.name} built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
}

function* batches(samples: Iterable<GeneratedSample>): Generator<GeneratedSample[]> {
  let batch: GeneratedSample[] = [];
  for (const sample of samples) {
    batch.push(sample);
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * The URL of a database of the bench's own on the server of `serverUrl`, created if missing, so the load
 * survives between runs and disturbs no one.
 */
export async function benchDatabaseUrl(serverUrl: string, name: string): Promise<string> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
  if (!exists) await admin.unsafe(`create database "${name.replace(/"/g, '""')}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Makes sure `count` bench tenders are stored, with every index of the migrations in place. */
export async function ensureTenders(db: Database, { count, writers, log }: LoadOptions): Promise<void> {
  const present = await countBenchRows(db);
  if (present >= count) {
    log(`${present.toLocaleString('en')} tenders already loaded: skipping the load.`);
    await restoreIndexes(db, log);
    await closeExpired(db, log);
    return;
  }
  await runSeeds(db, [cpvCodesSeeder]);
  // Writers commit out of order, so an interrupted load may have holes just below the count.
  const start = Math.max(0, present - writers * batchSize);
  const today = present > 0 ? (await dataDay(db)).toISOString().slice(0, 10) : new Date().toISOString().slice(0, 10);
  log(`Loading ${(count - start).toLocaleString('en')} generated tenders (from #${start}, around ${today})…`);
  const started = performance.now();
  await deferIndexes(db);
  const work = batches(generateSamples({ count: count - start, seed: benchSeed, today, start }));
  let written = 0;
  const progress = setInterval(() => {
    log(
      `  …${written.toLocaleString('en')} written (${Math.round(written / ((performance.now() - started) / 1000))}/s)`,
    );
  }, 30_000);
  try {
    // The writers share one generator: each takes the next batch when its previous write is done.
    await Promise.all(
      Array.from({ length: writers }, async () => {
        for (const batch of work) {
          await insertSamplesInBulk(db, batch);
          written += batch.length;
        }
      }),
    );
  } finally {
    clearInterval(progress);
  }
  log(
    `Wrote ${written.toLocaleString('en')} tenders in ${((performance.now() - started) / 1000).toFixed(0)} s; building indexes…`,
  );
  await restoreIndexes(db, log);
  await closeExpired(db, log);
  await db.execute(sql`vacuum analyze app.tenders`);
}

/**
 * Closes the generated calls whose deadline is past as of the data's day, as a running server does every
 * quarter hour (lib/tenders/maintenance), so the bench searches a database kept the way production's is.
 */
async function closeExpired(db: Database, log: LoadOptions['log']): Promise<void> {
  const closed = await closeExpiredTenders(db, await dataDay(db));
  if (closed === 0) return;
  log(`Closed ${closed.toLocaleString('en')} calls whose deadline had passed; vacuuming…`);
  await db.execute(sql`vacuum analyze app.tenders`);
}
