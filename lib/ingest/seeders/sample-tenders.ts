// Generated sample tenders (is_sample), so a new install has a living search: a few thousand across the
// featured countries, with deadlines spread around the day they were generated.
import { inArray } from 'drizzle-orm';
import { generateSamples, type GeneratedSample } from '@/lib/ingest/samples/generator';
import { tenderAwards, tenders } from '@/lib/db/schema';
import type { Database, Seeder } from '@/lib/db';

export const sampleTenderCount = 3000;

/** Writes generated tenders in batches; tenders already there are left alone. Returns how many were new. */
export async function insertSamples(
  db: Database,
  samples: Iterable<GeneratedSample>,
  batchSize = 250,
): Promise<number> {
  let written = 0;
  let batch: GeneratedSample[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const current = batch;
    batch = [];
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(tenders)
        .values(current.map((s) => s.tender))
        .onConflictDoNothing({ target: tenders.id })
        .returning({ id: tenders.id });
      const fresh = new Set(inserted.map((r) => r.id));
      const awards = current.filter((s) => fresh.has(s.tender.id!)).flatMap((s) => s.awards);
      if (awards.length > 0) {
        await tx
          .delete(tenderAwards)
          .where(inArray(tenderAwards.tenderId, [...new Set(awards.map((a) => a.tenderId))]));
        await tx.insert(tenderAwards).values(awards);
      }
      written += fresh.size;
    });
  };
  for (const sample of samples) {
    batch.push(sample);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return written;
}

export const sampleTendersSeeder: Seeder = {
  name: 'sample-tenders',
  version: 1,
  run: (db: Database) =>
    insertSamples(
      db,
      generateSamples({ count: sampleTenderCount, seed: 1, today: new Date().toISOString().slice(0, 10) }),
    ),
};
