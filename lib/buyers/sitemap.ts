// The buyer pages the sitemaps list: every buyer (all are built from public, real tenders), in the AT edition
// those of its countries. Chunked by id like the tenders (ids are uniform hashes).
import { and, asc, count, gte, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import { site } from '@/lib/config/public';
import { buyers } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { sitemapUrlLimit } from '@/lib/seo/sitemap';
import { bucketDigits, chunkStart, chunksOfBuckets, type TenderChunk } from '@/lib/tenders';

export type BuyerChunk = TenderChunk;

function listedBuyers(...conditions: (SQL | undefined)[]): SQL | undefined {
  const scope = site.scopeCountries.length > 0 ? inArray(buyers.countryCode, [...site.scopeCountries]) : undefined;
  return and(scope, ...conditions);
}

export async function planBuyerChunks(db: Database): Promise<BuyerChunk[]> {
  const bucket = sql<string>`substr(${buyers.id}, 1, ${sql.raw(String(bucketDigits))})`;
  const rows = await db
    .select({ bucket, count: count(), lastModified: max(buyers.updatedAt) })
    .from(buyers)
    .where(listedBuyers())
    .groupBy(bucket);
  return chunksOfBuckets(rows);
}

export async function buyersOfChunk(
  db: Database,
  index: number,
  of: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  const start = chunkStart(index, of);
  if (start === null) return [];
  const end = chunkStart(index + 1, of);
  return db
    .select({ id: buyers.id, updatedAt: buyers.updatedAt })
    .from(buyers)
    .where(listedBuyers(gte(buyers.id, start), end === null ? undefined : lt(buyers.id, end)))
    .orderBy(asc(buyers.id))
    .limit(sitemapUrlLimit);
}
