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
    // T0 is 12:01:00 in the 12:00–12:05 window. Its 11 hits still weigh in after 12:05, by the part of the
    // window within the last 5 minutes: ceil(11·(300−t)/300) + 1 <= 10 from t = 54.546 s, so 12:05:54.546,
    // 284.546 s after the 11th hit at 12:01:10.
    expect(refused?.retryAt.toISOString()).toBe('2031-03-10T12:05:54.546Z');
    expect(refused?.retryAfterSeconds).toBe(285);
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
    expect(await hit('auth.password', 'ip:10.0.0.3', { now: later(T0, window) })).toMatchObject({
      allowed: true,
      remaining: 0,
      retryAfterSeconds: 0,
    });
    // Two windows later they are forgotten; only the one attempt of the window between still weighs in.
    expect(await hit('auth.password', 'ip:10.0.0.3', { now: later(T0, 2 * window) })).toMatchObject({
      allowed: true,
      remaining: 8,
    });
  });

  it('does not reset at a window boundary: attempts just before it still count just after', async () => {
    const boundary = new Date('2031-03-10T12:05:00.000Z');
    for (let i = 0; i < 10; i++)
      expect((await hit('auth.password', 'ip:10.0.0.9', { now: later(boundary, -2) })).allowed).toBe(true);
    expect(await peek('auth.password', 'ip:10.0.0.9', { now: later(boundary, 1) })).toMatchObject({ allowed: false });
    expect(await hit('auth.password', 'ip:10.0.0.9', { now: later(boundary, 1) })).toMatchObject({
      allowed: false,
      remaining: 0,
    });
  });

  it('the retry time it gives is the first instant the next attempt passes, wherever in the window the hits fell', async () => {
    const cases: { subject: string; hits: Date[]; refusedAt: Date }[] = [
      // All in the current window, at its start, middle and end.
      {
        subject: 'ip:10.1.0.1',
        hits: Array(11).fill(new Date('2031-03-10T12:00:00.000Z')),
        refusedAt: new Date('2031-03-10T12:00:01.000Z'),
      },
      {
        subject: 'ip:10.1.0.2',
        hits: Array(10).fill(new Date('2031-03-10T12:02:30.000Z')),
        refusedAt: new Date('2031-03-10T12:02:31.000Z'),
      },
      {
        subject: 'ip:10.1.0.3',
        hits: Array(10).fill(new Date('2031-03-10T12:04:58.000Z')),
        refusedAt: new Date('2031-03-10T12:04:59.000Z'),
      },
      // Just before a boundary and refused just after: the attempt passes later in the same window.
      {
        subject: 'ip:10.1.0.4',
        hits: Array(10).fill(new Date('2031-03-10T12:04:50.000Z')),
        refusedAt: new Date('2031-03-10T12:05:10.000Z'),
      },
      // Split across the boundary.
      {
        subject: 'ip:10.1.0.5',
        hits: [
          ...Array(7).fill(new Date('2031-03-10T12:03:00.000Z')),
          ...Array(4).fill(new Date('2031-03-10T12:06:00.000Z')),
        ],
        refusedAt: new Date('2031-03-10T12:06:01.000Z'),
      },
    ];
    for (const { subject, hits, refusedAt } of cases) {
      for (const at of hits) await hit('auth.password', subject, { now: at });
      const refused = await hit('auth.password', subject, { now: refusedAt });
      expect(refused.allowed, subject).toBe(false);
      const retryAt = later(refusedAt, refused.retryAfterSeconds);
      expect(retryAt.getTime(), subject).toBeGreaterThanOrEqual(refused.retryAt.getTime());
      // A second sooner the next attempt would still be refused; at the time given it passes.
      expect((await peek('auth.password', subject, { now: later(refused.retryAt, -1) })).allowed, subject).toBe(false);
      expect((await peek('auth.password', subject, { now: refused.retryAt })).allowed, subject).toBe(true);
      expect((await hit('auth.password', subject, { now: retryAt })).allowed, subject).toBe(true);
    }
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
    // Four hits in the 12:01–12:02 window: the next passes once they weigh in as 2, half-way into the next.
    expect(results[3]).toMatchObject({ limit: 3, remaining: 0, retryAfterSeconds: 90 });
    expect(results[3]?.retryAt.toISOString()).toBe('2031-03-10T12:02:30.000Z');

    clearRateLimitOverrides();
    expect(getRateLimit('auth.password')).toEqual(rateLimits['auth.password']);
    // The 5-minute window is a different row from the 1-minute one, so counting starts afresh.
    expect(await hit('auth.password', 'ip:10.0.0.4', { now: T0 })).toMatchObject({ allowed: true, limit: 10 });
  });

  it('rejects overrides that make no sense', () => {
    expect(() => setRateLimitOverrides({ 'auth.password': { max: 0, windowSeconds: 60 } })).toThrow(/max >= 1/);
    expect(() => setRateLimitOverrides({ 'auth.password': { max: 2, windowSeconds: 0.5 } })).toThrow(
      /windowSeconds >= 1/,
    );
  });

  it('counts 20 concurrent hits exactly', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hit('auth.password', 'ip:10.0.0.5', { now: T0 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.filter((r) => !r.allowed)).toHaveLength(10);
    expect(await storedHits('auth.password', 'ip:10.0.0.5')).toEqual([20]);
    expect(await peek('auth.password', 'ip:10.0.0.5', { now: T0 })).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('peeks without counting', async () => {
    expect(await peek('auth.email', 'peek@example.com', { now: T0 })).toMatchObject({
      allowed: true,
      remaining: 2,
      limit: 2,
    });
    await hit('auth.email', 'peek@example.com', { now: T0 });
    expect(await peek('auth.email', 'peek@example.com', { now: T0 })).toMatchObject({ allowed: true, remaining: 1 });
    expect(await peek('auth.email', 'peek@example.com', { now: T0 })).toMatchObject({ allowed: true, remaining: 1 });
    await hit('auth.email', 'peek@example.com', { now: T0 });
    const full = await peek('auth.email', 'peek@example.com', { now: T0 });
    expect(full).toMatchObject({ allowed: false, remaining: 0 });
    // Two emails at 12:01 leave room for a third at 13:30, when they weigh in as one.
    expect(full.retryAfterSeconds).toBe(89 * 60);
    expect(await storedHits('auth.email', 'peek@example.com')).toEqual([2]);
  });

  it('enforce throws a RateLimitError with the retry time once over the limit', async () => {
    await enforce('auth.email', 'enforce@example.com', { now: T0 });
    await enforce('auth.email', 'enforce@example.com', { now: T0 });
    const third = enforce('auth.email', 'enforce@example.com', { now: T0 });
    await expect(third).rejects.toBeInstanceOf(RateLimitError);
    // The refused third attempt counts as well: the three weigh in as one at 13:40.
    await expect(third).rejects.toMatchObject({ purpose: 'auth.email', retryAfterSeconds: 99 * 60, limit: 2 });
    await expect(third).rejects.toThrow('Too many attempts. Try again in 99 minutes.');
  });

  it('reset forgets a subject so it is allowed again', async () => {
    for (let i = 0; i < 2; i++) await hit('auth.email', 'reset@example.com', { now: T0 });
    await hit('auth.email', 'other@example.com', { now: T0 });
    await reset('auth.email', 'RESET@example.com');
    expect(await hit('auth.email', 'reset@example.com', { now: T0 })).toMatchObject({ allowed: true, remaining: 1 });
    expect(await storedHits('auth.email', 'other@example.com')).toEqual([1]);
  });

  // auth.email has hour-long windows judged by the estimate (contact.form counts in buckets: see below).
  it('purgeExpired removes windows that no longer count and keeps the rest', async () => {
    const old = new Date('2020-01-01T00:00:30.000Z');
    await hit('auth.email', 'ip:10.0.0.6', { now: old });
    await hit('auth.email', 'ip:10.0.0.7', { now: old });
    await hit('auth.email', 'ip:10.0.0.6', { now: T0 });

    // Just after its window ended, a window still weighs into the next one: kept.
    expect(await storedHits('auth.email', 'ip:10.0.0.7')).toEqual([1]);
    expect(await purgeExpired(later(old, 3600))).toBe(0);
    // A window later it no longer counts.
    const purged = await purgeExpired(later(old, 2 * 3600));
    expect(purged).toBeGreaterThanOrEqual(2);
    expect(typeof purged).toBe('number');
    expect(await storedHits('auth.email', 'ip:10.0.0.6')).toEqual([1]);
    expect(await storedHits('auth.email', 'ip:10.0.0.7')).toEqual([]);
    expect(await purgeExpired(later(old, 2 * 3600))).toBe(0);
  });

  it('counts a bucketed limit exactly over the last window: each attempt leaves it a window after it was made', async () => {
    const subject = 'ip:10.0.0.8';
    const results = [];
    for (const seconds of [0, 600, 1200, 1800, 2400]) {
      results.push(await hit('contact.form', subject, { now: later(T0, seconds) }));
    }
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true]);
    // Five in the hour, and the refused sixth counts too: the next passes once two have left, an hour after the
    // second was made.
    const refused = await hit('contact.form', subject, { now: later(T0, 3000) });
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 1200 });
    expect(refused.retryAt).toEqual(later(T0, 4200));
    expect((await peek('contact.form', subject, { now: later(T0, 4199) })).allowed).toBe(false);
    expect((await peek('contact.form', subject, { now: later(T0, 4200) })).allowed).toBe(true);
    expect((await hit('contact.form', subject, { now: later(T0, 4200) })).allowed).toBe(true);
    // A bucket is purged once it no longer counts, and not before.
    await purgeExpired(later(T0, 3599));
    expect(await storedHits('contact.form', subject)).toHaveLength(7);
    await purgeExpired(later(T0, 3600));
    expect(await storedHits('contact.form', subject)).toHaveLength(6);
  });
});
