// Attempt counters in Postgres, so limits hold across processes and restarts. By default counts are kept per fixed
// window, and a window's count is judged together with the previous window's, weighted by how much of it still
// lies within the last `windowSeconds` (a sliding-window estimate): with fixed windows alone, attempts either side
// of a boundary would get twice the limit. The same estimate says when a refused subject may try again, which is
// usually later than the end of the current window. A limit with `bucketSeconds` keeps its counts per small bucket
// instead and sums the buckets of the last `windowSeconds`: exact to a bucket, so the wait it states is the real
// one (the contact form says "60 minutes" an hour's worth of messages before they all leave the hour).
import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb, queryRows, rateLimits as rateLimitsTable, toNumber } from '@/lib/db';

export interface RateLimit {
  max: number;
  windowSeconds: number;
  /** Count per bucket of this many seconds over the last `windowSeconds` (exact), not by the estimate. */
  bucketSeconds?: number;
}

/**
 * Every limit in the product, by purpose. Subjects: `auth.password` an email address and a client together (a
 * stranger's wrong passwords do not lock the owner out elsewhere); `auth.client` a client's sign-ins and
 * sign-ups together, Supabase's default of 30 per 5 minutes per IP address; `auth.email` an address, Supabase's
 * default of 2 emails an hour; `auth.email.client` the emails one client asks for (recovery, confirmation);
 * `contact.form` a client; `documents.upload` a user's uploaded files, per hour; `documents.fetch` the fetches of a
 * public tender's documents a user starts (each downloads from a buyer's portal and reads what it finds);
 * `analysis.chat` a user's questions to the tender chat, per day. The `max` of `documents.upload` and `analysis.chat`
 * is the user's plan's allowance (lib/billing's planLimits), passed with each hit.
 */
export const rateLimits = {
  'auth.password': { max: 10, windowSeconds: 300 },
  'auth.client': { max: 30, windowSeconds: 300 },
  'auth.email': { max: 2, windowSeconds: 3600 },
  'auth.email.client': { max: 10, windowSeconds: 3600 },
  'contact.form': { max: 5, windowSeconds: 3600, bucketSeconds: 1 },
  'documents.upload': { max: 60, windowSeconds: 3600 },
  'documents.fetch': { max: 30, windowSeconds: 3600 },
  'analysis.chat': { max: 20, windowSeconds: 86_400, bucketSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitPurpose = keyof typeof rateLimits;

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts still allowed in this window. */
  remaining: number;
  limit: number;
  /** When refused: the earliest instant the next attempt is allowed, if none is made before. Otherwise now. */
  retryAt: Date;
  /** When refused: whole seconds until `retryAt`, at least 1. Otherwise 0. */
  retryAfterSeconds: number;
}

export interface RateLimitOptions {
  /** The clock, for tests; defaults to the current time. */
  now?: Date;
  /** This subject's allowance instead of the purpose's `max` (a plan's); an override set for the process wins. */
  max?: number;
}

/** Thrown by `enforce`; route handlers answer 429 with a Retry-After of `retryAfterSeconds`. */
export class RateLimitError extends Error {
  constructor(
    readonly purpose: RateLimitPurpose,
    readonly retryAfterSeconds: number,
    readonly retryAt: Date,
    readonly limit: number,
  ) {
    super(`Too many attempts. Try again in ${describeWait(retryAfterSeconds)}.`);
    this.name = 'RateLimitError';
  }
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

// On globalThis so every bundle of this module (route handlers, actions) sees the same overrides.
const holder = globalThis as typeof globalThis & {
  __tenderscopeRateLimitOverrides?: Partial<Record<RateLimitPurpose, RateLimit>>;
};

/** Lowers (or raises) limits for this process, e.g. so tests reach a limit in a few attempts. */
export function setRateLimitOverrides(overrides: Partial<Record<RateLimitPurpose, RateLimit>>): void {
  for (const [purpose, limit] of Object.entries(overrides)) {
    if (!(purpose in rateLimits)) throw new Error(`Unknown rate limit purpose "${purpose}".`);
    if (
      !Number.isInteger(limit.max) ||
      limit.max < 1 ||
      !Number.isInteger(limit.windowSeconds) ||
      limit.windowSeconds < 1 ||
      (limit.bucketSeconds !== undefined &&
        (!Number.isInteger(limit.bucketSeconds) ||
          limit.bucketSeconds < 1 ||
          limit.windowSeconds % limit.bucketSeconds !== 0))
    ) {
      throw new Error(
        `Rate limit override for "${purpose}" needs whole numbers max >= 1 and windowSeconds >= 1 (and bucketSeconds >= 1 dividing it).`,
      );
    }
  }
  holder.__tenderscopeRateLimitOverrides = { ...holder.__tenderscopeRateLimitOverrides, ...overrides };
}

export function clearRateLimitOverrides(): void {
  holder.__tenderscopeRateLimitOverrides = undefined;
}

/** The limit in force for a purpose: an override if one is set, else the registry's (with a subject's `max`). */
export function getRateLimit(purpose: RateLimitPurpose, max?: number): RateLimit {
  const override = holder.__tenderscopeRateLimitOverrides?.[purpose];
  if (override) return override;
  const limit = rateLimits[purpose];
  if (!limit) throw new Error(`Unknown rate limit purpose "${purpose}".`);
  return max !== undefined && Number.isInteger(max) && max >= 1 ? { ...limit, max } : limit;
}

const MAX_SUBJECT_LENGTH = 256;

/**
 * Trims, lower-cases email addresses (so `A@x.eu` and `a@x.eu` share one counter) and hashes
 * overlong subjects, so attacker-chosen input cannot bloat the table.
 */
export function normaliseSubject(subject: string): string {
  let normalised = subject.trim();
  if (normalised === '') throw new Error('A rate limit subject must not be empty.');
  if (normalised.includes('@')) normalised = normalised.toLowerCase();
  if (normalised.length > MAX_SUBJECT_LENGTH) {
    normalised = `sha256:${createHash('sha256').update(normalised).digest('hex')}`;
  }
  return normalised;
}

interface Window {
  windowMs: number;
  windowStart: Date;
  previousStart: Date;
  resetAt: Date;
  /** How far into the current window `now` lies. */
  elapsedMs: number;
}

function windowOf(limit: RateLimit, now: Date): Window {
  const windowMs = limit.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return {
    windowMs,
    windowStart: new Date(start),
    previousStart: new Date(start - windowMs),
    resetAt: new Date(start + windowMs),
    elapsedMs: now.getTime() - start,
  };
}

/**
 * The previous window's hits by the part of it still within the last `windowSeconds` (all of it at the
 * boundary, none at the end), rounded up: a limit errs on the side of refusing. In whole numbers until the
 * one division, so a share that is exactly whole is not pushed over by a rounding error.
 */
function weighted(previous: number, window: Window): number {
  return Math.ceil((previous * (window.windowMs - window.elapsedMs)) / window.windowMs);
}

/**
 * When the next attempt passes, given the hits stored for the current and the previous window and no attempt
 * in between: later in this window, once the previous window weighs in little enough, or else in the next
 * window, once this one does. With `previous` p weighing in as ceil(p·(W−t)/W) at t into a window of length W,
 * the attempt passes when that plus the window's own hits stays within the limit.
 */
function nextAllowedAt(limit: RateLimit, window: Window, current: number, previous: number): Date {
  const room = limit.max - 1 - current;
  if (room >= 0) {
    // Passes now if previous <= room; callers ask only when it does not.
    if (previous <= room) return new Date(window.windowStart.getTime() + window.elapsedMs);
    // ceil(p·(W−t)/W) <= room  ⇔  t >= W·(p−room)/p
    return new Date(window.windowStart.getTime() + Math.ceil((window.windowMs * (previous - room)) / previous));
  }
  // In the next window this one is the previous: 1 + ceil(c·(W−t)/W) <= max  ⇔  t >= W·(c−max+1)/c
  return new Date(window.resetAt.getTime() + Math.ceil((window.windowMs * (current - limit.max + 1)) / current));
}

async function previousHits(purpose: RateLimitPurpose, subject: string, window: Window): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ hits: rateLimitsTable.hits })
    .from(rateLimitsTable)
    .where(
      and(
        eq(rateLimitsTable.purpose, purpose),
        eq(rateLimitsTable.subject, subject),
        eq(rateLimitsTable.windowStart, window.previousStart),
      ),
    );
  return toNumber(row?.hits);
}

/**
 * Judges an attempt from the stored hits of the current and the previous window: the one just counted
 * (`pending` 0, as `hit` does) or the next one (`pending` 1, as `peek` asks).
 */
function toResult(
  limit: RateLimit,
  window: Window,
  current: number,
  previous: number,
  pending: 0 | 1,
  now: Date,
): RateLimitResult {
  const hits = current + weighted(previous, window);
  const allowed = hits + pending <= limit.max;
  const retryAt = allowed ? now : nextAllowedAt(limit, window, current, previous);
  return {
    allowed,
    remaining: Math.max(0, limit.max - hits),
    limit: limit.max,
    retryAt,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)),
  };
}

interface Bucket {
  start: number;
  hits: number;
}

/** The buckets of a subject that still count at `now`: those that started within the last window. */
async function recentBuckets(
  purpose: RateLimitPurpose,
  subject: string,
  limit: RateLimit,
  now: Date,
): Promise<Bucket[]> {
  const db = await getDb();
  const rows = await db
    .select({ windowStart: rateLimitsTable.windowStart, hits: rateLimitsTable.hits })
    .from(rateLimitsTable)
    .where(
      and(
        eq(rateLimitsTable.purpose, purpose),
        eq(rateLimitsTable.subject, subject),
        gt(rateLimitsTable.windowStart, new Date(now.getTime() - limit.windowSeconds * 1000)),
      ),
    );
  return rows
    .map((row) => ({ start: row.windowStart.getTime(), hits: toNumber(row.hits) }))
    .sort((a, b) => a.start - b.start);
}

/**
 * Judges an attempt by the exact count of the last window (`pending` as in toResult). Refused, the next attempt
 * passes once enough of the oldest buckets have left the window, each a window after it started.
 */
function toBucketResult(limit: RateLimit, buckets: Bucket[], pending: 0 | 1, now: Date): RateLimitResult {
  const hits = buckets.reduce((sum, bucket) => sum + bucket.hits, 0);
  const allowed = hits + pending <= limit.max;
  let retryAt = now;
  if (!allowed) {
    let remaining = hits;
    for (const bucket of buckets) {
      if (remaining + 1 <= limit.max) break;
      remaining -= bucket.hits;
      retryAt = new Date(bucket.start + limit.windowSeconds * 1000);
    }
  }
  return {
    allowed,
    remaining: Math.max(0, limit.max - hits),
    limit: limit.max,
    retryAt,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Counts one attempt and says whether it is within the limit; one atomic upsert, safe under concurrency. */
export async function hit(
  purpose: RateLimitPurpose,
  subject: string,
  opts: RateLimitOptions = {},
): Promise<RateLimitResult> {
  const now = opts.now ?? new Date();
  const limit = getRateLimit(purpose, opts.max);
  const window = windowOf(limit, now);
  const key = normaliseSubject(subject);
  const db = await getDb();
  const bucket =
    limit.bucketSeconds === undefined ? null : windowOf({ ...limit, windowSeconds: limit.bucketSeconds }, now);
  const [row] = await db
    .insert(rateLimitsTable)
    // Kept one window longer than it counts on its own: the next window weighs it in. A bucket counts for a
    // window after it starts.
    .values({
      purpose,
      subject: key,
      windowStart: bucket ? bucket.windowStart : window.windowStart,
      hits: 1,
      expiresAt: new Date(
        (bucket ? bucket.windowStart.getTime() : window.resetAt.getTime()) + limit.windowSeconds * 1000,
      ),
    })
    .onConflictDoUpdate({
      target: [rateLimitsTable.purpose, rateLimitsTable.subject, rateLimitsTable.windowStart],
      set: { hits: sql`${rateLimitsTable.hits} + 1` },
    })
    .returning({ hits: rateLimitsTable.hits });
  if (bucket) return toBucketResult(limit, await recentBuckets(purpose, key, limit, now), 0, now);
  const current = toNumber(row?.hits);
  const previous = await previousHits(purpose, key, window);
  return toResult(limit, window, current, previous, 0, now);
}

/** The state of the current window without counting an attempt: `allowed` says whether the next one would be. */
export async function peek(
  purpose: RateLimitPurpose,
  subject: string,
  opts: RateLimitOptions = {},
): Promise<RateLimitResult> {
  const now = opts.now ?? new Date();
  const limit = getRateLimit(purpose, opts.max);
  const window = windowOf(limit, now);
  const key = normaliseSubject(subject);
  if (limit.bucketSeconds !== undefined) {
    return toBucketResult(limit, await recentBuckets(purpose, key, limit, now), 1, now);
  }
  const db = await getDb();
  const [row] = await db
    .select({ hits: rateLimitsTable.hits })
    .from(rateLimitsTable)
    .where(
      and(
        eq(rateLimitsTable.purpose, purpose),
        eq(rateLimitsTable.subject, key),
        eq(rateLimitsTable.windowStart, window.windowStart),
      ),
    );
  const current = toNumber(row?.hits);
  const previous = await previousHits(purpose, key, window);
  return toResult(limit, window, current, previous, 1, now);
}

/** Counts an attempt and throws a RateLimitError when it is over the limit. */
export async function enforce(
  purpose: RateLimitPurpose,
  subject: string,
  opts: RateLimitOptions = {},
): Promise<RateLimitResult> {
  const result = await hit(purpose, subject, opts);
  if (!result.allowed) throw new RateLimitError(purpose, result.retryAfterSeconds, result.retryAt, result.limit);
  return result;
}

/** Forgets every window of a subject, e.g. after a successful sign-in. */
export async function reset(purpose: RateLimitPurpose, subject: string): Promise<void> {
  const db = await getDb();
  await db
    .delete(rateLimitsTable)
    .where(and(eq(rateLimitsTable.purpose, purpose), eq(rateLimitsTable.subject, normaliseSubject(subject))));
}

/** Deletes windows that no longer count (a window ago ended); returns how many rows went. Run from a cron job. */
export async function purgeExpired(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  // A CTE counts in the database instead of shipping every deleted row back.
  const [row] = await queryRows<{ deleted: unknown }>(
    db,
    sql`with gone as (delete from ${rateLimitsTable} where ${rateLimitsTable.expiresAt} <= ${now.toISOString()}::timestamptz returning 1)
        select count(*) as deleted from gone`,
  );
  return toNumber(row?.deleted);
}
