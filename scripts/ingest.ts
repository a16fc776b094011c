// npm run ingest -- <file|folder|glob>...   Imports TED eForms notices into the database.
//
// Works while the app runs: with the embedded database it goes through the app's loopback socket (see
// lib/db). Prints a progress bar on a terminal and a summary at the end; exits with 1 when a file could not
// be imported (broken or refused), 2 on a usage error. Out-of-scope notices (business registrations) are
// reported but are not errors.
import { closeDb, getDbHandle } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { expandInputs, importFiles, InputError, type FileResult, type ImportSummary } from '@/lib/ingest/tenders/files';
import { createPreparePool } from '@/lib/ingest/tenders/prepare-pool';
import { describeHandle } from './db-cli';

const usage = `Usage: npm run ingest -- [--drafts] <file|folder|glob>...

Imports TED eForms notices (XML). Folders are searched for .xml files; quote globs ('data/**/*.xml').
Importing a notice again changes nothing; a newer notice of the same procedure updates its tender.

  --drafts   the files are drafts or examples, not TED publications: they are kept apart from
             published procedures and shown as sample data`;

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.info(usage);
  process.exit(0);
}
const drafts = argv.includes('--drafts');
const args = argv.filter((arg) => arg !== '--drafts');
const unknownOption = args.find((arg) => arg.startsWith('-'));
if (unknownOption || args.length === 0) {
  console.error(unknownOption ? `Unknown option ${unknownOption}.\n\n${usage}` : usage);
  process.exit(2);
}

let files: string[];
try {
  files = await expandInputs(args);
} catch (error) {
  if (error instanceof InputError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

/** A one-line progress bar, redrawn at most ten times a second. */
function progressBar(total: number) {
  const width = 30;
  let last = 0;
  const counts = { imported: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };
  const draw = (done: number) => {
    const filled = Math.round((done / total) * width);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    const tally = `imported ${counts.imported}, updated ${counts.updated}, unchanged ${counts.unchanged}, skipped ${counts.skipped}, failed ${counts.failed}`;
    process.stdout.write(`\r${bar} ${done}/${total}  ${tally}\u001b[K`);
  };
  return {
    update(result: FileResult, done: number) {
      counts[result.status]++;
      const now = performance.now();
      if (done === total || now - last > 100) {
        last = now;
        draw(done);
      }
    },
    end() {
      process.stdout.write('\n');
    },
  };
}

function printSummary(summary: ImportSummary, seconds: number) {
  const { imported, updated, unchanged, skipped, failed } = summary;
  const rate = summary.results.length / Math.max(seconds, 0.001);
  console.info(
    `${summary.results.length} file(s) in ${seconds.toFixed(1)} s (${rate.toFixed(0)}/s): ` +
      `${imported} imported, ${updated} updated, ${unchanged} unchanged, ${skipped} skipped, ${failed} failed.`,
  );
  const notImported = summary.results.filter((r) => r.status === 'skipped' || r.status === 'failed');
  for (const result of notImported) {
    const label = result.status === 'failed' ? 'failed' : result.kind === 'out-of-scope' ? 'out of scope' : 'skipped';
    console.info(`  ${label}: ${result.file}: ${result.reason ?? ''}`);
  }
}

const handle = await getDbHandle();
console.info(describeHandle(handle));
if (!handle.migrated) await migrate(handle.db);

const bar = process.stdout.isTTY ? progressBar(files.length) : null;
const pool = files.length > 50 ? createPreparePool() : null;
const started = performance.now();
let summary: ImportSummary;
try {
  summary = await importFiles(handle.db, files, {
    drafts,
    prepare: pool?.prepare,
    onResult: (result, done) => bar?.update(result, done),
  });
} finally {
  bar?.end();
  await pool?.close();
  await closeDb();
}
printSummary(summary, (performance.now() - started) / 1000);

const broken = summary.results.some((r) => r.status === 'failed' || (r.status === 'skipped' && r.kind !== 'out-of-scope'));
process.exitCode = broken ? 1 : 0;
