// A worker process for the documents tests: the app's own document job handlers, with the lease and polling
// from the environment so a test can kill it mid-extraction and see another finish. Prints "ready <id>".
import { closeDb, getDbHandle } from '@/lib/db';
import { documentJobHandlers } from '@/lib/documents/jobs';
import { startWorker, stopOnSignals } from '@/lib/jobs';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const { db } = await getDbHandle();
const worker = startWorker({
  db,
  handlers: documentJobHandlers,
  concurrency: 1,
  leaseMs: setting('JOBS_TEST_LEASE_MS', 10_000),
  pollIntervalMs: setting('JOBS_TEST_POLL_MS', 50),
});
console.info(`ready ${worker.workerId}`);
stopOnSignals(worker, async (signal) => {
  await closeDb();
  console.info(`stopped ${worker.workerId} (${signal})`);
  process.exit(0);
});
