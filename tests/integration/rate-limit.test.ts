import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb, rateLimits as rateLimitsTable } from '@/lib/db';
import {
  clearRateLimitOverrides,
  enforce,
  getRateLimit,
  hit,
  peek,
  purgeExpired,
  RateLimitError,
  rateLimits,
  reset,
  setRateLimitOverrides,
} from '@/lib/rate-limit';

// Mid-window instants, so no test straddles a window boundary by accident.
const T0 = new Date('2031-03-10T12:01:00.000Z');
const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

async function storedHits(purpose: string, subject: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ hits: rateLimitsTable.hits })
    .from(rateLimitsTable)
    .where(and(eq(rateLimitsTable.purpose, purpose), eq(rateLimitsTable.subject, subject)));
  return rows.map((r) => r.hits);
}

describe('rate limits', () => {
  afterEach(() => {
    clearRateLimitOverrides();
  });

  it('allows 10 password attempts in a window and refuses the 11th with remaining 0 and a retry time', async () => {
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await hit('auth.password', 'ip:10.0.0.1', { now: later(T0, i) }));

    expect(results.slice(0, 10).every((r) => r.allowed)).toBe(true);
    expect(results.slice(0, 10).map((r) => r.remaining)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(results[0]).toMatchObject({ limit: 10, retryAfterSeconds: 0 });

    const refused = results[10];
    expect(refused?.allowed).toBe(false);
    expect(refused?.remaining).toBe(0);
    expect(refused?.limit).toBe(10);
    // T0 is 12:01:00 in the 12:00–12:05 window; the 11th hit is at 12:01:10, so 230 s are left.
    expect(refused?.resetAt.toISOString()).toBe('2031-03-10T12:05:00.000Z');
    expect(refused?.retryAfterSeconds).toBe(230);
  });

  it('returns plain numbers for the counters', async () => {
    const result = await hit('contact.form', 'ip:10.0.0.2', { now: T0 });
    expect(typeof result.remaining).toBe('number');
    expect(typeof result.limit).toBe('number');
    expect(typeof result.retryAfterSeconds).toBe('number');
    expect(await storedHits('contact.form', 'ip:10.0.0.2')).toEqual([1]);
  });

  it('allows again in the next window', async () => {
    for (let i = 0; i < 10; i++) await hit('auth.password', 'ip:10.0.0.3', { now: T0 });
    expect((await hit('auth.password', 'ip:10.0.0.3', { now: T0 })).allowed).toBe(false);

    // A window later, the 11 attempts still weigh in by the part of their window within the last 5 minutes
    // (T0 is a fifth into its window, so 80%: 8.8 of them, rounded up to 9, plus this one).
    const window = rateLimits['auth.password'].windowSeconds;
    expect(await hit('auth.password', 'ip:10.0.0.3', { now: later(T0, window) })).toMatchObject({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    // Two windows later they are forgotten; only the one attempt of the window between still weighs in.
    expect(await hit('auth.password', 'ip:10.0.0.3', { now: later(T0, 2 * window) })).toMatchObject({ allowed: true, remaining: 8 });
  });

  it('does not reset at a window boundary: attempts just before it still count just after', async () => {
    const boundary = new Date('2031-03-10T12:05:00.000Z');
    for (let i = 0; i < 10; i++) expect((await hit('auth.password', 'ip:10.0.0.9', { now: later(boundary, -2) })).allowed).toBe(true);
    expect(await peek('auth.password', 'ip:10.0.0.9', { now: later(boundary, 1) })).toMatchObject({ allowed: false });
    expect(await hit('auth.password', 'ip:10.0.0.9', { now: later(boundary, 1) })).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('counts subjects and purposes independently', async () => {
    await hit('auth.email', 'one@example.com', { now: T0 });
    await hit('auth.email', 'one@example.com', { now: T0 });
    expect((await hit('auth.email', 'one@example.com', { now: T0 })).allowed).toBe(false);

    expect(await hit('auth.email', 'two@example.com', { now: T0 })).toMatchObject({ allowed: true, remaining: 1 });
    expect(await hit('auth.password', 'one@example.com', { now: T0 })).toMatchObject({ allowed: true, remaining: 9 });
    expect(await hit('contact.form', 'one@example.com', { now: T0 })).toMatchObject({ allowed: true, remaining: 4 });
  });

  it('treats email subjects case-insensitively and ignores surrounding spaces', async () => {
    await hit('auth.email', 'Mixed.Case@Example.COM', { now: T0 });
    const second = await hit('auth.email', '  mixed.case@example.com ', { now: T0 });
    expect(second).toMatchObject({ allowed: true, remaining: 0 });
    expect((await hit('auth.email', 'MIXED.CASE@EXAMPLE.COM', { now: T0 })).allowed).toBe(false);
    expect(await storedHits('auth.email', 'mixed.case@example.com')).toEqual([3]);
  });

  it('applies overrides until they are cleared', async () => {
    setRateLimitOverrides({ 'auth.password': { max: 3, windowSeconds: 60 } });
    expect(getRateLimit('auth.password')).toEqual({ max: 3, windowSeconds: 60 });
    expect(getRateLimit('auth.email')).toEqual(rateLimits['auth.email']);

    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit('auth.password', 'ip:10.0.0.4', { now: T0 }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ limit: 3, remaining: 0, retryAfterSeconds: 60 });
    expect(results[3]?.resetAt.toISOString()).toBe('2031-03-10T12:02:00.000Z');

    clearRateLimitOverrides();
    expect(getRateLimit('auth.password')).toEqual(rateLimits['auth.password']);
    // The 5-minute window is a different row from the 1-minute one, so counting starts afresh.
    expect(await hit('auth.password', 'ip:10.0.0.4', { now: T0 })).toMatchObject({ allowed: true, limit: 10 });
  });

  it('rejects overrides that make no sense', () => {
    expect(() => setRateLimitOverrides({ 'auth.password': { max: 0, windowSeconds: 60 } })).toThrow(/max >= 1/);
    expect(() => setRateLimitOverrides({ 'auth.password': { max: 2, windowSeconds: 0.5 } })).toThrow(/windowSeconds >= 1/);
  });

  it('counts 20 concurrent hits exactly', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => hit('auth.password', 'ip:10.0.0.5', { now: T0 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.filter((r) => !r.allowed)).toHaveLength(10);
    expect(await storedHits('auth.password', 'ip:10.0.0.5')).toEqual([20]);
    expect(await peek('auth.password', 'ip:10.0.0.5', { now: T0 })).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('peeks without counting', async () => {
    expect(await peek('auth.email', 'peek@example.com', { now: T0 })).toMatchObject({ allowed: true, remaining: 2, limit: 2 });
    await hit('auth.email', 'peek@example.com', { now: T0 });
    expect(await peek('auth.email', 'peek@example.com', { now: T0 })).toMatchObject({ allowed: true, remaining: 1 });
    expect(await peek('auth.email', 'peek@example.com', { now: T0 })).toMatchObject({ allowed: true, remaining: 1 });
    await hit('auth.email', 'peek@example.com', { now: T0 });
    const full = await peek('auth.email', 'peek@example.com', { now: T0 });
    expect(full).toMatchObject({ allowed: false, remaining: 0 });
    expect(full.retryAfterSeconds).toBe(59 * 60);
    expect(await storedHits('auth.email', 'peek@example.com')).toEqual([2]);
  });

  it('enforce throws a RateLimitError with the retry time once over the limit', async () => {
    await enforce('auth.email', 'enforce@example.com', { now: T0 });
    await enforce('auth.email', 'enforce@example.com', { now: T0 });
    const third = enforce('auth.email', 'enforce@example.com', { now: T0 });
    await expect(third).rejects.toBeInstanceOf(RateLimitError);
    await expect(third).rejects.toMatchObject({ purpose: 'auth.email', retryAfterSeconds: 3540, limit: 2 });
    await expect(third).rejects.toThrow('Too many attempts. Try again in 59 minutes.');
  });

  it('reset forgets a subject so it is allowed again', async () => {
    for (let i = 0; i < 2; i++) await hit('auth.email', 'reset@example.com', { now: T0 });
    await hit('auth.email', 'other@example.com', { now: T0 });
    await reset('auth.email', 'RESET@example.com');
    expect(await hit('auth.email', 'reset@example.com', { now: T0 })).toMatchObject({ allowed: true, remaining: 1 });
    expect(await storedHits('auth.email', 'other@example.com')).toEqual([1]);
  });

  it('purgeExpired removes windows that no longer count and keeps the rest', async () => {
    const old = new Date('2020-01-01T00:00:30.000Z');
    await hit('contact.form', 'ip:10.0.0.6', { now: old });
    await hit('contact.form', 'ip:10.0.0.7', { now: old });
    await hit('contact.form', 'ip:10.0.0.6', { now: T0 });

    // Just after its window ended, a window still weighs into the next one: kept.
    expect(await storedHits('contact.form', 'ip:10.0.0.7')).toEqual([1]);
    expect(await purgeExpired(later(old, 3600))).toBe(0);
    // A window later it no longer counts.
    const purged = await purgeExpired(later(old, 2 * 3600));
    expect(purged).toBeGreaterThanOrEqual(2);
    expect(typeof purged).toBe('number');
    expect(await storedHits('contact.form', 'ip:10.0.0.6')).toEqual([1]);
    expect(await storedHits('contact.form', 'ip:10.0.0.7')).toEqual([]);
    expect(await purgeExpired(later(old, 2 * 3600))).toBe(0);
  });
});
