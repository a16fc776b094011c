// The worker loop: claims jobs of the kinds it has handlers for, runs up to `concurrency` at once and keeps
// `interactiveSlots` more for interactive work, keeps their leases alive, records each attempt's outcome, and
// gives unfinished jobs back when it stops.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Database, JobKind, JobRow } from '@/lib/db';
import {
  claimJob,
  completeJob,
  failAbandonedJobs,
  failAttempt,
  releaseJob,
  renewLease,
  writeProgress,
  type JobLease,
} from './store';
import { onJobEnqueued } from './wake';

export interface JobContext {
  job: JobRow;
  db: Database;
  /** Aborted when the worker stops or loses the lease: stop work, anything written after it is discarded. */
  signal: AbortSignal;
  /** 0–100 and a short message for the job's owner; written at most a few times a second. */
  progress(percent: number, message?: string): Promise<void>;
}

/** Resolves when the work is done; a throw is retried with back-off until the job's attempt limit. */
export type JobHandler = (ctx: JobContext) => Promise<void>;
export type JobHandlers = Partial<Record<JobKind, JobHandler>>;

/** Thrown by a handler when retrying cannot help (a corrupt file, a refused input): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export interface WorkerOptions {
  db: Database;
  handlers: JobHandlers;
  /** Jobs of any priority run at once. */
  concurrency?: number;
  /**
   * Slots beyond `concurrency` that only interactive jobs take (default 1): a report someone unlocked starts at
   * once even while every other slot reads a long scan.
   */
  interactiveSlots?: number;
  /** How often to look for work when nothing woke the worker (jobs enqueued by other processes). */
  pollIntervalMs?: number;
  /** How long a claim lasts without renewal; renewed every third of it while the handler runs. */
  leaseMs?: number;
  workerId?: string;
  /** How long stop() waits for aborted handlers before giving their jobs back anyway. */
  stopTimeoutMs?: number;
  /** The least time between two progress writes of one job. */
  progressIntervalMs?: number;
  log?: Log;
}

export interface JobWorker {
  readonly workerId: string;
  /** Claims nothing more, aborts running handlers, waits for them (up to a timeout) and releases their jobs. */
  stop(): Promise<void>;
}

interface Running {
  lease: JobLease;
  controller: AbortController;
  done: Promise<void>;
  /** Set by stop(): the job was handed back, so the attempt's outcome is no longer ours to write. */
  released: boolean;
}

class WorkerStopping extends Error {
  constructor() {
    super('The worker is stopping.');
    this.name = 'WorkerStopping';
  }
}

// A failed query's message is the SQL; its cause says what went wrong.
const describe = (error: unknown): string =>
  error instanceof Error
    ? error.cause instanceof Error
      ? `${error.message} (${error.cause.message})`
      : error.message
    : String(error);

type Log = Pick<Console, 'error' | 'warn'>;

/** A worker's settings, its options with their defaults. */
function workerSettings(options: WorkerOptions) {
  return {
    concurrency: Math.max(1, options.concurrency ?? 2),
    interactiveSlots: Math.max(0, options.interactiveSlots ?? 1),
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    leaseMs: options.leaseMs ?? 60_000,
    stopTimeoutMs: options.stopTimeoutMs ?? 10_000,
    progressIntervalMs: options.progressIntervalMs ?? 250,
    workerId: options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
  };
}

type WorkerSettings = ReturnType<typeof workerSettings>;

/**
 * What a running job holds besides its handler: the lease, renewed every third of its length, and progress
 * written at most once per interval; either aborts the job when the lease turns out to be another worker's.
 */
function holdLease(db: Database, job: JobRow, lease: JobLease, settings: WorkerSettings, log: Log) {
  const controller = new AbortController();
  const loseLease = () => {
    if (!controller.signal.aborted) controller.abort(new Error('The job was claimed by another worker.'));
  };
  const renewal = setInterval(() => {
    renewLease(db, lease, settings.leaseMs).then(
      (held) => held || loseLease(),
      (error: unknown) => log.warn(`[jobs] lease renewal of ${job.id} failed:`, describe(error)),
    );
  }, settings.leaseMs / 3);
  const progress = throttle(settings.progressIntervalMs, async (percent: number, message: string | null) => {
    try {
      if (!(await writeProgress(db, lease, percent, message))) loseLease();
    } catch (error) {
      log.warn(`[jobs] progress of ${job.id} not written:`, describe(error));
    }
  });
  return {
    controller,
    report: progress.report,
    close() {
      clearInterval(renewal);
      progress.close();
    },
  };
}

/** Records an attempt's outcome: done, handed back (the worker stops), retried later or failed for good. */
async function recordOutcome(
  db: Database,
  log: Log,
  job: JobRow,
  lease: JobLease,
  failure: unknown,
  signal: AbortSignal,
): Promise<void> {
  if (failure === null) {
    if (!(await completeJob(db, lease))) log.warn(`[jobs] ${job.id} finished after losing its lease; discarded.`);
    return;
  }
  if (signal.reason instanceof WorkerStopping) {
    await releaseJob(db, lease);
    return;
  }
  const status = await failAttempt(db, lease, {
    message: describe(failure),
    permanent: failure instanceof PermanentJobError,
  });
  if (status === 'failed') log.warn(`[jobs] ${job.kind} ${job.id} failed:`, describe(failure));
}

/**
 * Stops taking jobs: aborts the running handlers, waits for them up to the timeout, then hands back the jobs of
 * handlers that ignored the abort, so another worker takes them now rather than after their lease.
 */
async function drain(db: Database, log: Log, running: Map<string, Running>, stopTimeoutMs: number): Promise<void> {
  for (const entry of running.values()) entry.controller.abort(new WorkerStopping());
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all([...running.values()].map((entry) => entry.done)),
    new Promise((resolve) => (timer = setTimeout(resolve, stopTimeoutMs))),
  ]);
  clearTimeout(timer);
  for (const entry of running.values()) {
    entry.released = true;
    await releaseJob(db, entry.lease).catch((error: unknown) =>
      log.error(`[jobs] ${entry.lease.id} not released:`, describe(error)),
    );
  }
}

export function startWorker(options: WorkerOptions): JobWorker {
  const { db, handlers, log = console } = options;
  const settings = workerSettings(options);
  const { concurrency, interactiveSlots, pollIntervalMs, leaseMs, workerId } = settings;
  const kinds = (Object.keys(handlers) as JobKind[]).filter((kind) => typeof handlers[kind] === 'function');
  const running = new Map<string, Running>();
  let stopping = false;
  let woken = false;
  let wakeSleeper: (() => void) | null = null;

  const wake = () => {
    woken = true;
    wakeSleeper?.();
  };
  const unsubscribe = onJobEnqueued(wake);

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken || stopping) return resolve();
      const timer = setTimeout(done, pollIntervalMs);
      function done() {
        clearTimeout(timer);
        wakeSleeper = null;
        resolve();
      }
      wakeSleeper = done;
    });

  async function claimWhileFree(): Promise<void> {
    await failAbandonedJobs(db, kinds);
    while (!stopping && running.size < concurrency + interactiveSlots) {
      const upTo = running.size < concurrency ? undefined : 'interactive';
      const job = await claimJob(db, { workerId, kinds, leaseMs, upTo });
      if (!job) return;
      if (stopping) {
        await releaseJob(db, { id: job.id, workerId, attempts: job.attempts });
        return;
      }
      run(job);
    }
  }

  async function loop(): Promise<void> {
    if (kinds.length === 0) return;
    while (!stopping) {
      woken = false;
      try {
        await claimWhileFree();
      } catch (error) {
        log.error(`[jobs] ${workerId} could not claim jobs:`, describe(error));
      }
      await sleep();
    }
  }

  function run(job: JobRow): void {
    const lease: JobLease = { id: job.id, workerId, attempts: job.attempts };
    const held = holdLease(db, job, lease, settings, log);
    const { signal } = held.controller;
    const entry: Running = { lease, controller: held.controller, released: false, done: Promise.resolve() };
    entry.done = (async () => {
      let failure: unknown = null;
      try {
        await handlers[job.kind]!({ job, db, signal, progress: held.report });
      } catch (error) {
        failure = error ?? new Error('The handler failed without an error.');
      } finally {
        held.close();
      }
      if (!entry.released) await recordOutcome(db, log, job, lease, failure, signal);
    })()
      .catch((error: unknown) => log.error(`[jobs] outcome of ${job.id} not recorded:`, describe(error)))
      .finally(() => {
        running.delete(job.id);
        wake();
      });
    running.set(job.id, entry);
  }

  const looping = loop();
  let stopped: Promise<void> | null = null;

  return {
    workerId,
    stop() {
      stopped ??= (async () => {
        stopping = true;
        unsubscribe();
        wake();
        await looping;
        await drain(db, log, running, settings.stopTimeoutMs);
      })();
      return stopped;
    },
  };
}

/**
 * Progress reporting at most once per interval: the first report is written at once, later ones within the
 * interval only remember the newest, which is written when the interval ends.
 */
function throttle(intervalMs: number, write: (percent: number, message: string | null) => Promise<void>) {
  let timer: NodeJS.Timeout | null = null;
  let latest: [number, string | null] | null = null;
  let closed = false;

  const openWindow = () => {
    timer = setTimeout(() => {
      timer = null;
      if (latest && !closed) {
        const [percent, message] = latest;
        latest = null;
        openWindow();
        void write(percent, message);
      }
    }, intervalMs);
  };

  return {
    async report(percent: number, message?: string): Promise<void> {
      if (!Number.isFinite(percent)) throw new RangeError(`Progress must be a number from 0 to 100 (got ${percent}).`);
      if (closed) return;
      const value: [number, string | null] = [Math.min(100, Math.max(0, Math.round(percent))), message ?? null];
      if (timer) {
        latest = value;
        return;
      }
      openWindow();
      await write(...value);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
