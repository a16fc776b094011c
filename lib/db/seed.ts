// The seed runner: seeders (defined by the domains they fill) run once per version, recorded in app.seed_runs.
import { eq } from 'drizzle-orm';
import { seedRuns } from './schema';
import type { Database } from './types';

export interface Seeder {
  name: string;
  /** Bump to run the seeder again on databases that ran an older version. */
  version: number;
  /** Writes its rows idempotently and returns how many it wrote. */
  run: (db: Database) => Promise<number>;
}

export interface SeedResult {
  seeder: string;
  rows: number;
  skipped: boolean;
}

/** Runs each seeder of `list` in order, skipping those that ran at their version already (unless forced). */
export async function runSeeds(db: Database, list: readonly Seeder[], { force = false } = {}): Promise<SeedResult[]> {
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
