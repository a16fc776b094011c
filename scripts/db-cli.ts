// Shared wording for the database CLIs.
import type { DbHandle } from '@/lib/db/client';
import type { BackfillResult } from '@/lib/ingest/tenders/backfill';

export function describeHandle(handle: DbHandle): string {
  switch (handle.kind) {
    case 'postgres':
      return 'Using the Postgres server at DATABASE_URL.';
    case 'pglite-socket':
      return "Using the running app's embedded database through its socket.";
    case 'pglite':
      return 'Using the embedded database directly (no running app holds it).';
  }
}

/** Says what the notice-changes back-fill did; a notice that could not be read fails the command. */
export function reportBackfill({ notices, failed }: BackfillResult): void {
  if (notices > 0) console.info(`Filled the changes of ${notices} stored notice(s).`);
  for (const { tenderId, reason } of failed) console.error(`Notice changes of tender ${tenderId}: ${reason}`);
  if (failed.length > 0) process.exitCode = 1;
}
