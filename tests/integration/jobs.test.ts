// The background jobs runner (lib/jobs) on a real database: enqueueing with dedupe, claiming, leases, retries
// with back-off, the worker loop, stopping, and throttled progress. Time is passed in (`now`), never slept.
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, jobs, profiles, queryRows, type Database } from '@/lib/db';
import {
  enqueueJob,
  getJob,
  listJobs,
  PermanentJobError,
  startWorker,
  type JobHandler,
  type JobRow,
  type JobWorker,
} from '@/lib/jobs';
import {
  claimJob,
  completeJob,
  failAbandonedJobs,
  failAttempt,
  releaseJob,
  renewLease,
  retryDelayMs,
  writeProgress,
  type JobLease,
} from '@/lib/jobs/store';

let db: Database;
const quiet = { error: () => {}, warn: () => {} };
const workers: JobWorker[] = [];
const t0 = new Date('2030-01-01T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const leaseOf = (job: JobRow, workerId: string): JobLease => ({ id: job.id, workerId, attempts: job.attempts });

async function row(id: string): Promise<JobRow> {
  const found = await getJob(db, id);
  if (!found) throw new Error(`job ${id} is gone`);
  return found;
}

/** A promise the test resolves when it wants a handler to go on. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

function worker(handlers: Parameters<typeof startWorker>[0]['handlers'], options: { concurrency?: number } = {}) {
  const started = startWorker({ db, handlers, pollIntervalMs: 20, stopTimeoutMs: 200, log: quiet, ...options });
  workers.push(started);
  return started;
}

beforeAll(async () => {
  db = await getDb();
});

beforeEach(async () => {
  await db.delete(jobs);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

describe('enqueueJob', () => {
  it('stores a pending job with its payload, due now, attempts 0 of 5', async () => {
    const job = await enqueueJob(db, { kind: 'tender_files_processed', payload: { files: ['a.pdf'] } });
    expect(job).toMatchObject({
      kind: 'tender_files_processed',
      status: 'pending',
      payload: { files: ['a.pdf'] },
      attempts: 0,
      maxAttempts: 5,
      progress: 0,
      lockedBy: null,
    });
    expect(Math.abs(job.runAfter.getTime() - Date.now())).toBeLessThan(5_000);
    expect(await row(job.id)).toEqual(job);
  });

  it('returns the live job of the same kind and dedupe key instead of a second one, even when enqueued at once', async () => {
    const enqueued = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        enqueueJob(db, { kind: 'tender_documents_fetch', dedupeKey: 'tender-1', payload: { i } }),
      ),
    );
    expect(new Set(enqueued.map((j) => j.id)).size).toBe(1);
    const other = await enqueueJob(db, { kind: 'document_ocr', dedupeKey: 'tender-1' });
    expect(other.id).not.toBe(enqueued[0]!.id);
    const [{ n }] = (await db.select({ n: count() }).from(jobs)) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('dedupes while the job is running, and queues anew once it finished', async () => {
    const first = await enqueueJob(db, { kind: 'cpv_codes', dedupeKey: 'k' });
    const claimed = (await claimJob(db, { workerId: 'w', kinds: ['cpv_codes'], leaseMs: 60_000 }))!;
    expect((await enqueueJob(db, { kind: 'cpv_codes', dedupeKey: 'k' })).id).toBe(first.id);
    expect(await completeJob(db, leaseOf(claimed, 'w'))).toBe(true);
    const again = await enqueueJob(db, { kind: 'cpv_codes', dedupeKey: 'k' });
    expect(again.id).not.toBe(first.id);
    expect(again.status).toBe('pending');
  });

  it('never dedupes jobs without a key', async () => {
    const a = await enqueueJob(db, { kind: 'cpv_codes' });
    const b = await enqueueJob(db, { kind: 'cpv_codes' });
    expect(a.id).not.toBe(b.id);
  });

  it('refuses an unknown kind and an attempt limit below 1, storing nothing', async () => {
    await expect(enqueueJob(db, { kind: 'mine_bitcoin' as 'cpv_codes' })).rejects.toThrow(
      'Unknown job kind "mine_bitcoin"',
    );
    await expect(enqueueJob(db, { kind: 'cpv_codes', maxAttempts: 0 })).rejects.toThrow(
      'maxAttempts must be a whole number of at least 1',
    );
    expect(await listJobs(db)).toEqual([]);
  });
});

describe('reading jobs', () => {
  it('getJob answers null for an unknown or malformed id; listJobs filters and lists newest first', async () => {
    await db.insert(profiles).values({ userId: randomUUID() });
    const [owner] = await db.select().from(profiles).limit(1);
    const mine = await enqueueJob(db, { kind: 'summary_report', ownerId: owner!.userId });
    const theirs = await enqueueJob(db, { kind: 'compliance_report' });
    expect(await getJob(db, randomUUID())).toBeNull();
    expect(await getJob(db, 'not-a-uuid')).toBeNull();
    expect((await listJobs(db, { ownerId: owner!.userId })).map((j) => j.id)).toEqual([mine.id]);
    expect((await listJobs(db, { kinds: ['compliance_report'] })).map((j) => j.id)).toEqual([theirs.id]);
    expect((await listJobs(db, { statuses: ['running'] })).length).toBe(0);
    // Deleting the owner deletes their jobs (ON DELETE CASCADE).
    await db.delete(profiles).where(eq(profiles.userId, owner!.userId));
    expect(await getJob(db, mine.id)).toBeNull();
  });
});

describe('claiming', () => {
  it('claims due jobs of its kinds in run_after order, each once, and leaves the future and other kinds', async () => {
    const later = await enqueueJob(db, { kind: 'cpv_codes', runAfter: at(-1_000) });
    const sooner = await enqueueJob(db, { kind: 'cpv_codes', runAfter: at(-2_000) });
    await enqueueJob(db, { kind: 'cpv_codes', runAfter: at(60_000) });
    await enqueueJob(db, { kind: 'summary_report', runAfter: at(-5_000) });
    const claim = () => claimJob(db, { workerId: 'w1', kinds: ['cpv_codes'], leaseMs: 30_000, now: t0 });

    const first = await claim();
    expect(first).toMatchObject({ id: sooner.id, status: 'running', attempts: 1, lockedBy: 'w1' });
    expect(first!.lockedUntil).toEqual(at(30_000));
    expect((await claim())?.id).toBe(later.id);
    expect(await claim()).toBeNull();
  });

  it('claims a running job again once its lease expired, and the old holder can no longer write to it', async () => {
    await enqueueJob(db, { kind: 'cpv_codes', runAfter: at(-1) });
    const claim = (workerId: string, now: Date) =>
      claimJob(db, { workerId, kinds: ['cpv_codes'], leaseMs: 30_000, now });
    const a = (await claim('a', t0))!;
    expect(await claim('b', at(29_000))).toBeNull();
    expect(await renewLease(db, leaseOf(a, 'a'), 30_000, at(20_000))).toBe(true); // until t0 + 50 s
    expect(await claim('b', at(49_000))).toBeNull();

    const b = (await claim('b', at(50_001)))!;
    expect(b).toMatchObject({ id: a.id, attempts: 2, lockedBy: 'b' });
    const lost = leaseOf(a, 'a');
    expect(await writeProgress(db, lost, 90, 'almost')).toBe(false);
    expect(await completeJob(db, lost)).toBe(false);
    expect(await failAttempt(db, lost, { message: 'late', permanent: false })).toBeNull();
    expect(await renewLease(db, lost, 30_000)).toBe(false);
    expect(await row(a.id)).toMatchObject({ status: 'running', lockedBy: 'b', attempts: 2, progress: 0 });

    expect(await completeJob(db, leaseOf(b, 'b'))).toBe(true);
    expect(await row(a.id)).toMatchObject({ status: 'generated', progress: 100, lockedBy: null, error: null });
  });

  it('fails a job whose worker died on its last attempt instead of claiming it beyond the limit', async () => {
    const job = await enqueueJob(db, { kind: 'cpv_codes', maxAttempts: 1, runAfter: at(-1) });
    await claimJob(db, { workerId: 'dead', kinds: ['cpv_codes'], leaseMs: 1_000, now: t0 });
    expect(await claimJob(db, { workerId: 'w', kinds: ['cpv_codes'], leaseMs: 1_000, now: at(5_000) })).toBeNull();
    expect(await failAbandonedJobs(db, ['cpv_codes'], at(5_000))).toBe(1);
    expect(await row(job.id)).toMatchObject({
      status: 'failed',
      error: 'The job stopped without finishing on each of its 1 attempts (its worker stopped responding).',
    });
  });
  it('tells apart two claims of the same worker: a stalled first attempt cannot finish the second', async () => {
    await enqueueJob(db, { kind: 'cpv_codes', runAfter: at(-1) });
    const claim = (now: Date) => claimJob(db, { workerId: 'w', kinds: ['cpv_codes'], leaseMs: 30_000, now });
    const stalled = (await claim(t0))!;
    const again = (await claim(at(30_001)))!;
    expect(again).toMatchObject({ id: stalled.id, attempts: 2, lockedBy: 'w' });
    expect(await completeJob(db, leaseOf(stalled, 'w'))).toBe(false);
    expect(await row(stalled.id)).toMatchObject({ status: 'running', attempts: 2 });
  });
});

describe('retries', () => {
  it('waits twice as long after each failure, half of it random, up to an hour', () => {
    expect(retryDelayMs(1, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, () => 1)).toBe(10_000);
    expect(retryDelayMs(3, () => 1)).toBe(40_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(30, () => 1)).toBe(3_600_000);
  });

  it('puts a failed attempt back to pending after the back-off, and fails the job at its attempt limit', async () => {
    const job = await enqueueJob(db, { kind: 'cpv_codes', maxAttempts: 3, runAfter: at(-1) });
    let now = t0;
    for (const attempt of [1, 2]) {
      const claimed = (await claimJob(db, { workerId: 'w', kinds: ['cpv_codes'], leaseMs: 30_000, now }))!;
      expect(claimed.attempts).toBe(attempt);
      await writeProgress(db, leaseOf(claimed, 'w'), 30 * attempt, `step ${attempt}`, now);
      const status = await failAttempt(
        db,
        leaseOf(claimed, 'w'),
        { message: `boom ${attempt}`, permanent: false },
        now,
        () => 1,
      );
      expect(status).toBe('pending');
      const retry = await row(job.id);
      expect(retry).toMatchObject({
        status: 'pending',
        error: `boom ${attempt}`,
        lockedBy: null,
        finishedAt: null,
        progress: 0,
        progressMessage: null,
      });
      expect(retry.runAfter.getTime() - now.getTime()).toBe(retryDelayMs(attempt, () => 1));
      // Not before its time.
      const early = new Date(retry.runAfter.getTime() - 1);
      expect(await claimJob(db, { workerId: 'w', kinds: ['cpv_codes'], leaseMs: 30_000, now: early })).toBeNull();
      now = retry.runAfter;
    }
    const last = (await claimJob(db, { workerId: 'w', kinds: ['cpv_codes'], leaseMs: 30_000, now }))!;
    await writeProgress(db, leaseOf(last, 'w'), 70, 'page 7 of 10', now);
    expect(await failAttempt(db, leaseOf(last, 'w'), { message: 'boom 3', permanent: false }, now)).toBe('failed');
    // A failed job keeps how far it got.
    expect(await row(job.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'boom 3',
      finishedAt: now,
      progress: 70,
      progressMessage: 'page 7 of 10',
    });
    expect(
      await claimJob(db, { workerId: 'w', kinds: ['cpv_codes'], leaseMs: 30_000, now: at(86_400_000) }),
    ).toBeNull();
  });
});

describe('startWorker', () => {
  it('runs a job enqueued in its process at once, not at its next poll, and marks it generated', async () => {
    const seen: string[] = [];
    workers.push(
      startWorker({
        db,
        log: quiet,
        pollIntervalMs: 60_000,
        handlers: {
          cpv_codes: async ({ job }) => {
            seen.push((job.payload as { word: string }).word);
          },
        },
      }),
    );
    // Let its first look for work find nothing, so that it sleeps for the minute.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const job = await enqueueJob(db, { kind: 'cpv_codes', payload: { word: 'hello' } });
    await vi.waitFor(async () => expect((await row(job.id)).status).toBe('generated'), {
      timeout: 5_000,
      interval: 10,
    });
    expect(seen).toEqual(['hello']);
    expect(await row(job.id)).toMatchObject({ progress: 100, attempts: 1, lockedBy: null, error: null });
  });

  it('retries a handler that throws, keeping the error, and fails a PermanentJobError at once', async () => {
    worker({
      cpv_codes: async () => {
        throw new Error('The portal answered 503.');
      },
      summary_report: async () => {
        throw new PermanentJobError('The PDF is encrypted.');
      },
    });
    const transient = await enqueueJob(db, { kind: 'cpv_codes' });
    const permanent = await enqueueJob(db, { kind: 'summary_report' });
    await vi.waitFor(
      async () => {
        expect(await row(transient.id)).toMatchObject({
          status: 'pending',
          attempts: 1,
          error: 'The portal answered 503.',
        });
        expect(await row(permanent.id)).toMatchObject({
          status: 'failed',
          attempts: 1,
          error: 'The PDF is encrypted.',
        });
      },
      { timeout: 5_000, interval: 10 },
    );
    expect((await row(transient.id)).runAfter.getTime()).toBeGreaterThan(Date.now() + 4_000);
    expect((await row(permanent.id)).finishedAt).not.toBeNull();
  });

  it('claims only kinds it has handlers for, and at most `concurrency` at once', async () => {
    const release = gate();
    let active = 0;
    let most = 0;
    const handler: JobHandler = async () => {
      most = Math.max(most, ++active);
      await release.opened;
      active--;
    };
    worker({ cpv_codes: handler }, { concurrency: 2 });
    const mine = await Promise.all([1, 2, 3].map(() => enqueueJob(db, { kind: 'cpv_codes' })));
    const other = await enqueueJob(db, { kind: 'summary_report' });
    await vi.waitFor(async () => expect(await listJobs(db, { statuses: ['running'] })).toHaveLength(2), {
      timeout: 5_000,
      interval: 10,
    });
    release.open();
    await vi.waitFor(async () => expect(await listJobs(db, { statuses: ['generated'] })).toHaveLength(3), {
      timeout: 5_000,
      interval: 10,
    });
    expect(most).toBe(2);
    expect(mine.every((j) => j.kind === 'cpv_codes')).toBe(true);
    expect(await row(other.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('discards the result of a handler whose lease another worker took, and aborts its signal', async () => {
    const go = gate();
    let abortedAfterProgress: boolean | null = null;
    worker({
      cpv_codes: async ({ signal, progress }) => {
        await go.opened;
        await progress(50, 'half way');
        abortedAfterProgress = signal.aborted;
      },
    });
    const job = await enqueueJob(db, { kind: 'cpv_codes' });
    await vi.waitFor(async () => expect((await row(job.id)).status).toBe('running'), { timeout: 5_000, interval: 10 });
    // Another worker finds the lease expired (as if this one had stalled past it) and takes the job.
    const taken = (await claimJob(db, { workerId: 'other', kinds: ['cpv_codes'], leaseMs: 60_000, now: at(10 ** 9) }))!;
    expect(taken).toMatchObject({ id: job.id, attempts: 2 });
    go.open();
    await vi.waitFor(() => expect(abortedAfterProgress).toBe(true), { timeout: 5_000, interval: 10 });
    await workers[0]!.stop();
    expect(await row(job.id)).toMatchObject({ status: 'running', lockedBy: 'other', attempts: 2, progress: 0 });
  });

  it('stop() claims nothing more and hands running jobs back at once, attempt not counted', async () => {
    const started: string[] = [];
    const stubborn = gate();
    const w = worker(
      {
        cpv_codes: async ({ job, signal, progress }) => {
          await progress(25, 'Reading');
          started.push(job.id);
          await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
        },
        summary_report: async ({ job, progress }) => {
          await progress(25, 'Reading');
          started.push(job.id);
          await stubborn.opened; // ignores the abort: released after stopTimeoutMs anyway
        },
      },
      { concurrency: 2 },
    );
    const polite = await enqueueJob(db, { kind: 'cpv_codes' });
    const rude = await enqueueJob(db, { kind: 'summary_report' });
    await vi.waitFor(() => expect(started).toHaveLength(2), { timeout: 5_000, interval: 10 });
    await w.stop();
    for (const id of [polite.id, rude.id]) {
      expect(await row(id)).toMatchObject({
        status: 'pending',
        attempts: 0,
        progress: 0,
        lockedBy: null,
        lockedUntil: null,
        error: null,
      });
    }
    const afterStop = await enqueueJob(db, { kind: 'cpv_codes' });
    stubborn.open();
    // Another worker takes them straight away, without waiting for a lease to expire.
    expect(
      await claimJob(db, { workerId: 'next', kinds: ['cpv_codes', 'summary_report'], leaseMs: 60_000 }),
    ).not.toBeNull();
    expect(await row(afterStop.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(started).toHaveLength(2);
  });

  it('writes progress at most once per interval: the first at once, the newest when the interval ends', async () => {
    await db.execute(
      sql`create table if not exists public.job_progress_writes (job_id uuid, progress int, message text)`,
    );
    await db.execute(sql`create or replace function public.record_job_progress() returns trigger language plpgsql as $$
      begin
        insert into public.job_progress_writes values (new.id, new.progress, new.progress_message);
        return new;
      end $$`);
    await db.execute(sql`create trigger job_progress_writes after update of progress, progress_message on app.jobs
      for each row when (old.progress is distinct from new.progress or old.progress_message is distinct from new.progress_message)
      execute function public.record_job_progress()`);
    try {
      const finish = gate();
      let reported = false;
      startWorkerWithInterval(50, async ({ progress }) => {
        for (let i = 1; i <= 40; i++) await progress(i, `page ${i} of 40`);
        reported = true;
        await finish.opened;
      });
      const job = await enqueueJob(db, { kind: 'cpv_codes' });
      const writes = () =>
        queryRows<{ progress: number; message: string }>(
          db,
          sql`select progress, message from public.job_progress_writes where job_id = ${job.id}`,
        );
      await vi.waitFor(() => expect(reported).toBe(true), { timeout: 5_000, interval: 10 });
      expect(await writes()).toEqual([{ progress: 1, message: 'page 1 of 40' }]);
      expect(await row(job.id)).toMatchObject({ progress: 1, progressMessage: 'page 1 of 40' });
      await vi.waitFor(
        async () =>
          expect(await writes()).toEqual([
            { progress: 1, message: 'page 1 of 40' },
            { progress: 40, message: 'page 40 of 40' },
          ]),
        { timeout: 5_000, interval: 10 },
      );
      finish.open();
      await vi.waitFor(async () => expect(await row(job.id)).toMatchObject({ status: 'generated', progress: 100 }), {
        timeout: 5_000,
        interval: 10,
      });
    } finally {
      await db.execute(sql`drop trigger if exists job_progress_writes on app.jobs`);
    }
  });
});

function startWorkerWithInterval(progressIntervalMs: number, handler: JobHandler) {
  const started = startWorker({
    db,
    handlers: { cpv_codes: handler },
    pollIntervalMs: 20,
    progressIntervalMs,
    log: quiet,
  });
  workers.push(started);
  return started;
}

describe('releaseJob', () => {
  it('only the lease holder can hand a job back', async () => {
    await enqueueJob(db, { kind: 'cpv_codes', runAfter: at(-1) });
    const job = (await claimJob(db, { workerId: 'w', kinds: ['cpv_codes'], leaseMs: 60_000, now: t0 }))!;
    expect(await releaseJob(db, leaseOf(job, 'someone-else'))).toBe(false);
    expect(await releaseJob(db, leaseOf(job, 'w'), at(1))).toBe(true);
    expect(await row(job.id)).toMatchObject({ status: 'pending', attempts: 0, runAfter: at(1) });
  });
});
