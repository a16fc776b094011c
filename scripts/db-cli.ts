// Shared wording for the database CLIs.
import type { DbHandle, SeedResult } from '@/lib/db';
import type { BackfillResult } from '@/lib/ingest';

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

/** Says whether the companies were (re)built from the stored awards; their own errors were logged as they came. */
export function reportCompanies([companies, buyers, awardLots]: SeedResult[]): void {
  if (companies && !companies.skipped)
    console.info(`Built the companies of ${companies.rows} tender(s) from their awards.`);
  if (buyers && !buyers.skipped) console.info(`Built the buyers of ${buyers.rows} tender(s).`);
  if (awardLots && !awardLots.skipped) console.info(`Priced the lot results of ${awardLots.rows} tender(s).`);
}
