// What the planner expects of a match set, asked before searching it (EXPLAIN only plans: nothing is read).
// A match set far beyond the exact-count limit is counted and sampled differently from a small one.
import { sql, type SQL } from 'drizzle-orm';
import { tenders } from '@/lib/db/schema';
import { queryRows } from '@/lib/db/rows';
import type { Database } from '@/lib/db/types';

// The factors were measured at 1M tenders on estimates that came out 2.4 times too low (the deadline test was
// counted twice; see SearchCondition.estimateWhere), so they are 2.4 times what they were then: the same sets.
/** "Far beyond": the planner expects at least this many times the exact-count limit. */
const broadFactor = 12;
/** "Beyond": at least this many times; facets are then estimates anyway, read from a sample. */
const largeFactor = 5;
/**
 * A facet sample (2,000 rows) of a set this many times the limit is found sooner by walking the rows than by a
 * bitmap of every match. Measured at 1M tenders, open calls: "maintenance" (estimate 42k) took 29 ms by
 * bitmap and 56 walking, "buildings" (68k) 63 and 26, "construction" (92k) 82 and 26; the two meet near 58k.
 * The GIN index hands over every match of a word at 0.4 to 0.8 µs each before the first row is read.
 */
const walkSampleFactor = 6;
/** A measured estimate this many times the limit is surely beyond it (measured estimates are within 20%). */
const surelyBeyondFactor = 2;

export interface MatchEstimate {
  /** The planner's estimate of the matches. */
  rows: number;
  /**
   * Whether the estimate is far beyond `limit`. Estimates of common words come from the lexeme statistics
   * and are close; results never depend on this flag being right, only how they are read.
   */
  broad: boolean;
  /** Whether the estimate is well beyond `limit` (facets are sampled). */
  large: boolean;
  /** Whether a facet sample of the set is read with bitmap scans off (see walkSampleFactor). */
  walkSample: boolean;
  /** Whether the estimate is twice `limit`: surely beyond it, if the estimate is measured (see SearchCondition). */
  beyond: boolean;
}

export async function estimateMatches(db: Database, where: SQL, limit: number): Promise<MatchEstimate> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`explain (format json) select 1 from ${tenders} where ${where}`);
  const value = row ? Object.values(row)[0] : null;
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as [{ Plan: { 'Plan Rows': number } }];
  const rows = plan[0].Plan['Plan Rows'];
  return {
    rows,
    broad: rows >= broadFactor * limit,
    large: rows >= largeFactor * limit,
    walkSample: rows >= walkSampleFactor * limit,
    beyond: rows >= surelyBeyondFactor * limit,
  };
}

/**
 * Runs `read` with bitmap scans off when told to `walk` (a broad set, or a sample of a large one). Reading
 * the first few thousand matches of a word in a quarter of the open calls, a scan that stops there takes
 * 39 ms; a bitmap of every match first takes 160 ms (216,793 row ids from the GIN index), and the planner's
 * GIN costing does not see it.
 */
export async function readMatches<T>(db: Database, walk: boolean, read: (db: Database) => Promise<T>): Promise<T> {
  return walk ? withoutScan(db, 'bitmapscan', read) : read(db);
}

/** Runs `read` in a transaction whose planner may not choose `scan` (`set local`: this transaction only). */
export async function withoutScan<T>(db: Database, scan: 'bitmapscan' | 'seqscan', read: (db: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local enable_${scan} = off`));
    return read(tx);
  });
}
