// The tenders the sitemaps list: every public, real tender of the edition's scope, and its countries.
// Chunks are slices of the id space. Ids are uniform hashes (16 hex digits), so chunk n of k holds the ids
// in the n-th of k equal ranges: each chunk is one range scan of the primary key, at any table size, with
// no OFFSET. The chunk's URL names k too, so a chunk stays valid when the index later splits finer.
import { and, asc, count, gte, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import { tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { site } from '@/lib/config/public';
import { sitemapUrlLimit } from '@/lib/seo/sitemap';
import { anonymousViewer, visibleTenders } from './queries';

/** Average fill a chunk is split at: half the protocol's limit, so tenders added later never overflow one. */
const chunkTarget = sitemapUrlLimit / 2;
/** The id space is counted in buckets of its first three hex digits: up to 4,096 chunks, 100 million tenders. */
export const bucketDigits = 3;
const bucketCount = 16 ** bucketDigits;

export interface TenderChunk {
  /** 0 ≤ index < of. */
  index: number;
  /** How many chunks the id space is cut into: a power of two. */
  of: number;
  count: number;
  lastModified: Date;
}

/** Public, not sample data, and in the edition's countries (the AT edition lists only Austrian tenders). */
function listedTenders(...conditions: (SQL | undefined)[]): SQL {
  const scope = site.scopeCountries.length > 0 ? inArray(tenders.countryCode, site.scopeCountries) : undefined;
  return visibleTenders(anonymousViewer, { includeSamples: false }, scope, ...conditions);
}

/** Whether `of` is a chunk count this module could have made. */
export function isChunkCount(of: number): boolean {
  return Number.isInteger(of) && of >= 1 && of <= bucketCount && (of & (of - 1)) === 0;
}

/**
 * The chunks of the sitemap index, non-empty ones only, cut finer until none holds more than `target`:
 * one pass over the listed tenders.
 */
export async function planTenderChunks(db: Database, target = chunkTarget): Promise<TenderChunk[]> {
  // A literal, not a parameter: Postgres matches the GROUP BY expression to the selected one by its text.
  const bucket = sql<string>`substr(${tenders.id}, 1, ${sql.raw(String(bucketDigits))})`;
  const rows = await db
    .select({ bucket, count: count(), lastModified: max(tenders.updatedAt) })
    .from(tenders)
    .where(listedTenders())
    .groupBy(bucket);
  return chunksOfBuckets(rows, target);
}

/**
 * Chunks from the counts of the id space's buckets (first `bucketDigits` hex digits of ids that are uniform
 * hashes), cut finer until none holds more than `target`. Shared by every sitemap of hashed ids.
 */
export function chunksOfBuckets(
  rows: readonly { bucket: string; count: number; lastModified: Date | null }[],
  target = chunkTarget,
): TenderChunk[] {
  const buckets = rows.flatMap((row) =>
    /^[0-9a-f]+$/.test(row.bucket) && row.lastModified
      ? [{ bucket: parseInt(row.bucket, 16), count: row.count, lastModified: row.lastModified }]
      : [],
  );

  let of = 1;
  let chunks = groupBuckets(buckets, of);
  while (of < bucketCount && chunks.some((chunk) => chunk.count > target)) {
    of *= 2;
    chunks = groupBuckets(buckets, of);
  }
  return chunks;
}

function groupBuckets(
  buckets: readonly { bucket: number; count: number; lastModified: Date }[],
  of: number,
): TenderChunk[] {
  const chunks = new Map<number, TenderChunk>();
  for (const bucket of buckets) {
    const index = Math.floor((bucket.bucket * of) / bucketCount);
    const chunk = chunks.get(index);
    if (!chunk) chunks.set(index, { index, of, count: bucket.count, lastModified: bucket.lastModified });
    else {
      chunk.count += bucket.count;
      if (bucket.lastModified > chunk.lastModified) chunk.lastModified = bucket.lastModified;
    }
  }
  return [...chunks.values()].sort((a, b) => a.index - b.index);
}

/** The first id of chunk `index` of `of`, as 16 hex digits; null past the end of the id space. */
export function chunkStart(index: number, of: number): string | null {
  if (index >= of) return null;
  const start = (BigInt(index) << 64n) / BigInt(of);
  return start.toString(16).padStart(16, '0');
}

/** The tenders of one chunk, in id order, never more than the protocol allows. */
export async function tendersOfChunk(
  db: Database,
  index: number,
  of: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  const start = chunkStart(index, of);
  if (start === null) return [];
  const end = chunkStart(index + 1, of);
  return db
    .select({ id: tenders.id, updatedAt: tenders.updatedAt })
    .from(tenders)
    .where(listedTenders(and(gte(tenders.id, start), end === null ? undefined : lt(tenders.id, end))))
    .orderBy(asc(tenders.id))
    .limit(sitemapUrlLimit);
}

/** The countries with listed tenders, for their landing pages (`/tenders?country=XX`), and their last change. */
export async function listedCountries(db: Database): Promise<{ countryCode: string; lastModified: Date }[]> {
  const rows = await db
    .select({ countryCode: tenders.countryCode, lastModified: max(tenders.updatedAt) })
    .from(tenders)
    .where(listedTenders())
    .groupBy(tenders.countryCode)
    .orderBy(asc(tenders.countryCode));
  return rows.flatMap((row) =>
    row.lastModified ? [{ countryCode: row.countryCode, lastModified: row.lastModified }] : [],
  );
}
