// The jobs table's statements: enqueue (deduplicated), read, claim (SKIP LOCKED), and the end of an attempt.
// Every write after a claim holds only while the worker still has the lease (same locked_by and attempt).
//
// Fairness: claiming takes the most urgent priority first, then the earliest turn. A job's turn is the head of its
// priority (the least turn of its due jobs) or the end of its owner's last job there (that job's turn plus its cost),
// whichever is later: start-time fair queueing, with turns measured in the time jobs take. An owner with a hundred
// jobs queued gets every other claim once a second owner queues one, an owner who comes later is not served a run
// of claims ahead of those already waiting, and a thousand quick jobs weigh no more than a few slow ones.
import { and, desc, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  jobs,
  jobKinds,
  jobPriorities,
  type Database,
  type JobKind,
  type JobPriority,
  type JobRow,
  type JobStatus,
} from '@/lib/db';
import { notifyJobEnqueued } from './wake';

/**
 * The priority of each kind when its enqueuer names none: reports and answers someone is waiting for first,
 * documents (fetching, reading, OCR), which may take minutes a file and come by the hundred, last. Migration 0023
 * gave the jobs queued before it the same.
 */
export const kindPriorities: Readonly<Record<JobKind, JobPriority>> = {
  summary_report: 'interactive',
  compliance_report: 'interactive',
  chatbot_chat_response: 'interactive',
  cpv_codes: 'normal',
  platform_need_full_discovery: 'normal',
  currency_exchange_rate: 'normal',
  billing_payment_failed_mail: 'normal',
  alerts_match: 'normal',
  credits_monthly_grant: 'normal',
  webhook_delivery: 'normal',
  tender_documents_fetch: 'bulk',
  tender_files_processed: 'bulk',
  document_ocr: 'bulk',
};

export interface EnqueueJob {
  kind: JobKind;
  payload?: unknown;
  /** Same kind and key while a job is pending or running: that job is returned instead of a new one. */
  dedupeKey?: string | null;
  /** The user whose action queued the job; null (the default) for the system's own work. */
  ownerId?: string | null;
  tenderId?: string | null;
  runAfter?: Date;
  maxAttempts?: number;
  /** Default: the kind's (`kindPriorities`). */
  priority?: JobPriority;
  /** Pages of document work the job holds, counted in its owner's queued pages (`queuedPages`). */
  pages?: number;
}

/** The claim a worker holds on a running job; it is lost when another worker claims the job again. */
export interface JobLease {
  id: string;
  workerId: string;
  attempts: number;
}

export const defaultMaxAttempts = 5;
const retryBaseMs = 10_000;
const retryMaxMs = 60 * 60_000;
const errorMaxLength = 2000;
const live: JobStatus[] = ['pending', 'running'];
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isJobId(id: string): boolean {
  return uuidPattern.test(id);
}

/** Delay before retry number `attempts` + 1: doubling from 10 s up to an hour, half of it random (jitter). */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export async function enqueueJob(db: Database, job: EnqueueJob): Promise<JobRow> {
  if (!jobKinds.includes(job.kind)) throw new RangeError(`Unknown job kind "${String(job.kind)}".`);
  const maxAttempts = job.maxAttempts ?? defaultMaxAttempts;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new RangeError(`maxAttempts must be a whole number of at least 1 (got ${maxAttempts}).`);
  }
  const pages = job.pages ?? 0;
  if (!Number.isInteger(pages) || pages < 0) {
    throw new RangeError(`pages must be a whole number of at least 0 (got ${pages}).`);
  }
  const priority = jobPriorities[job.priority ?? kindPriorities[job.kind]];
  if (priority === undefined) throw new RangeError(`Unknown job priority "${String(job.priority)}".`);
  const ownerId = job.ownerId ?? null;
  const runAfter = job.runAfter ?? new Date();
  const values = {
    kind: job.kind,
    payload: job.payload ?? {},
    dedupeKey: job.dedupeKey ?? null,
    ownerId,
    tenderId: job.tenderId ?? null,
    runAfter,
    maxAttempts,
    priority,
    pages,
    cost: jobCost(job.kind, pages),
    turn: nextTurn(ownerId, priority, runAfter),
  };
  // The partial unique index decides between concurrent enqueuers; the loser reads the winner's job. If that
  // job finished in between, nothing is live any more and inserting again is right.
  for (let round = 0; round < 3; round++) {
    const [inserted] = await db.insert(jobs).values(values).onConflictDoNothing().returning();
    if (inserted) {
      notifyJobEnqueued();
      return inserted;
    }
    const key = values.dedupeKey;
    if (key === null) break; // only the dedupe index can refuse a row; anything else is not ours to hide
    const [existing] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, job.kind), eq(jobs.dedupeKey, key), inArray(jobs.status, live)))
      .limit(1);
    if (existing) return existing;
  }
  throw new Error(`Could not enqueue the ${job.kind} job "${values.dedupeKey}": a conflicting job kept changing.`);
}

/**
 * When an owner's new job gets its turn: at the head of its priority (the turn claimed next) or when the owner's last
 * job there is done (its turn plus its cost), whichever is later. Within a turn the job due first goes first. So a
 * new owner's job comes next, an owner's many jobs are spread out by the time each takes, and one owner's quick jobs
 * do not buy them turns ahead of another's slow ones.
 */
function nextTurn(ownerId: string | null, priority: number, runAfter: Date): SQL {
  const owner = ownerId === null ? sql`o.owner_id is null` : sql`o.owner_id = ${ownerId}`;
  const due = sql`${runAfter.toISOString()}::timestamptz`;
  // Status as literals, so that the partial indexes serve both look-ups. The owner's jobs due later than this one
  // (a retry, a job put off) do not push it back: among its owner's jobs it keeps its place by time.
  return sql`coalesce(greatest(
    (select min(h.turn) from ${jobs} h
      where h.priority = ${priority} and h.status = 'pending' and h.run_after <= ${due}),
    (select o.turn + o.cost from ${jobs} o
      where ${owner} and o.priority = ${priority} and o.status in ('pending', 'running') and o.run_after <= ${due}
      order by o.turn desc limit 1)
  ), 1)`;
}

/**
 * About how long a job keeps a worker busy, in tenths of a second: OCR about two seconds a page, reading a file's
 * text a fraction of one, a fetch a few seconds; everything else little.
 */
export function jobCost(kind: JobKind, pages: number): number {
  switch (kind) {
    case 'document_ocr':
      return 20 * Math.max(1, pages);
    case 'tender_files_processed':
      return 1 + Math.floor(pages / 20);
    case 'tender_documents_fetch':
      return 30;
    default:
      return 1;
  }
}

/** The pages of document work an owner has queued or running (uploads being read, scans waiting for OCR). */
export async function queuedPages(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ pages: sql<number>`coalesce(sum(${jobs.pages}), 0)`.mapWith(Number) })
    .from(jobs)
    .where(and(eq(jobs.ownerId, ownerId), sql`${jobs.status} in ('pending', 'running')`));
  return row?.pages ?? 0;
}

export async function getJob(db: Database, id: string): Promise<JobRow | null> {
  if (!isJobId(id)) return null;
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

export interface JobFilter {
  ownerId?: string;
  tenderId?: string;
  kinds?: readonly JobKind[];
  statuses?: readonly JobStatus[];
  /** Jobs with one of these dedupe keys (e.g. the files a page shows, to read their progress). */
  dedupeKeys?: readonly string[];
  /** Newest first, this many at most (default 100). */
  limit?: number;
}

export async function listJobs(db: Database, filter: JobFilter = {}): Promise<JobRow[]> {
  const conditions: (SQL | undefined)[] = [
    filter.ownerId === undefined ? undefined : eq(jobs.ownerId, filter.ownerId),
    filter.tenderId === undefined ? undefined : eq(jobs.tenderId, filter.tenderId),
    filter.kinds === undefined ? undefined : inArray(jobs.kind, [...filter.kinds]),
    filter.statuses === undefined ? undefined : inArray(jobs.status, [...filter.statuses]),
    filter.dedupeKeys === undefined ? undefined : inArray(jobs.dedupeKey, [...filter.dedupeKeys]),
  ];
  return db
    .select()
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(filter.limit ?? 100);
}

export interface Claim {
  workerId: string;
  kinds: readonly JobKind[];
  leaseMs: number;
  now?: Date;
  /** Only jobs of this priority or a more urgent one (a slot kept for interactive work). */
  upTo?: JobPriority;
}

/**
 * Claims the next job of these kinds in one statement: a pending job whose time has come, or a running one
 * whose lease expired (its worker died), the most urgent first and owners in turn. Other workers skip the row
 * locked here instead of waiting for it.
 */
export async function claimJob(db: Database, claim: Claim): Promise<JobRow | null> {
  if (claim.kinds.length === 0) return null;
  const now = claim.now ?? new Date();
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...claim.kinds]),
        claim.upTo === undefined ? undefined : lte(jobs.priority, jobPriorities[claim.upTo]),
        // Status as literals, not parameters, so that even a generic plan can use the partial claim index.
        or(
          and(sql`${jobs.status} = 'pending'`, lte(jobs.runAfter, now)),
          and(sql`${jobs.status} = 'running'`, lt(jobs.lockedUntil, now), lt(jobs.attempts, jobs.maxAttempts)),
        ),
      ),
    )
    .orderBy(jobs.priority, jobs.turn, jobs.runAfter, jobs.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: claim.workerId,
      lockedUntil: new Date(now.getTime() + claim.leaseMs),
      progress: 0,
      progressMessage: null,
      updatedAt: now,
    })
    .where(eq(jobs.id, sql`(${next})`))
    .returning();
  return claimed ?? null;
}

/** Jobs whose worker died on their last allowed attempt: failed, since claiming them again would exceed it. */
export async function failAbandonedJobs(db: Database, kinds: readonly JobKind[], now = new Date()): Promise<number> {
  if (kinds.length === 0) return 0;
  const failed = await db
    .update(jobs)
    .set({
      status: 'failed',
      error: sql`'The job stopped without finishing on each of its ' || ${jobs.attempts} || ' attempts (its worker stopped responding).'`,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        sql`${jobs.status} = 'running'`,
        lt(jobs.lockedUntil, now),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .returning({ id: jobs.id });
  return failed.length;
}

const holds = (lease: JobLease) =>
  and(
    eq(jobs.id, lease.id),
    eq(jobs.status, 'running'),
    eq(jobs.lockedBy, lease.workerId),
    eq(jobs.attempts, lease.attempts),
  );

async function updateHeld(db: Database, lease: JobLease, values: PgUpdateSetSource<typeof jobs>): Promise<boolean> {
  const rows = await db.update(jobs).set(values).where(holds(lease)).returning({ id: jobs.id });
  return rows.length > 0;
}

/** Extends the lease; false when the worker lost it (another worker claimed the job). */
export function renewLease(db: Database, lease: JobLease, leaseMs: number, now = new Date()): Promise<boolean> {
  return updateHeld(db, lease, { lockedUntil: new Date(now.getTime() + leaseMs), updatedAt: now });
}

export function writeProgress(
  db: Database,
  lease: JobLease,
  percent: number,
  message: string | null,
  now = new Date(),
): Promise<boolean> {
  return updateHeld(db, lease, { progress: percent, progressMessage: message, updatedAt: now });
}

/** The attempt succeeded; false (and nothing written) when the worker no longer holds the lease. */
export function completeJob(db: Database, lease: JobLease, now = new Date()): Promise<boolean> {
  return updateHeld(db, lease, {
    status: 'generated',
    progress: 100,
    error: null,
    lockedBy: null,
    lockedUntil: null,
    finishedAt: now,
    updatedAt: now,
  });
}

/**
 * The attempt failed: back to pending after a back-off, or failed for good when it was the last attempt
 * or the error is permanent. Returns the status written, or null when the worker no longer holds the lease.
 */
export async function failAttempt(
  db: Database,
  lease: JobLease,
  failure: { message: string; permanent: boolean },
  now = new Date(),
  random: () => number = Math.random,
): Promise<JobStatus | null> {
  const final = failure.permanent ? sql`true` : sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
  const [row] = await db
    .update(jobs)
    .set({
      status: sql`case when ${final} then 'failed' else 'pending' end`,
      error: failure.message.slice(0, errorMaxLength),
      runAfter: new Date(now.getTime() + retryDelayMs(lease.attempts, random)),
      finishedAt: sql`case when ${final} then ${now.toISOString()}::timestamptz end`,
      // A retry starts from nothing; a failed job keeps how far it got.
      progress: sql`case when ${final} then ${jobs.progress} else 0 end`,
      progressMessage: sql`case when ${final} then ${jobs.progressMessage} end`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(holds(lease))
    .returning({ status: jobs.status });
  return row?.status ?? null;
}

/** Gives the job back unfinished (the worker is stopping): pending at once, the attempt not counted. */
export function releaseJob(db: Database, lease: JobLease, now = new Date()): Promise<boolean> {
  return updateHeld(db, lease, {
    status: 'pending',
    attempts: sql`${jobs.attempts} - 1`,
    runAfter: now,
    progress: 0,
    progressMessage: null,
    lockedBy: null,
    lockedUntil: null,
    updatedAt: now,
  });
}
