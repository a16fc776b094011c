// Plans and credits' front door for the signed-in user: the balance (with the month's free grant), spending with
// a live session, and the ledger. The db-taking functions of credits.ts are for jobs, webhooks and tests.
import 'server-only';
import { getLiveUser, getOptionalUser } from '@/lib/auth/user';
import { getDb } from '@/lib/db';
import {
  ensureMonthlyGrant,
  getBalance,
  listLedger,
  spendCredits,
  type LedgerEntry,
  type SpendOutcome,
} from './credits';

export { creditCosts, creditPacks, plans, type CreditPack, type Plan, type PlanId } from './plans';
export {
  addCredits,
  ensureMonthlyGrant,
  getBalance,
  grantMonth,
  listLedger,
  refundSpend,
  spendCredits,
  type LedgerEntry,
  type SpendOutcome,
} from './credits';

/** The signed-in user's balance after this month's free grant; null when signed out. */
export async function getMyCredits(): Promise<number | null> {
  const user = await getOptionalUser();
  if (!user) return null;
  const db = await getDb();
  await ensureMonthlyGrant(db, user.id);
  return getBalance(db, user.id);
}

/**
 * Spends the signed-in user's credits, after asking the auth server that the session is still live (a session
 * signed out everywhere cannot spend). Null when there is no live session.
 */
export async function spendMyCredits(input: {
  amount: number;
  purpose: 'analysis_unlock' | 'chatbot';
  reference: string;
  tenderId?: string | null;
}): Promise<SpendOutcome | null> {
  const user = await getLiveUser();
  if (!user) return null;
  const db = await getDb();
  await ensureMonthlyGrant(db, user.id);
  return spendCredits(db, { userId: user.id, ...input });
}

/** The signed-in user's credit history, newest first; empty when signed out. */
export async function getMyLedger(limit = 100): Promise<LedgerEntry[]> {
  const user = await getOptionalUser();
  return user ? listLedger(await getDb(), user.id, limit) : [];
}
