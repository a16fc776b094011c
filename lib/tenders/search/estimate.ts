// What the planner expects of a match set, asked before searching it (EXPLAIN only plans: nothing is read).
// A match set far beyond the exact-count limit is counted and sampled differently from a small one.
import { sql, type SQL } from 'drizzle-orm';
import { tenders } from '@/lib/db/schema';
import { queryRows, type Database } from '@/lib/db';

// The factors were measured at 1M tenders (bench/README.md, "Why the search reads as it does").
/** "Far beyond": the planner expects at least this many times the exact-count limit. */
const broadFactor = 12;
/** "Beyond": at least this many times; facets are then estimates anyway, read from a sample. */
const largeFactor = 5;
/**
 * A facet sample (2,000 rows) of a set this many times the limit is found sooner by walking an index of the
 * open calls than by a bitmap of every match; a full pass of 10,001 rows never is.
 */
const walkSampleFactor = 9;
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
  /** Whether a facet sample of the set is read walking an index (see walkSampleFactor). */
  walkSample: boolean;
  /** Whether the estimate is twice `limit`: surely beyond it, if the estimate is measured (see SearchCondition). */
  beyond: boolean;
}

export async function estimateMatches(db: Database, where: SQL, limit: number): Promise<MatchEstimate> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`explain (format json) select 1 from ${tenders} where ${where}`,
  );
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
 * Runs `read` walking an index when told to `walk` (a sample of a large set, see walkSampleFactor): bitmap
 * scans off, and sequential scans too. With bitmaps alone off, the planner chose a sequential scan, counting
 * on the matches to be spread evenly over the table; but open calls are the newest rows, which daily
 * ingestion appends at the end, and a synchronized scan starts wherever another scan of the table is: under
 * load such a sample took forty times as long.
 */
export async function readMatches<T>(db: Database, walk: boolean, read: (db: Database) => Promise<T>): Promise<T> {
  return walk ? withoutScan(db, ['bitmapscan', 'seqscan'], read) : read(db);
}

type Scan = 'bitmapscan' | 'seqscan';

/** Runs `read` in a transaction whose planner may not choose `scans` (`set local`: this transaction only). */
export async function withoutScan<T>(
  db: Database,
  scans: readonly Scan[],
  read: (db: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    for (const scan of scans) await tx.execute(sql.raw(`set local enable_${scan} = off`));
    return read(tx);
  });
}
