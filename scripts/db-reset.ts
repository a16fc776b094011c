// npm run db:reset -- --yes — drops every product table and migrates and seeds again.
import { sql } from 'drizzle-orm';
import { closeDb, getDbHandle, migrate, runSeeds } from '@/lib/db';
import { productSeeders } from '@/lib/ingest';
import { describeHandle } from './db-cli';

if (!process.argv.includes('--yes')) {
  console.error('This deletes all data in the app schema. Run again with `npm run db:reset -- --yes` to confirm.');
  process.exit(2);
}
const handle = await getDbHandle();
console.info(describeHandle(handle));
await handle.db.execute(sql`drop schema if exists app cascade`);
const applied = await migrate(handle.db);
console.info(`Applied ${applied.length} migration(s).`);
for (const result of await runSeeds(handle.db, productSeeders)) console.info(`${result.seeder}: ${result.rows} rows`);
await closeDb();
