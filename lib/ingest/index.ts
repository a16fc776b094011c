// The importer's front door, for the server's start-up and the CLIs: the seeders, the back-fills of notice
// changes, companies, buyers and award lots, and the stored exchange rates. What only the CLIs run (importing files on worker
// threads, the TED sync, rate updates, sample generation) is behind jobs.ts, out of the server's bundle.
export { productSeeders } from './seeders';
export { backfillNoticeChanges, type BackfillResult } from './tenders/backfill';
export { companiesBackfill } from './companies/backfill';
export { buyersBackfill } from './buyers/backfill';
export { awardLotsBackfill } from './awards/backfill';
export { loadStoredRates } from './rates/store';
