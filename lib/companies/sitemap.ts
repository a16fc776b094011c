// The company pages the sitemaps list: every company (all are built from public, real tenders), in the AT
// edition those with a win in its countries. Chunked by id like the tenders (ids are uniform hashes).
import { and, asc, count, exists, gte, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import { site } from '@/lib/config/public';
import { companies, companyWins } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { sitemapUrlLimit } from '@/lib/seo/sitemap';
import { bucketDigits, chunkStart, chunksOfBuckets, type TenderChunk } from '@/lib/tenders';

export type CompanyChunk = TenderChunk;

function listedCompanies(db: Database, ...conditions: (SQL | undefined)[]): SQL | undefined {
  const scope =
    site.scopeCountries.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(companyWins)
            .where(
              and(
                sql`${companyWins.companyId} = ${companies.id}`,
                inArray(companyWins.countryCode, [...site.scopeCountries]),
              ),
            ),
        )
      : undefined;
  return and(scope, ...conditions);
}

export async function planCompanyChunks(db: Database): Promise<CompanyChunk[]> {
  const bucket = sql<string>`substr(${companies.id}, 1, ${sql.raw(String(bucketDigits))})`;
  const rows = await db
    .select({ bucket, count: count(), lastModified: max(companies.updatedAt) })
    .from(companies)
    .where(listedCompanies(db))
    .groupBy(bucket);
  return chunksOfBuckets(rows);
}

export async function companiesOfChunk(
  db: Database,
  index: number,
  of: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  const start = chunkStart(index, of);
  if (start === null) return [];
  const end = chunkStart(index + 1, of);
  return db
    .select({ id: companies.id, updatedAt: companies.updatedAt })
    .from(companies)
    .where(listedCompanies(db, gte(companies.id, start), end === null ? undefined : lt(companies.id, end)))
    .orderBy(asc(companies.id))
    .limit(sitemapUrlLimit);
}
