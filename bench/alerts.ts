// Alert matching at scale: npm run bench:alerts [-- --alerts=10000 --tenders=1000 --rounds=3 --background=50000
// --database=bench_alerts]
//
// On a database of its own on the Postgres server of DATABASE_URL (made afresh each run), stores generated background
// tenders and `--alerts` alerts of their users — filters drawn like real ones: CPV codes, words in the tenders'
// languages, countries, regions, values — then, for each round, `--tenders` new tenders arrive and one matching run is
// timed: every new tender against every alert, as the job does after an import. Prints the time of each round, the
// matches found and the pairs per second, and the target (5 s a round).
import postgres from 'postgres';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  compileAlert,
  matchNewNotices,
  queueTenders,
  prepareMails,
  previewAlert,
  insertAlert,
  type AlertSettings,
} from '@/lib/alerts/jobs';
import { openDatabase, queryRows, toNumber, type Database, runSeeds } from '@/lib/db';
import { profiles } from '@/lib/db/schema';
import { cpvCodesSeeder, generateSamples, type GeneratedSample, sampleSubjects } from '@/lib/ingest/jobs';
import { readFlags } from './support/flags';
import { insertSamplesInBulk } from './support/search/bulk';

const args = readFlags(
  process.argv.slice(2),
  ['alerts', 'tenders', 'rounds', 'background', 'database'],
  `Usage: npm run bench:alerts -- [--alerts=10000] [--tenders=1000] [--rounds=3] [--background=50000] [--database=bench_alerts]
  --alerts      alerts stored, five per user (default 10,000)
  --tenders     new tenders that arrive in each round (default 1,000)
  --rounds      timed matching runs, each of new tenders (default 3)
  --background  tenders stored before the alerts, which new ones are matched beside (default 50,000)
  --database    the bench's database on the server of DATABASE_URL, dropped and made again (default bench_alerts)`,
);

function wholeNumber(name: string, fallback: number): number {
  const value = Number(args.get(name) || fallback);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
  return value;
}

const alertCount = wholeNumber('alerts', 10_000);
const tendersPerRound = wholeNumber('tenders', 1000);
const rounds = wholeNumber('rounds', 3);
const background = wholeNumber('background', 50_000);
const databaseName = args.get('database') || 'bench_alerts';
const targetMs = 5000;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Set DATABASE_URL to a Postgres server: the bench makes its own database there.');
  process.exit(2);
}

/** A fresh database on the server, so every run starts with no alerts and no matches. */
async function freshDatabase(url: string, name: string): Promise<string> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
  await admin.unsafe(`create database "${name.replace(/"/g, '""')}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function insertInBatches(db: Database, samples: Iterable<GeneratedSample>): Promise<number> {
  let batch: GeneratedSample[] = [];
  let written = 0;
  for (const sample of samples) {
    batch.push(sample);
    if (batch.length === 1000) {
      await insertSamplesInBulk(db, batch);
      written += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await insertSamplesInBulk(db, batch);
  return written + batch.length;
}

/** A seeded stream of whole numbers below n (mulberry32), so every run stores the same alerts. */
function seededNumbers(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const featured = ['DE', 'AT', 'SK', 'CZ', 'RO', 'IE', 'FR', 'IT', 'PL', 'NL'];
const regionsOf: Record<string, string[]> = {
  DE: ['DE1', 'DE2', 'DE3', 'DE7', 'DEA'],
  AT: ['AT1', 'AT13', 'AT2', 'AT3'],
};

/**
 * The search URL of one user's alert, as people set them up for their trade: a subject — CPV codes at group,
 * class or category level, or a word of the trade in English or German, or both — mostly within a country or two,
 * sometimes a region, a least value, or every kind of notice.
 */
function alertParams(pick: (n: number) => number): string {
  const params = new URLSearchParams();
  const subject = sampleSubjects[pick(sampleSubjects.length)]!;
  const byCode = pick(100) < 65;
  if (byCode) {
    params.append('cpv', subject.cpv.slice(0, 3 + pick(3)).padEnd(8, '0'));
    if (pick(100) < 20)
      params.append('cpv', sampleSubjects[pick(sampleSubjects.length)]!.cpv.slice(0, 4).padEnd(8, '0'));
  }
  if (!byCode || pick(100) < 30) {
    const language = pick(2) === 0 ? 'en' : 'de';
    const words = subject.text[language].title.split(/[^\p{L}]+/u).filter((word) => word.length >= 5);
    params.set('q', words.length > 0 ? words[pick(words.length)]! : subject.text[language].title);
  }
  const country = featured[pick(featured.length)]!;
  if (pick(100) < 75) params.append('country', country);
  if (pick(100) < 20) params.append('country', featured[pick(featured.length)]!);
  if (pick(100) < 10 && regionsOf[country]) params.append('nuts', regionsOf[country][pick(regionsOf[country].length)]!);
  if (pick(100) < 10) params.set('value_min', String(50_000 * (1 + pick(20))));
  if (pick(100) < 3) params.set('type', 'all');
  return params.toString();
}

const frequencies: AlertSettings['frequency'][] = ['instant', 'instant', 'daily', 'daily', 'weekly'];

async function storeAlerts(db: Database, count: number): Promise<void> {
  const pick = seededNumbers(29);
  const users = Array.from({ length: Math.ceil(count / 5) }, () => randomUUID());
  for (let i = 0; i < users.length; i += 1000) {
    await db.insert(profiles).values(users.slice(i, i + 1000).map((userId) => ({ userId })));
  }
  const jobs = Array.from({ length: count }, (_, n) => ({
    userId: users[Math.floor(n / 5)]!,
    params: alertParams(pick),
    settings: { name: `Alert ${n + 1}`, frequency: frequencies[n % frequencies.length]!, matchLots: n % 3 !== 0 },
  }));
  let next = 0;
  // Four at a time: each is a transaction of a few statements, as a user's save is.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let job = jobs[next++]; job; job = jobs[next++]) {
        const compiled = await compileAlert(db, new URLSearchParams(job.params));
        if (!compiled.ok) throw new Error(`alert ${job.params}: ${compiled.message}`);
        const created = await insertAlert(db, job.userId, job.settings, compiled.alert, { limit: 5 });
        if (!created.ok) throw new Error('over the plan limit');
      }
    }),
  );
}

async function keyMix(db: Database): Promise<string> {
  const rows = await queryRows<{ kind: string; n: number | string }>(
    db,
    sql`select kind, count(distinct alert_id) as n from app.alert_keys group by kind order by 2 desc`,
  );
  return rows.map((row) => `${row.kind} ${toNumber(row.n).toLocaleString('en')}`).join(', ');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const url = await freshDatabase(serverUrl, databaseName);
const handle = await openDatabase({ databaseUrl: url, dataDir: '', migrateOnStart: true });
const db = handle.db;
try {
  const today = new Date().toISOString().slice(0, 10);
  const now = new Date(`${today}T12:00:00Z`);
  let started = performance.now();
  await runSeeds(db, [cpvCodesSeeder]);
  await insertInBatches(db, generateSamples({ count: background, seed: 1, today }));
  await db.execute(sql`analyze app.tenders`);
  console.info(
    `Stored ${background.toLocaleString('en')} background tenders in ${seconds(performance.now() - started)}.`,
  );

  started = performance.now();
  await storeAlerts(db, alertCount);
  await db.execute(sql`analyze app.alerts; analyze app.alert_keys; analyze app.alert_queries`);
  console.info(
    `Stored ${alertCount.toLocaleString('en')} alerts in ${seconds(performance.now() - started)}; found by ${await keyMix(db)}.`,
  );

  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const arriving = [...generateSamples({ count: tendersPerRound, seed: 100 + round, today, start: 0 })].map(
      (sample) => ({ ...sample, tender: { ...sample.tender, publishDate: today } }),
    );
    await insertInBatches(db, arriving);
    await queueTenders(
      db,
      arriving.map((sample) => sample.tender.id!),
    );
    const begin = performance.now();
    const run = await matchNewNotices(db, { now });
    const elapsed = performance.now() - begin;
    times.push(elapsed);
    const pairs = tendersPerRound * alertCount;
    console.info(
      `Round ${round + 1}: ${run.notices.toLocaleString('en')} new tenders × ${alertCount.toLocaleString('en')} alerts in ${seconds(elapsed)}: ` +
        `${run.matches.toLocaleString('en')} matches, ${Math.round(pairs / (elapsed / 1000)).toLocaleString('en')} pairs/s ` +
        `(target ≤ ${seconds(targetMs)}: ${elapsed <= targetMs ? 'met' : 'MISSED'})`,
    );
  }

  // The same tenders once more (a corrected notice of each): nothing new to record.
  await queueTenders(
    db,
    (
      await queryRows<{ id: string }>(db, sql`select tender_id as id from app.alert_matches limit ${tendersPerRound}`)
    ).map((row) => row.id),
  );
  let begin = performance.now();
  const again = await matchNewNotices(db, { now });
  console.info(
    `Matched ${again.notices.toLocaleString('en')} already-sent tenders again in ${seconds(performance.now() - begin)}: ${again.matches} new matches.`,
  );

  begin = performance.now();
  const mails = await prepareMails(db, new Date(now.getTime() + 7 * 86_400_000));
  console.info(
    `Wrote down ${mails.toLocaleString('en')} digests (a week later, every frequency due) in ${seconds(performance.now() - begin)}.`,
  );

  const previews: number[] = [];
  const pick = seededNumbers(3);
  for (let n = 0; n < 20; n++) {
    const compiled = await compileAlert(db, new URLSearchParams(alertParams(pick)));
    if (!compiled.ok) continue;
    const t0 = performance.now();
    await previewAlert(db, compiled.alert, true, now);
    previews.push(performance.now() - t0);
  }
  previews.sort((a, b) => a - b);
  console.info(
    `Preview over ${(background + rounds * tendersPerRound).toLocaleString('en')} tenders (28 days of them), 20 alerts: ` +
      `median ${previews[Math.floor(previews.length / 2)]!.toFixed(0)} ms, slowest ${previews.at(-1)!.toFixed(0)} ms.`,
  );

  const sorted = [...times].sort((a, b) => a - b);
  console.info(
    `\nMatching ${tendersPerRound.toLocaleString('en')} new tenders against ${alertCount.toLocaleString('en')} alerts: median ${seconds(sorted[Math.floor(sorted.length / 2)]!)} ` +
      `(target ≤ ${seconds(targetMs)}), on ${handle.kind} (${(await queryRows<{ v: string }>(db, sql`select version() as v`))[0]?.v.split(' on ')[0]}).`,
  );
} finally {
  await handle.close();
}
