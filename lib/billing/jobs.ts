// Billing without a request (a side door): the job handlers workers run, and the ledger for other domains'
// background work (a failed report gives its credits back) and for the benchmarks — without the request-side
// front door (auth, Stripe).
import 'server-only';
import type { JobHandlers } from '@/lib/jobs';
import { grantJobHandlers } from './grants';
import { billingJobHandlers as notifyHandlers } from './notify';

export const billingJobHandlers: JobHandlers = { ...notifyHandlers, ...grantJobHandlers };
export { grantCheckEveryMs, queueMonthlyGrant } from './grants';
export { addCredits, getBalance, refundSpend, spendCredits, type SpendOutcome } from './credits';
export { creditCosts } from './plans';
