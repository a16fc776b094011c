import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cpvCodes, getDb, seedRuns, tenders } from '@/lib/db';
import { runSeeds } from '@/lib/db/seed';
import { productSeeders } from '@/lib/ingest/seeders';
import { sampleTenderCount } from '@/lib/ingest/seeders/sample-tenders';
import { cpvCodeCount } from '@/lib/reference';
import { findSearchResults, parseSearchParams } from '@/lib/tenders/search';

describe('seeding', () => {
  // Seeds 9,454 codes, 137 notices and 3,000 generated tenders: well over the default timeout on a busy machine.
  it(
    'loads the CPV codes, the sample notices and the generated tenders once; a second run skips',
    { timeout: 180_000 },
    async () => {
      const db = await getDb();
      const first = await runSeeds(db, productSeeders);
      expect(first).toEqual([
        { seeder: 'cpv-codes', rows: cpvCodeCount, skipped: false },
        // 57 real notices, each its own procedure.
        { seeder: 'ted-real-notices', rows: 57, skipped: false },
        // 92 examples less 12 skipped (10 broken on purpose, 2 business registrations).
        { seeder: 'eforms-sdk-examples', rows: 80, skipped: false },
        { seeder: 'sample-tenders', rows: sampleTenderCount, skipped: false },
      ]);
      const [codes] = await db.select({ n: count() }).from(cpvCodes);
      expect(codes?.n).toBe(cpvCodeCount);
      const [real] = await db.select({ n: count() }).from(tenders).where(eq(tenders.source, 'ted'));
      expect(real?.n).toBe(57);
      const [generated] = await db.select({ n: count() }).from(tenders).where(eq(tenders.source, 'sample'));
      expect(generated?.n).toBe(sampleTenderCount);

      const second = await runSeeds(db, productSeeders);
      expect(second.every((r) => r.skipped)).toBe(true);
      const runs = await db.select().from(seedRuns);
      expect(runs).toHaveLength(4);
    },
  );

  it(
    "finds open tenders in the default data for the home page's example searches, typos included",
    { timeout: 180_000 },
    async () => {
      const db = await getDb();
      await runSeeds(db, productSeeders);
      for (const [query, corrected] of [
        ['road maintenance', null],
        ['cleaning services', null],
        ['clening', 'cleaning'],
        ['cleening', 'cleaning'],
      ] as const) {
        const parsed = parseSearchParams(new URLSearchParams({ q: query }));
        if (!parsed.ok) throw new Error(parsed.message);
        const result = await findSearchResults(db, { userId: null }, parsed.search);
        expect({ query, corrected: result.correctedQuery }).toEqual({ query, corrected });
        expect(result.total).toBeGreaterThanOrEqual(10);
      }
    },
  );
});
