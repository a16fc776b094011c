// npm run db:migrate — applies pending migrations to DATABASE_URL, or to the PGlite database under DATA_DIR:
// the app's, and the embedded auth server's own when no hosted Supabase is configured.
import { migrateEmbeddedAuth } from '@/lib/auth/embedded';
import { embeddedAuth } from '@/lib/config/public';
import { closeDb, getDbHandle, migrate, runSeeds } from '@/lib/db';
import { awardLotsBackfill, buyersBackfill, companiesBackfill, backfillNoticeChanges } from '@/lib/ingest';
import { describeHandle, reportBackfill, reportCompanies } from './db-cli';

const handle = await getDbHandle();
console.info(describeHandle(handle));
const applied = [...handle.appliedMigrations, ...(await migrate(handle.db))];
if (embeddedAuth) applied.push(...(await migrateEmbeddedAuth(handle.db)));
console.info(
  applied.length > 0 ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.',
);
reportBackfill(await backfillNoticeChanges(handle.db));
reportCompanies(await runSeeds(handle.db, [companiesBackfill, buyersBackfill, awardLotsBackfill]));
await closeDb();
