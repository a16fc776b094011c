// The credits ledger: every change is a row with its purpose and reference, and the balance changes with it in
// the same statement or transaction. Spending is one statement that cannot take the balance below zero, and
// every change is idempotent by (user, purpose, reference): a retried request never charges or grants twice.
import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { creditBalances, creditLedger, queryRows, tenders, type CreditPurpose, type Database } from '@/lib/db';
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

/** The free plan's monthly credits, given once per calendar month (UTC) per user, on the month's first look. */
export async function ensureMonthlyGrant(db: Database, userId: string, now = new Date()): Promise<void> {
  const amount = plans.free.monthlyCredits;
  if (amount < 1) return;
  await addCredits(db, { userId, amount, purpose: 'grant', reference: `monthly:${grantMonth(now)}` });
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
