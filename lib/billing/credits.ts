// The credits ledger: every change is a row with its purpose and reference, and the balance changes with it in
// the same statement or transaction. Spending is one statement that cannot take the balance below zero, and
// every change is idempotent by (user, purpose, reference): a retried request never charges or grants twice.
import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  billingAccounts,
  creditBalances,
  creditLedger,
  profiles,
  queryRows,
  tenders,
  toNumber,
  type CreditPurpose,
  type Database,
} from '@/lib/db';
import { readPlan } from './accounts';
import { plans } from './plans';

export type LedgerRow = typeof creditLedger.$inferSelect;

export type SpendOutcome =
  { ok: true; balance: number; alreadySpent: boolean } | { ok: false; reason: 'insufficient'; balance: number };

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error;
  return (cause as { code?: string })?.code === '23505';
}

export async function getBalance(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId));
  return row?.balance ?? 0;
}

async function findEntry(db: Database, userId: string, purpose: CreditPurpose, reference: string) {
  const [row] = await db
    .select()
    .from(creditLedger)
    .where(
      and(eq(creditLedger.userId, userId), eq(creditLedger.purpose, purpose), eq(creditLedger.reference, reference)),
    );
  return row ?? null;
}

/**
 * Spends `amount` credits for `purpose`/`reference` (e.g. analysis_unlock of a tender) in one statement: the
 * balance drops only if it covers the amount and the reference was not paid for already, and the ledger row is
 * written with it. The same reference again is `alreadySpent`, not a second charge.
 */
export async function spendCredits(
  db: Database,
  input: {
    userId: string;
    amount: number;
    purpose: Extract<CreditPurpose, 'analysis_unlock' | 'chatbot'>;
    reference: string;
    tenderId?: string | null;
  },
): Promise<SpendOutcome> {
  if (!Number.isInteger(input.amount) || input.amount < 1)
    throw new RangeError('A spend is a whole number of credits, at least 1.');
  const { userId, amount, purpose, reference } = input;
  try {
    const [row] = await queryRows<{ balance_after: number }>(
      db,
      sql`
        with spend as (
          update ${creditBalances} set balance = balance - ${amount}, updated_at = now()
          where user_id = ${userId} and balance >= ${amount}
            and not exists (
              select 1 from ${creditLedger} where user_id = ${userId} and purpose = ${purpose} and reference = ${reference}
            )
          returning balance
        )
        insert into ${creditLedger} (user_id, delta, purpose, reference, tender_id, balance_after)
        select ${userId}, ${-amount}, ${purpose}, ${reference}, ${input.tenderId ?? null}, balance from spend
        returning balance_after`,
    );
    if (row) return { ok: true, balance: Number(row.balance_after), alreadySpent: false };
  } catch (error) {
    // The same reference spent at the same moment by another request: the statement rolled back whole.
    if (!isUniqueViolation(error)) throw error;
  }
  if (await findEntry(db, userId, purpose, reference))
    return { ok: true, balance: await getBalance(db, userId), alreadySpent: true };
  return { ok: false, reason: 'insufficient', balance: await getBalance(db, userId) };
}

/**
 * Adds credits (a grant, a purchase, a refund) once per reference: the ledger row and the balance change in one
 * transaction. Returns whether this call added them, and the balance after.
 */
export async function addCredits(
  db: Database,
  input: {
    userId: string;
    amount: number;
    purpose: Extract<CreditPurpose, 'grant' | 'purchase' | 'refund'>;
    reference: string;
    tenderId?: string | null;
  },
): Promise<{ added: boolean; balance: number }> {
  if (!Number.isInteger(input.amount) || input.amount < 1)
    throw new RangeError('Credits are added in whole numbers, at least 1.');
  const { userId, amount, purpose, reference } = input;
  return db.transaction(async (tx) => {
    const [balance] = await tx
      .insert(creditBalances)
      .values({ userId, balance: 0 })
      .onConflictDoUpdate({ target: creditBalances.userId, set: { updatedAt: sql`now()` } })
      .returning({ balance: creditBalances.balance });
    // The balance row is locked now: a concurrent grant of the same reference waits, then finds the entry.
    const [entry] = await tx
      .insert(creditLedger)
      .values({
        userId,
        delta: amount,
        purpose,
        reference,
        tenderId: input.tenderId ?? null,
        balanceAfter: (balance?.balance ?? 0) + amount,
      })
      .onConflictDoNothing()
      .returning({ balanceAfter: creditLedger.balanceAfter });
    if (!entry) return { added: false, balance: balance?.balance ?? 0 };
    await tx
      .update(creditBalances)
      .set({ balance: entry.balanceAfter, updatedAt: sql`now()` })
      .where(eq(creditBalances.userId, userId));
    return { added: true, balance: entry.balanceAfter };
  });
}

/** Gives back what a spend took (failed generation), once. */
export async function refundSpend(
  db: Database,
  userId: string,
  purpose: Extract<CreditPurpose, 'analysis_unlock' | 'chatbot'>,
  reference: string,
): Promise<boolean> {
  const spent = await findEntry(db, userId, purpose, reference);
  if (!spent || spent.delta >= 0) return false;
  const { added } = await addCredits(db, {
    userId,
    amount: -spent.delta,
    purpose: 'refund',
    reference: `${purpose}:${reference}`,
    tenderId: spent.tenderId,
  });
  return added;
}

/** The calendar month a grant belongs to, in UTC: `2026-11`. */
export function grantMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** The ledger reference of a month's free grant. */
function monthlyGrantReference(now: Date): string {
  return `monthly:${grantMonth(now)}`;
}

/**
 * The free plan's monthly credits, given once per calendar month (UTC) per free user: by the monthly grant job
 * (grants.ts), and on the spend path for a user the job has not reached yet. Paid plans get theirs with each
 * paid invoice instead. Never called by a page or a GET: reads show the grant still owed (readBalance).
 */
export async function ensureMonthlyGrant(db: Database, userId: string, now = new Date()): Promise<void> {
  const amount = plans.free.monthlyCredits;
  if (amount < 1) return;
  if ((await readPlan(db, userId)) !== 'free') return;
  await addCredits(db, { userId, amount, purpose: 'grant', reference: monthlyGrantReference(now) });
}

/** A free user's plan test and their month's grant, as SQL over a `user_id` expression. */
function owesGrant(userId: SQL, now: Date): SQL {
  return sql`coalesce((select ${billingAccounts.planId} from ${billingAccounts} where ${billingAccounts.userId} = ${userId}), 'free') = 'free'
    and not exists (select 1 from ${creditLedger} where ${creditLedger.userId} = ${userId}
      and ${creditLedger.purpose} = 'grant' and ${creditLedger.reference} = ${monthlyGrantReference(now)})`;
}

/**
 * A user's balance as they may spend it: what the ledger holds, plus this month's free grant while it is still
 * owed (the job or their next spend gives it). One read, no write: pages and polls show it.
 */
export async function readBalance(db: Database, userId: string, now = new Date()): Promise<number> {
  const amount = plans.free.monthlyCredits;
  const [row] = await queryRows<{ balance: number | string | null; owed: boolean }>(
    db,
    sql`select (select ${creditBalances.balance} from ${creditBalances} where ${creditBalances.userId} = ${userId}) as balance,
      ${amount >= 1 ? owesGrant(sql`${userId}::uuid`, now) : sql`false`} as owed`,
  );
  return toNumber(row?.balance ?? 0) + (row?.owed ? amount : 0);
}

/** The users (free, with a profile) still owed this month's grant, up to `limit`. */
async function usersOwedGrant(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select ${profiles.userId} as user_id from ${profiles}
      where ${owesGrant(sql`${profiles.userId}`, now)} order by ${profiles.userId} limit ${limit}`,
  );
  return rows.map((row) => row.user_id);
}

/** Whether any free user is still owed this month's grant (the schedule queues the grant job only then). */
export async function monthlyGrantDue(db: Database, now = new Date()): Promise<boolean> {
  if (plans.free.monthlyCredits < 1) return false;
  return (await usersOwedGrant(db, now, 1)).length > 0;
}

/**
 * Gives this month's free credits to every free user who has not had them, `batchSize` users at a time, each in
 * its own transaction (addCredits: once per user and month, whoever gets there first). Returns how many it gave.
 */
export async function grantMonthlyCredits(db: Database, now = new Date(), batchSize = 500): Promise<number> {
  const amount = plans.free.monthlyCredits;
  if (amount < 1) return 0;
  let granted = 0;
  for (;;) {
    const users = await usersOwedGrant(db, now, batchSize);
    for (const userId of users) {
      const { added } = await addCredits(db, {
        userId,
        amount,
        purpose: 'grant',
        reference: monthlyGrantReference(now),
      });
      if (added) granted++;
    }
    if (users.length < batchSize) return granted;
  }
}

export interface LedgerEntry {
  id: number;
  createdAt: Date;
  delta: number;
  purpose: CreditPurpose;
  reference: string;
  tenderId: string | null;
  tenderTitle: string | null;
  balanceAfter: number;
}

/** A user's credit history, newest first, with the tender each change was for. */
export async function listLedger(db: Database, userId: string, limit = 100): Promise<LedgerEntry[]> {
  return db
    .select({
      id: creditLedger.id,
      createdAt: creditLedger.createdAt,
      delta: creditLedger.delta,
      purpose: creditLedger.purpose,
      reference: creditLedger.reference,
      tenderId: creditLedger.tenderId,
      tenderTitle: tenders.title,
      balanceAfter: creditLedger.balanceAfter,
    })
    .from(creditLedger)
    .leftJoin(tenders, eq(tenders.id, creditLedger.tenderId))
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
}
