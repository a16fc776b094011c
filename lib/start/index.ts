// What the Next server does once when it starts: opens the database (migrated), loads stored exchange rates,
// seeds the embedded database, keeps tender statuses current, queues alert runs and the month's free credits,
// runs a jobs worker (embedded default), and starts the embedded auth, storage and Stripe test servers.
import 'server-only';
import { alertsWorkPending, matchEveryMs, queueAlertsRun } from '@/lib/alerts';
import { embeddedAuthServer } from '@/lib/auth/embedded';
import { grantCheckEveryMs, queueMonthlyGrant } from '@/lib/billing/jobs';
import { embeddedStripeForStart } from '@/lib/billing/stripe-test';
import { isBuildPhase, serverEnv } from '@/lib/config/server';
import { getDbHandle, type Database, runSeeds } from '@/lib/db';
import {
  loadStoredRates,
  awardLotsBackfill,
  buyersBackfill,
  companiesBackfill,
  productSeeders,
  backfillNoticeChanges,
} from '@/lib/ingest';
import { embeddedStorageServer } from '@/lib/storage/embedded';
import { closeExpiredEveryMs, closeExpiredTenders, prepareSearchTerms } from '@/lib/tenders/jobs';
import { causeMessage, startEmbedded } from './embedded';
import { jobHandlers } from './job-handlers';
import { startServerWorker } from './jobs';

export async function startServer(): Promise<void> {
  if (isBuildPhase) return; // `next build` never opens a database
  try {
    const handle = await getDbHandle();
    handle.announceHttpPort?.(serverEnv.PORT);
    // ECB rates fetched by `npm run ingest -- --rates` since the committed snapshot: one small query.
    await loadStoredRates(handle.db);
    // Sample data is seeded automatically only on the embedded database.
    if (handle.kind === 'pglite') {
      for (const r of await runSeeds(handle.db, productSeeders)) {
        if (!r.skipped) console.info(`Seeded ${r.seeder}: ${r.rows} rows`);
      }
    }
    writeTermBase(handle.db);
    keepStatusesCurrent(handle.db);
    keepAlertsRunning(handle.db);
    keepMonthlyGrantsGiven(handle.db);
    fillNoticeChanges(handle.db);
    buildCompanies(handle.db);
    startServerWorker(handle.db, jobHandlers);
  } catch (error) {
    // Pages that need the database report the failure themselves; the rest of the site keeps working.
    console.error('The database could not be opened:', causeMessage(error));
  }
  // In embedded mode: their own migrations (and the signing key); each reports its own failures, never throws.
  await startEmbedded('The embedded auth server', embeddedAuthServer(), 'sign-in answers 503');
  await startEmbedded('The embedded storage server', embeddedStorageServer(), 'storage answers 503');
  await startEmbedded('The embedded Stripe test server', embeddedStripeForStart());
}

/**
 * The term base written from the shipped data when it changed and loaded for search, in the background (a search or
 * question that comes first waits for it).
 */
function writeTermBase(db: Database): void {
  void prepareSearchTerms(db).catch((error: unknown) =>
    console.error('Writing the term base failed:', error instanceof Error ? error.message : error),
  );
}

/** Closes calls whose deadline passed, now and every quarter hour (idempotent: several servers may do it). */
function keepStatusesCurrent(db: Database): void {
  const run = () =>
    closeExpiredTenders(db).catch((error: unknown) =>
      console.error('Closing expired tenders failed:', error instanceof Error ? error.message : error),
    );
  void run();
  setInterval(run, closeExpiredEveryMs).unref();
}

/**
 * Queues an alerts run now and every quarter hour when there is work (notices waiting, a digest due, a mail to
 * retry); a run is also queued after every import. Deduplicated: servers side by side queue one between them.
 */
function keepAlertsRunning(db: Database): void {
  const run = async () => {
    try {
      if (await alertsWorkPending(db)) await queueAlertsRun(db, 'schedule');
    } catch (error) {
      console.error('Queueing the alerts run failed:', error instanceof Error ? error.message : error);
    }
  };
  void run();
  setInterval(() => void run(), matchEveryMs).unref();
}

/**
 * Queues the month's free credits now and every quarter hour while some free user is still owed them (a new
 * month, a new user); deduplicated by month, so servers side by side queue one between them.
 */
function keepMonthlyGrantsGiven(db: Database): void {
  const run = async () => {
    try {
      await queueMonthlyGrant(db);
    } catch (error) {
      console.error('Queueing the monthly credits failed:', error instanceof Error ? error.message : error);
    }
  };
  void run();
  setInterval(() => void run(), grantCheckEveryMs).unref();
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

/**
 * Builds the companies of awards, the buyers of tenders and the priced lot results stored before they were (once
 * per version of their rules), in the background.
 */
function buildCompanies(db: Database): void {
  runSeeds(db, [companiesBackfill, buyersBackfill, awardLotsBackfill]).then(
    ([companies, buyers, awardLots]) => {
      if (companies && !companies.skipped)
        console.info(`Built the companies of ${companies.rows} tender(s) from their awards.`);
      if (buyers && !buyers.skipped) console.info(`Built the buyers of ${buyers.rows} tender(s).`);
      if (awardLots && !awardLots.skipped) console.info(`Priced the lot results of ${awardLots.rows} tender(s).`);
    },
    (error: unknown) => console.error('Building companies failed:', error instanceof Error ? error.message : error),
  );
}
