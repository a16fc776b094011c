// npm run db:seed [-- --force] — runs the seeders that have not run at their current version.
import { closeDb, getDbHandle, migrate, runSeeds } from '@/lib/db';
import {
  awardLotsBackfill,
  buyersBackfill,
  companiesBackfill,
  backfillNoticeChanges,
  productSeeders,
} from '@/lib/ingest';
import { describeHandle, reportBackfill, reportCompanies } from './db-cli';

const force = process.argv.includes('--force');
const handle = await getDbHandle();
console.info(describeHandle(handle));
if (!handle.migrated) await migrate(handle.db);
for (const result of await runSeeds(handle.db, productSeeders, { force })) {
  console.info(result.skipped ? `${result.seeder}: already seeded` : `${result.seeder}: ${result.rows} rows`);
}
reportBackfill(await backfillNoticeChanges(handle.db));
reportCompanies(await runSeeds(handle.db, [companiesBackfill, buyersBackfill, awardLotsBackfill]));
await closeDb();
