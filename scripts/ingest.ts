// npm run ingest -- <file|folder|glob>...                          Imports TED eForms notice files.
// npm run ingest -- --ted [--country AT] [--since YYYY-MM-DD]      Syncs new notices from the TED Search API.
// npm run ingest -- --rates                                        Updates the ECB exchange rates.
//
// Works while the app runs: with the embedded database it goes through the app's loopback socket (see
// lib/db). Prints a progress bar on a terminal and a summary at the end; exits with 1 when a notice could not
// be imported (broken or refused) or the TED sync stopped early, 2 on a usage error. Out-of-scope notices
// (business registrations) are reported but are not errors; an unreachable ECB is a warning.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { alertsWorkPending, queueAlertsRun } from '@/lib/alerts/jobs';
import { edition } from '@/lib/config/public';
import { serverEnv } from '@/lib/config/server';
import { closeDb, getDbHandle, type Database, migrate } from '@/lib/db';
import {
  type ParseFailureKind,
  updateRates,
  createTedClient,
  countryScope,
  editionScope,
  TedScopeError,
  type TedSyncScope,
  syncTed,
  expandInputs,
  importFiles,
  InputError,
  createPreparePool,
  type ImportStatus,
} from '@/lib/ingest/jobs';
import { loadStoredRates } from '@/lib/ingest';
import { closeExpiredTenders } from '@/lib/tenders/jobs';
import { describeHandle } from './db-cli';

const usage = `Usage: npm run ingest -- [--drafts] <file|folder|glob>...
       npm run ingest -- --ted [--country <codes>] [--since <YYYY-MM-DD>] [--no-rates]
       npm run ingest -- --rates

Imports TED eForms notices (XML). Folders are searched for .xml files; quote globs ('data/**/*.xml').
Importing a notice again changes nothing; a newer notice of the same procedure updates its tender.

  --drafts     the files are drafts or examples, not TED publications: they are kept apart from
               published procedures and shown as sample data
  --ted        sync notices from the TED Search API (TED_API_URL): from where the last sync stopped,
               or, on the first sync, every notice TED lists as active. The edition sets the buyers'
               countries (EU: ${editionScope('eu').countries.join(', ')}; Austria: AT)
  --country    buyers' countries instead, ISO codes separated by commas (AT or AT,DE)
  --since      start at this publication date instead of where the last sync stopped
  --no-rates   skip the ECB rates update that --ted runs first
  --rates      only update the ECB exchange rates (ECB_RATES_URL) and recompute euro values`;

class UsageError extends Error {}

type Command =
  | { readonly mode: 'files'; readonly inputs: string[]; readonly drafts: boolean }
  | { readonly mode: 'ted'; readonly scope: TedSyncScope; readonly since: string | null; readonly rates: boolean }
  | { readonly mode: 'rates' };

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        drafts: { type: 'boolean' },
        ted: { type: 'boolean' },
        country: { type: 'string' },
        since: { type: 'string' },
        'no-rates': { type: 'boolean' },
        rates: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const tedOnly = ['country', 'since', 'no-rates'].filter((name) => values[name as keyof typeof values] !== undefined);
  if (values.ted) {
    if (positionals.length > 0 || values.drafts || values.rates)
      throw new UsageError('--ted takes no files, --drafts or --rates.');
    if (values.since !== undefined && !z.iso.date().safeParse(values.since).success) {
      throw new UsageError(`--since expects a date as YYYY-MM-DD, got "${values.since}".`);
    }
    let scope: TedSyncScope;
    try {
      scope = values.country === undefined ? editionScope(edition) : countryScope(values.country.split(','));
    } catch (error) {
      if (error instanceof TedScopeError) throw new UsageError(error.message);
      throw error;
    }
    return { mode: 'ted', scope, since: values.since ?? null, rates: !values['no-rates'] };
  }
  if (tedOnly.length > 0) throw new UsageError(`--${tedOnly[0]} goes with --ted.`);
  if (values.rates) {
    if (positionals.length > 0 || values.drafts) throw new UsageError('--rates takes no files or --drafts.');
    return { mode: 'rates' };
  }
  if (positionals.length === 0) throw new UsageError('Name the files to import, or --ted or --rates.');
  return { mode: 'files', inputs: positionals, drafts: values.drafts ?? false };
}

interface Counts {
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  failed: number;
}

/** One notice's outcome as the summary lists it: a file path or a publication number. */
interface Outcome {
  readonly name: string;
  readonly status: ImportStatus;
  readonly reason?: string;
  readonly kind?: ParseFailureKind;
}

/** A one-line progress bar, redrawn at most ten times a second; the total may grow as pages arrive. */
function progressBar() {
  const width = 30;
  let last = 0;
  const counts: Counts = { imported: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };
  const draw = (done: number, total: number) => {
    const filled = Math.round((done / Math.max(total, 1)) * width);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    const tally = `imported ${counts.imported}, updated ${counts.updated}, unchanged ${counts.unchanged}, skipped ${counts.skipped}, failed ${counts.failed}`;
    process.stdout.write(`\r${bar} ${done}/${total}  ${tally}\u001b[K`);
  };
  let drawn = false;
  return {
    update(status: ImportStatus, done: number, total: number) {
      counts[status]++;
      const now = performance.now();
      if (done === total || now - last > 100) {
        last = now;
        drawn = true;
        draw(done, total);
      }
    },
    end() {
      if (drawn) process.stdout.write('\n');
    },
  };
}

function printSummary(noun: string, counts: Counts, outcomes: readonly Outcome[], seconds: number) {
  const { imported, updated, unchanged, skipped, failed } = counts;
  const rate = outcomes.length / Math.max(seconds, 0.001);
  console.info(
    `${outcomes.length} ${noun}(s) in ${seconds.toFixed(1)} s (${rate.toFixed(0)}/s): ` +
      `${imported} imported, ${updated} updated, ${unchanged} unchanged, ${skipped} skipped, ${failed} failed.`,
  );
  for (const outcome of outcomes.filter((o) => o.status === 'skipped' || o.status === 'failed')) {
    const label = outcome.status === 'failed' ? 'failed' : outcome.kind === 'out-of-scope' ? 'out of scope' : 'skipped';
    console.info(`  ${label}: ${outcome.name}: ${outcome.reason ?? ''}`);
  }
}

/** A broken or refused notice is a failure; an out-of-scope one is expected. */
function anyBroken(outcomes: readonly Outcome[]): boolean {
  return outcomes.some((o) => o.status === 'failed' || (o.status === 'skipped' && o.kind !== 'out-of-scope'));
}

async function importNoticeFiles(db: Database, files: readonly string[], drafts: boolean): Promise<number> {
  const bar = process.stdout.isTTY ? progressBar() : null;
  const pool = files.length > 50 ? createPreparePool() : null;
  const started = performance.now();
  try {
    const summary = await importFiles(db, files, {
      drafts,
      prepare: pool?.prepare,
      onResult: (result, done, total) => bar?.update(result.status, done, total),
    });
    bar?.end();
    const outcomes = summary.results.map((r) => ({ ...r, name: r.file }));
    printSummary('file', summary, outcomes, (performance.now() - started) / 1000);
    return anyBroken(outcomes) ? 1 : 0;
  } finally {
    await pool?.close();
  }
}

async function updateExchangeRates(db: Database): Promise<void> {
  const update = await updateRates(db, { baseUrl: serverEnv.ECB_RATES_URL });
  if (!update.ok) {
    console.warn(`Warning: ${update.warning}`);
    return;
  }
  console.info(
    `Exchange rates: ${update.changedQuotes} new or corrected ECB quote(s) from ${update.feed}, newest ${update.latestDate}; ` +
      `euro values of ${update.tendersRecomputed} tender(s) recomputed.`,
  );
}

async function syncFromTed(db: Database, command: Extract<Command, { mode: 'ted' }>): Promise<number> {
  if (command.rates) await updateExchangeRates(db);
  const { scope, since } = command;
  const from = since
    ? `published since ${since}`
    : 'from where the last sync stopped (the first sync takes every active notice)';
  console.info(`Syncing TED notices of buyers in ${scope.countries.join(', ')} ${from}; cursor ${scope.cursorName}.`);
  const bar = process.stdout.isTTY ? progressBar() : null;
  const started = performance.now();
  const summary = await syncTed(db, {
    client: createTedClient({ baseUrl: serverEnv.TED_API_URL }),
    scope,
    since,
    onResult: (result, done, total) => bar?.update(result.status, done, total),
  });
  bar?.end();
  const outcomes = summary.results.map((r) => ({ ...r, name: r.publicationNumber }));
  printSummary('notice', summary, outcomes, (performance.now() - started) / 1000);
  const { cursor } = summary;
  console.info(
    cursor
      ? `Cursor ${scope.cursorName}: ${cursor.publicationDate} (${cursor.publicationNumber}).`
      : `No cursor yet for ${scope.cursorName}.`,
  );
  if (summary.error) {
    console.error(`The sync stopped early: ${summary.error}`);
    return 1;
  }
  return anyBroken(outcomes) ? 1 : 0;
}

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.info(usage);
  process.exit(0);
}
let command: Command;
let files: string[] = [];
try {
  command = parseCommand(argv);
  if (command.mode === 'files') files = await expandInputs(command.inputs);
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof InputError) console.error(error.message);
  else throw error;
  process.exit(2);
}

const handle = await getDbHandle();
console.info(describeHandle(handle));
try {
  if (!handle.migrated) await migrate(handle.db);
  // Rates fetched by earlier updates, so this run converts with them.
  await loadStoredRates(handle.db);
  if (command.mode === 'rates') await updateExchangeRates(handle.db);
  else if (command.mode === 'ted') process.exitCode = await syncFromTed(handle.db, command);
  else process.exitCode = await importNoticeFiles(handle.db, files, command.drafts);
  // A cron line running the sync also keeps stored statuses current (the search indexes cover open calls).
  if (command.mode !== 'rates') {
    const closed = await closeExpiredTenders(handle.db);
    if (closed > 0) console.info(`Closed ${closed} call(s) for competition whose deadline has passed.`);
    // Alerts are matched and mailed by a worker: the app's own (embedded database) or `npm run worker`.
    if (await alertsWorkPending(handle.db)) {
      await queueAlertsRun(handle.db, 'import');
      console.info('Queued an alerts run for the new notices.');
    }
  }
} finally {
  await closeDb();
}
