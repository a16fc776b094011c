// npm run worker [-- --concurrency <n>]     Runs background jobs until SIGTERM or SIGINT.
//
// Start as many as you like against one Postgres (DATABASE_URL): jobs are claimed with FOR UPDATE SKIP LOCKED,
// so each runs once, and a worker that dies has its jobs claimed again when their lease expires. With the
// embedded database it works through the running app's loopback socket. Exits 2 on a usage error.
import { parseArgs } from 'node:util';
import { jobsSettings } from '@/lib/config/server';
import { closeDb, getDbHandle } from '@/lib/db';
import { startWorker, stopOnSignals } from '@/lib/jobs';
import { jobHandlers } from '@/lib/start/jobs';
import { describeHandle } from './db-cli';

const usage = `Usage: npm run worker [-- --concurrency <n>]

Runs background jobs until stopped (SIGTERM or Ctrl-C), then hands unfinished jobs back to the queue.
  --concurrency  jobs run at the same time (default: JOBS_CONCURRENCY, ${jobsSettings.concurrency}); one slot more is kept
                 for interactive work (reports someone unlocked)`;

function concurrencyOf(argv: string[]): number {
  const { values } = parseArgs({ args: argv, options: { concurrency: { type: 'string' } } });
  if (values.concurrency === undefined) return jobsSettings.concurrency;
  const n = Number(values.concurrency);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`--concurrency must be a whole number from 1 to 64.`);
  return n;
}

let concurrency: number;
try {
  concurrency = concurrencyOf(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  process.exit(2);
}

const handle = await getDbHandle();
const kinds = Object.keys(jobHandlers);
const worker = startWorker({ db: handle.db, handlers: jobHandlers, concurrency });
console.info(describeHandle(handle));
console.info(
  kinds.length > 0
    ? `Worker ${worker.workerId} runs ${kinds.join(', ')} jobs, ${concurrency} at a time and one more for interactive work (reports).`
    : `Worker ${worker.workerId} has no job handlers registered, so it has nothing to run.`,
);
stopOnSignals(worker, async (signal) => {
  await closeDb();
  console.info(`Worker ${worker.workerId} stopped (${signal}).`);
  process.exit(0);
});
