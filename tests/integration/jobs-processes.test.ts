// Jobs across real worker processes (tests/support/jobs-worker.ts): one killed with SIGKILL mid-job, whose job
// another process completes once the lease expires; and two workers sharing 200 jobs on Postgres, each run once.
// Without DATABASE_URL the workers reach a PGlite this test owns through its loopback socket, as CLIs do.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, jobs, queryRows, toNumber, type Database } from '@/lib/db';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { enqueueJob, getJob, listJobs } from '@/lib/jobs';

const onPostgres = Boolean(process.env.DATABASE_URL);
/** JOBS_SIGKILL_REPEATS=20 runs the SIGKILL test 20 times over (each must pass), e.g. inside the full suite. */
const sigkillRepeats = Number(process.env.JOBS_SIGKILL_REPEATS ?? 0);
let db: Database;
let pglite: { handle: DbHandle; dataDir: string } | null = null;
const children = new Set<ChildProcess>();

interface Worker {
  child: ChildProcess;
  id: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts a worker process and waits until it says it is ready. */
async function startWorkerProcess(settings: Record<string, string>): Promise<Worker> {
  const target = pglite ? { DATA_DIR: pglite.dataDir, DATABASE_URL: '' } : {};
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'tests/support/jobs-worker.ts'],
    { env: { ...process.env, ...target, ...settings }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`The worker exited early:\n${output}`);
      expect(output).toMatch(/^ready \S+$/m);
    },
    { timeout: 90_000, interval: 50 },
  );
  return { child, id: /^ready (\S+)$/m.exec(output)![1]!, output: () => output, exited };
}

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, query);
  return toNumber(row?.n);
}

beforeAll(async () => {
  if (onPostgres) {
    db = await getDb();
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'tenderscope-jobs-'));
    pglite = { dataDir, handle: await openDatabase({ dataDir, migrateOnStart: false }) };
    db = pglite.handle.db;
  }
  await db.execute(sql`create table if not exists public.job_test_runs (job_id uuid, worker text, attempt int)`);
  await db.execute(sql`create table if not exists public.job_test_effects (job_id uuid primary key, attempt int)`);
});

beforeEach(async () => {
  await db.delete(jobs);
  await db.execute(sql`truncate public.job_test_runs, public.job_test_effects`);
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await db.execute(sql`drop table if exists public.job_test_runs, public.job_test_effects`);
  if (pglite) {
    await pglite.handle.close();
    rmSync(pglite.dataDir, { recursive: true, force: true });
  }
});

describe('worker processes', { timeout: 240_000 }, () => {
  it(
    'a worker killed with SIGKILL mid-job: another completes the job once the lease expires, its effect stored once',
    { repeats: sigkillRepeats },
    async () => {
      const job = await enqueueJob(db, { kind: 'cpv_codes', payload: { hangOnAttempt: 1 } });
      const settings = { JOBS_TEST_LEASE_MS: '5000', JOBS_TEST_POLL_MS: '100' };

      const first = await startWorkerProcess(settings);
      await vi.waitFor(async () => expect(await countOf(sql`select count(*) as n from public.job_test_runs`)).toBe(1), {
        timeout: 30_000,
        interval: 50,
      });
      expect(await getJob(db, job.id)).toMatchObject({ status: 'running', attempts: 1, lockedBy: first.id });
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull(); // killed, not exited

      const second = await startWorkerProcess(settings);
      await vi.waitFor(async () => expect((await getJob(db, job.id))?.status).toBe('generated'), {
        timeout: 60_000,
        interval: 100,
      });
      const runs = await queryRows<{ worker: string; attempt: number }>(
        db,
        sql`select worker, attempt from public.job_test_runs order by attempt`,
      );
      expect(runs).toEqual([
        { worker: first.id, attempt: 1 },
        { worker: second.id, attempt: 2 },
      ]);
      expect(await countOf(sql`select count(*) as n from public.job_test_effects`)).toBe(1);
      expect(await getJob(db, job.id)).toMatchObject({ attempts: 2, progress: 100, lockedBy: null, error: null });

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(second.output()).toContain(`stopped ${second.id} (SIGTERM)`);
    },
  );

  it.skipIf(!onPostgres)(
    'two worker processes on Postgres run each of 200 jobs exactly once (needs DATABASE_URL: PGlite is one session, with no row locks between workers to test)',
    async () => {
      const settings = { JOBS_TEST_CONCURRENCY: '4', JOBS_TEST_POLL_MS: '20', JOBS_TEST_LEASE_MS: '30000' };
      const workers = await Promise.all([startWorkerProcess(settings), startWorkerProcess(settings)]);
      for (let i = 0; i < 200; i += 20) {
        await Promise.all(
          Array.from({ length: 20 }, () => enqueueJob(db, { kind: 'cpv_codes', payload: { workMs: 10 } })),
        );
      }
      await vi.waitFor(
        async () => expect(await listJobs(db, { statuses: ['generated'], limit: 1000 })).toHaveLength(200),
        { timeout: 120_000, interval: 200 },
      );
      expect(await countOf(sql`select count(*) as n from public.job_test_runs`)).toBe(200);
      expect(await countOf(sql`select count(distinct job_id) as n from public.job_test_runs`)).toBe(200);
      expect(await countOf(sql`select count(*) as n from public.job_test_effects`)).toBe(200);
      expect(await countOf(sql`select count(*) as n from app.jobs where attempts <> 1`)).toBe(0);
      const perWorker = await queryRows<{ worker: string; n: number | string }>(
        db,
        sql`select worker, count(*) as n from public.job_test_runs group by worker`,
      );
      expect(perWorker.map((r) => r.worker).sort()).toEqual(workers.map((w) => w.id).sort());
      console.info(`Jobs per worker: ${perWorker.map((r) => `${r.worker} ${toNumber(r.n)}`).join(', ')}`);

      for (const w of workers) w.child.kill('SIGTERM');
      expect(await Promise.all(workers.map((w) => w.exited))).toEqual([0, 0]);
    },
  );
});
