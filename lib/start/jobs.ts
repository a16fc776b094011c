// The app's jobs (a side door for `npm run worker`): the handler table every process that claims jobs runs, and
// the Next server's own worker (embedded default, or JOBS_SERVER_WORKER=true), stopped on SIGTERM/SIGINT.
import 'server-only';
import { jobsSettings } from '@/lib/config/server';
import type { Database } from '@/lib/db';
import { startWorker, stopOnSignals, type JobHandlers, type JobWorker } from '@/lib/jobs';

const holder = globalThis as typeof globalThis & { __tenderscopeServerWorker?: JobWorker };

/** Starts the server's worker over `handlers` once per process (dev reloads keep it); null when configured off. */
export function startServerWorker(db: Database, handlers: JobHandlers): JobWorker | null {
  if (!jobsSettings.serverWorker) return null;
  if (holder.__tenderscopeServerWorker) return holder.__tenderscopeServerWorker;
  const worker = startWorker({ db, handlers, concurrency: jobsSettings.concurrency });
  holder.__tenderscopeServerWorker = worker;
  // Next closes the HTTP server and exits on these signals; the worker hands its running jobs back meanwhile.
  stopOnSignals(worker, () => {});
  return worker;
}

export { jobHandlers } from './job-handlers';
