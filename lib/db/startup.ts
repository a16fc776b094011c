// Server start-up work for the database: open it, and seed the embedded one.
import 'server-only';
import { startEmbeddedAuth } from '@/lib/auth/embedded';
import { isBuildPhase } from '@/lib/config/server';
import { loadStoredRates } from '@/lib/ingest/rates/store';
import { backfillNoticeChanges } from '@/lib/ingest/tenders/backfill';
import { closeExpiredEveryMs, closeExpiredTenders } from '@/lib/tenders/maintenance';
import type { Database } from './types';
import { getDbHandle } from './index';
import { runSeeds } from './seed';

export async function startDatabase(): Promise<void> {
  if (isBuildPhase) return; // `next build` never opens a database
  try {
    const handle = await getDbHandle();
    // ECB rates fetched by `npm run ingest -- --rates` since the committed snapshot: one small query.
    await loadStoredRates(handle.db);
    // Sample data is seeded automatically only on the embedded database.
    if (handle.kind === 'pglite') {
      for (const r of await runSeeds(handle.db)) if (!r.skipped) console.info(`Seeded ${r.seeder}: ${r.rows} rows`);
    }
    keepStatusesCurrent(handle.db);
    fillNoticeChanges(handle.db);
  } catch (error) {
    // Pages that need the database report the failure themselves; the rest of the site keeps working.
    // Log the driver's cause, not the failed statement (which can be a megabyte of parameters).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    console.error('The database could not be opened:', cause instanceof Error ? cause.message : cause);
  }
  // In embedded mode: its own migrations and signing key (reports its own failures, never throws).
  await startEmbeddedAuth();
}

/** Closes calls whose deadline passed now and every quarter hour while the server runs (idempotent, so
 * several servers doing it is harmless). */
function keepStatusesCurrent(db: Database): void {
  const run = () =>
    closeExpiredTenders(db).catch((error: unknown) =>
      console.error('Closing expired tenders failed:', error instanceof Error ? error.message : error),
    );
  void run();
  setInterval(run, closeExpiredEveryMs).unref();
}

/** Fills the notice changes of rows stored before they were computed, in the background (a large database
 * takes a while, and pages show such notices without their changes meanwhile). */
function fillNoticeChanges(db: Database): void {
  backfillNoticeChanges(db).then(
    ({ notices, failed }) => {
      if (notices > 0) console.info(`Filled the changes of ${notices} stored notice(s).`);
      for (const { tenderId, reason } of failed) console.error(`Notice changes of tender ${tenderId}: ${reason}`);
    },
    (error: unknown) => console.error('Filling notice changes failed:', error instanceof Error ? error.message : error),
  );
}
