// Billing without a request (a side door): the job handlers workers run, and the ledger for other domains'
// background work (a failed report gives its credits back) and for the benchmarks — without the request-side
// front door (auth, Stripe).
import 'server-only';
import { getDb } from '@/lib/db';
import type { JobHandlers } from '@/lib/jobs';
import { ensureMonthlyGrant } from './credits';
import { grantJobHandlers } from './grants';
import { billingJobHandlers as notifyHandlers } from './notify';

export const billingJobHandlers: JobHandlers = { ...notifyHandlers, ...grantJobHandlers };
export { grantCheckEveryMs, queueMonthlyGrant } from './grants';
export { addCredits, getBalance, refundSpend, spendCredits, type SpendOutcome } from './credits';
export { creditCosts } from './plans';

/**
 * Gives a free user this month's credits at sign-up or sign-in (requests that write anyway), so a newcomer's ledger
 * shows them at once rather than at the grant job's next run.
 */
export async function grantMonthOnArrival(userId: string): Promise<void> {
  await ensureMonthlyGrant(await getDb(), userId);
}
