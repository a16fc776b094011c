// A worker process for the jobs tests: runs `cpv_codes` jobs with a handler that records each execution and
// writes its effect idempotently (keyed by job id). Payload `hangOnAttempt: n` makes attempt n hang after its
// write, so the test can kill the process mid-job. Settings come from the environment; prints "ready <id>".
import { sql } from 'drizzle-orm';
import { closeDb, getDbHandle } from '@/lib/db';
import { startWorker, stopOnSignals } from '@/lib/jobs';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const { db } = await getDbHandle();
const worker = startWorker({
  db,
  concurrency: setting('JOBS_TEST_CONCURRENCY', 2),
  leaseMs: setting('JOBS_TEST_LEASE_MS', 10_000),
  pollIntervalMs: setting('JOBS_TEST_POLL_MS', 50),
  handlers: {
    cpv_codes: async ({ job, signal }) => {
      const { hangOnAttempt, workMs = 0 } = job.payload as { hangOnAttempt?: number; workMs?: number };
      await db.execute(
        sql`insert into public.job_test_runs (job_id, worker, attempt) values (${job.id}, ${job.lockedBy}, ${job.attempts})`,
      );
      await new Promise((resolve) => setTimeout(resolve, workMs));
      await db.execute(
        sql`insert into public.job_test_effects (job_id, attempt) values (${job.id}, ${job.attempts}) on conflict (job_id) do nothing`,
      );
      if (hangOnAttempt === job.attempts) {
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
      }
    },
  },
});
console.info(`ready ${worker.workerId}`);
stopOnSignals(worker, async (signal) => {
  await closeDb();
  console.info(`stopped ${worker.workerId} (${signal})`);
  process.exit(0);
});
