// The credits ledger on a real database: spending never takes a balance below zero, even with many spends at
// once; the same reference is charged, granted or refunded once; the monthly free grant comes once a month;
// and the balance always equals the sum of the ledger. The month's grant is given by a job (queued once per
// month while someone is owed it), shown as owed before then without a write, and given on the spend path too.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCredits,
  ensureMonthlyGrant,
  getBalance,
  grantMonthlyCredits,
  listLedger,
  monthlyGrantDue,
  readBalance,
  refundSpend,
  spendCredits,
} from '@/lib/billing/credits';
import { billingJobHandlers, queueMonthlyGrant } from '@/lib/billing/jobs';
import { plans } from '@/lib/billing/plans';
import {
  billingAccounts,
  creditBalances,
  creditLedger,
  getDb,
  jobs,
  profiles,
  queryRows,
  recordStatements,
  toNumber,
  type Database,
} from '@/lib/db';

let db: Database;

beforeAll(async () => {
  db = await getDb();
});

async function newUser(): Promise<string> {
  const userId = randomUUID();
  await db.insert(profiles).values({ userId });
  return userId;
}

/** The sum of a user's ledger, which the balance must always equal. */
async function ledgerSum(userId: string): Promise<number> {
  const [row] = await queryRows<{ total: number | string | null }>(
    db,
    sql`select coalesce(sum(delta), 0) as total from ${creditLedger} where user_id = ${userId}`,
  );
  return toNumber(row?.total);
}

describe('spending', () => {
  it('spends what the balance covers and refuses the rest, leaving the balance as it was', async () => {
    const userId = await newUser();
    await addCredits(db, { userId, amount: 3, purpose: 'purchase', reference: 'pack-1' });
    expect(await spendCredits(db, { userId, amount: 2, purpose: 'analysis_unlock', reference: 'tender-a' })).toEqual({
      ok: true,
      balance: 1,
      alreadySpent: false,
    });
    expect(await spendCredits(db, { userId, amount: 2, purpose: 'analysis_unlock', reference: 'tender-b' })).toEqual({
      ok: false,
      reason: 'insufficient',
      balance: 1,
    });
    expect(await getBalance(db, userId)).toBe(1);
    expect(await ledgerSum(userId)).toBe(1);
  });

  it('charges one reference once: spending it again is "already spent", whatever the balance', async () => {
    const userId = await newUser();
    await addCredits(db, { userId, amount: 5, purpose: 'purchase', reference: 'pack' });
    await spendCredits(db, { userId, amount: 2, purpose: 'analysis_unlock', reference: 'tender-x' });
    expect(await spendCredits(db, { userId, amount: 2, purpose: 'analysis_unlock', reference: 'tender-x' })).toEqual({
      ok: true,
      balance: 3,
      alreadySpent: true,
    });
    expect(await getBalance(db, userId)).toBe(3);
  });

  it('never goes below zero with 20 spends at once, and the balance equals the ledger', async () => {
    const userId = await newUser();
    await addCredits(db, { userId, amount: 7, purpose: 'purchase', reference: 'pack' });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        spendCredits(db, { userId, amount: 1, purpose: 'chatbot', reference: `question-${i}` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(7);
    expect(await getBalance(db, userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
  });

  it('charges the same reference once when it is spent twice at the same moment', async () => {
    const userId = await newUser();
    await addCredits(db, { userId, amount: 10, purpose: 'purchase', reference: 'pack' });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        spendCredits(db, { userId, amount: 2, purpose: 'analysis_unlock', reference: 'same-tender' }),
      ),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes.filter((outcome) => outcome.ok && !outcome.alreadySpent)).toHaveLength(1);
    expect(await getBalance(db, userId)).toBe(8);
  });

  it('refuses amounts that are not whole positive numbers', async () => {
    const userId = await newUser();
    await expect(spendCredits(db, { userId, amount: 0, purpose: 'chatbot', reference: 'x' })).rejects.toThrow(
      RangeError,
    );
    await expect(addCredits(db, { userId, amount: 1.5, purpose: 'grant', reference: 'x' })).rejects.toThrow(RangeError);
  });
});

describe('grants, purchases and refunds', () => {
  it('adds a reference once, even when the same webhook or grant arrives several times at once', async () => {
    const userId = await newUser();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => addCredits(db, { userId, amount: 20, purpose: 'purchase', reference: 'evt_1' })),
    );
    expect(results.filter((result) => result.added)).toHaveLength(1);
    expect(await getBalance(db, userId)).toBe(20);
    expect(await db.$count(creditLedger, eq(creditLedger.userId, userId))).toBe(1);
  });

  it('refunds a failed generation once, with the amount it took', async () => {
    const userId = await newUser();
    await addCredits(db, { userId, amount: 4, purpose: 'purchase', reference: 'pack' });
    await spendCredits(db, { userId, amount: 2, purpose: 'analysis_unlock', reference: 'tender-r' });
    expect(await refundSpend(db, userId, 'analysis_unlock', 'tender-r')).toBe(true);
    expect(await refundSpend(db, userId, 'analysis_unlock', 'tender-r')).toBe(false);
    expect(await refundSpend(db, userId, 'analysis_unlock', 'never-spent')).toBe(false);
    expect(await getBalance(db, userId)).toBe(4);
    expect(await ledgerSum(userId)).toBe(4);
  });

  it("gives the free plan's monthly credits once a month", async () => {
    const userId = await newUser();
    const november = new Date('2026-11-03T10:00:00Z');
    await ensureMonthlyGrant(db, userId, november);
    await ensureMonthlyGrant(db, userId, new Date('2026-11-29T23:59:00Z'));
    expect(await getBalance(db, userId)).toBe(plans.free.monthlyCredits);
    await ensureMonthlyGrant(db, userId, new Date('2026-12-01T00:00:00Z'));
    expect(await getBalance(db, userId)).toBe(2 * plans.free.monthlyCredits);
    const ledger = await listLedger(db, userId);
    expect(ledger.map((entry) => entry.reference)).toEqual(['monthly:2026-12', 'monthly:2026-11']);
    expect(ledger[0]!.balanceAfter).toBe(2 * plans.free.monthlyCredits);
  });

  it("the month's grant job gives every free user their credits once, and paid users none", async () => {
    const may = new Date('2031-05-02T08:00:00Z');
    const [first, second, paid] = [await newUser(), await newUser(), await newUser()];
    await db.insert(billingAccounts).values({ userId: paid, stripeCustomerId: `cus_${paid}`, planId: 'pro' });
    await addCredits(db, { userId: second, amount: 3, purpose: 'purchase', reference: 'pack-may' });

    expect(await monthlyGrantDue(db, may)).toBe(true);
    expect(await grantMonthlyCredits(db, may, 2)).toBeGreaterThanOrEqual(2);
    expect(await getBalance(db, first)).toBe(plans.free.monthlyCredits);
    expect(await getBalance(db, second)).toBe(plans.free.monthlyCredits + 3);
    expect(await getBalance(db, paid)).toBe(0);
    expect(await monthlyGrantDue(db, may)).toBe(false);
    expect(await grantMonthlyCredits(db, may)).toBe(0);
    expect((await listLedger(db, first)).map((entry) => entry.reference)).toEqual(['monthly:2031-05']);
    expect(await ledgerSum(second)).toBe(plans.free.monthlyCredits + 3);
  });

  it('shows the grant still owed in the balance without writing, and the spend path gives it', async () => {
    const june = new Date('2031-06-10T08:00:00Z');
    const userId = await newUser();
    const { result: shown, statements } = await recordStatements(() => readBalance(db, userId, june));
    expect(shown).toBe(plans.free.monthlyCredits);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((statement) => /\b(insert|update|delete)\b/i.test(statement))).toEqual([]);
    expect(await getBalance(db, userId)).toBe(0);

    await ensureMonthlyGrant(db, userId, june);
    expect(await readBalance(db, userId, june)).toBe(plans.free.monthlyCredits);
    expect(await getBalance(db, userId)).toBe(plans.free.monthlyCredits);
  });

  it('queues one grant job per month while someone is owed it, and the job gives it', async () => {
    const july = new Date('2031-07-01T00:05:00Z');
    const userId = await newUser();
    expect(await queueMonthlyGrant(db, july)).toBe(true);
    expect(await queueMonthlyGrant(db, july)).toBe(true);
    const queued = (await db.select().from(jobs).where(eq(jobs.kind, 'credits_monthly_grant'))).filter(
      (job) => job.dedupeKey === '2031-07' && job.status === 'pending',
    );
    expect(queued).toHaveLength(1);

    const job = queued[0]!;
    await billingJobHandlers.credits_monthly_grant!({
      db,
      job,
      signal: new AbortController().signal,
      progress: async () => {},
    });
    expect(await getBalance(db, userId)).toBe(plans.free.monthlyCredits);
    expect((await listLedger(db, userId)).map((entry) => entry.reference)).toEqual(['monthly:2031-07']);
    expect(await queueMonthlyGrant(db, july)).toBe(false);
  });

  it('the database itself refuses a negative balance', async () => {
    const userId = await newUser();
    await addCredits(db, { userId, amount: 1, purpose: 'grant', reference: 'g' });
    await expect(
      db.update(creditBalances).set({ balance: -1 }).where(eq(creditBalances.userId, userId)),
    ).rejects.toThrow();
  });
});
