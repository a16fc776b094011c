// Keeping stored tender statuses current. Readers never depend on it (a page computes 'closed' from the
// deadline, and search tests the deadline itself), but the search indexes cover open calls for competition
// only: a call whose deadline passed and still says 'open' sits in every one of them, and each search
// reads its row only to drop it. Closing them keeps those indexes to what is really open.
import { sql } from 'drizzle-orm';
import { tenders } from '@/lib/db/schema';
import { queryRows, toNumber, type Database } from '@/lib/db';

/** How often a running server closes the calls whose deadline passed. */
export const closeExpiredEveryMs = 15 * 60 * 1000;

/**
 * Marks open tenders whose deadline has passed as closed; returns how many. `updated_at` stays: the content
 * did not change (pages already showed them closed), so sitemaps keep their lastmod.
 */
export async function closeExpiredTenders(db: Database, now: Date = new Date()): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`with closed as (
          update ${tenders} set status = 'closed'
          where ${tenders.status} = 'open' and ${tenders.deadlineDate} <= ${now.toISOString()}::timestamptz
          returning 1)
        select count(*) as n from closed`,
  );
  return toNumber(row?.n);
}
