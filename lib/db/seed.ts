// Seeders fill a database with what the product needs to show something; each runs once per version.
import { eq } from 'drizzle-orm';
import { seedRuns } from './schema';
import { cpvCodesSeeder } from './seeders/cpv-codes';
import { realNoticesSeeder, sdkExamplesSeeder } from './seeders/sample-notices';
import { sampleTendersSeeder } from './seeders/sample-tenders';
import type { Database } from './types';

export interface Seeder {
  name: string;
  /** Bump to run the seeder again on databases that ran an older version. */
  version: number;
  /** Writes its rows idempotently and returns how many it wrote. */
  run: (db: Database) => Promise<number>;
}

// CPV labels first: the tenders' search documents include them.
export const seeders: Seeder[] = [cpvCodesSeeder, realNoticesSeeder, sdkExamplesSeeder, sampleTendersSeeder];

export interface SeedResult {
  seeder: string;
  rows: number;
  skipped: boolean;
}

export async function runSeeds(db: Database, list: Seeder[] = seeders, { force = false } = {}): Promise<SeedResult[]> {
  const results: SeedResult[] = [];
  for (const seeder of list) {
    const [done] = await db.select().from(seedRuns).where(eq(seedRuns.seeder, seeder.name));
    if (!force && done && done.version >= seeder.version) {
      results.push({ seeder: seeder.name, rows: 0, skipped: true });
      continue;
    }
    const rows = await seeder.run(db);
    await db
      .insert(seedRuns)
      .values({ seeder: seeder.name, version: seeder.version, rows })
      .onConflictDoUpdate({ target: seedRuns.seeder, set: { version: seeder.version, rows, ranAt: new Date() } });
    results.push({ seeder: seeder.name, rows, skipped: false });
  }
  return results;
}
