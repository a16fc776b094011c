// Background jobs' front door: enqueue and read jobs, run a worker over a handler table, and show a job's
// progress to its owner. Knows no domain: the handlers come from the composition root (lib/start, the worker CLI).
import 'server-only';
import { getDb, type JobRow } from '@/lib/db';
import { getJob, isJobId } from './store';
import type { JobWorker } from './worker';

export {
  jobKinds,
  jobPriorities,
  jobStatuses,
  type JobKind,
  type JobPriority,
  type JobRow,
  type JobStatus,
} from '@/lib/db';
export {
  claimJob,
  enqueueJob,
  getJob,
  isJobId,
  kindPriorities,
  listJobs,
  queuedPages,
  type EnqueueJob,
  type JobFilter,
} from './store';
export {
  PermanentJobError,
  startWorker,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type JobWorker,
  type WorkerOptions,
} from './worker';

/** What a job's owner sees of it while it runs and after. */
export interface JobProgress {
  id: string;
  kind: JobRow['kind'];
  status: JobRow['status'];
  progress: number;
  message: string | null;
  error: string | null;
  tenderId: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

/** The job's progress if `ownerId` owns it; null for an unknown id or someone else's job. */
export async function getOwnJobProgress(ownerId: string, jobId: string): Promise<JobProgress | null> {
  if (!isJobId(jobId)) return null;
  const job = await getJob(await getDb(), jobId);
  if (!job || job.ownerId !== ownerId) return null;
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: job.progress,
    message: job.progressMessage,
    error: job.error,
    tenderId: job.tenderId,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/** Stops the worker on SIGTERM or SIGINT, then calls `after` (close the database, exit). */
export function stopOnSignals(worker: JobWorker, after: (signal: NodeJS.Signals) => Promise<void> | void): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      void worker.stop().then(() => after(signal));
    });
  }
}
