import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cpvCodes, getDb, seedRuns } from '@/lib/db';
import { runSeeds } from '@/lib/db/seed';
import { cpvCodeCount } from '@/lib/reference';

describe('seeding', () => {
  it('loads every CPV code once and records the run; a second run skips', async () => {
    const db = await getDb();
    const first = await runSeeds(db);
    expect(first).toEqual([{ seeder: 'cpv-codes', rows: cpvCodeCount, skipped: false }]);
    const [row] = await db.select({ n: count() }).from(cpvCodes);
    expect(row?.n).toBe(cpvCodeCount);
    const second = await runSeeds(db);
    expect(second[0]?.skipped).toBe(true);
    const runs = await db.select().from(seedRuns);
    expect(runs).toHaveLength(1);
  });
});
