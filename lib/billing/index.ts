// Plans, credits and billing's front door for the signed-in user: the balance (with the month's free grant),
// spending with a live session, the ledger, the plan, checkout, the subscription and Stripe's webhooks. The
// db-taking functions of credits.ts are for jobs, webhooks and tests.
import 'server-only';
import { headers } from 'next/headers';
import type { AuthUser } from '@/lib/auth/user';
import { getLiveUser, getOptionalUser } from '@/lib/auth/user';
import { embeddedSiteUrl, stripeTestServer } from '@/lib/config/embedded';
import { getDb } from '@/lib/db';
import { isLocalRequest } from '@/lib/http/local-request';
import { getBillingAccount, readPlan } from './accounts';
import {
  checkoutOutcome,
  parseCheckoutProduct,
  portalUrl,
  setCancelAtPeriodEnd,
  startCheckout,
  type BillingResult,
  type CheckoutOutcome,
} from './checkout';
import {
  ensureMonthlyGrant,
  listLedger,
  readBalance,
  spendCredits,
  type LedgerEntry,
  type SpendOutcome,
} from './credits';
import { limitsOf, plans, type Plan, type PlanId, type PlanLimits } from './plans';
import { getStripe, paymentsInTestMode, stripeWebhookSecret } from './stripe';
import { handleStripeWebhook } from './webhooks';

// The plans, packs and prices as pages show them: the side door's list, served by the front door too.
export * from './views';
export {
  addCredits,
  ensureMonthlyGrant,
  getBalance,
  grantMonth,
  grantMonthlyCredits,
  listLedger,
  readBalance,
  refundSpend,
  spendCredits,
  type LedgerEntry,
  type SpendOutcome,
} from './credits';
export type { BillingResult, CheckoutOutcome } from './checkout';
export { paymentsInTestMode } from './stripe';

/** The signed-in user's balance, this month's free grant included while still owed; null when signed out. */
export async function getMyCredits(): Promise<number | null> {
  const user = await getOptionalUser();
  if (!user) return null;
  return readBalance(await getDb(), user.id);
}

/**
 * Spends the signed-in user's credits, after asking the auth server that the session is still live (a session
 * signed out everywhere cannot spend). This month's free grant is given first if the grant job has not reached
 * the user yet. Null when there is no live session.
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

/** A user's plan: a live subscription's, else free (alert limits, chat limits, monthly credits follow it). */
export async function getPlanOf(userId: string): Promise<PlanId> {
  return readPlan(await getDb(), userId);
}

/**
 * What `userId`'s plan allows — alerts, chat questions a day, uploads an hour, the month's credits — the one
 * source alerts, the chat and uploads read, so what /pricing sells is what they enforce.
 */
export async function planLimits(userId: string): Promise<PlanLimits> {
  return limitsOf(plans[await getPlanOf(userId)]);
}

/** The signed-in user's plan; free when signed out. */
export async function getMyPlan(): Promise<PlanId> {
  const user = await getOptionalUser();
  return user ? getPlanOf(user.id) : 'free';
}

/** What every page's account state shows of billing: the plan, and whether a renewal payment failed. */
export async function getBillingStatus(userId: string): Promise<{ planId: PlanId; paymentFailed: boolean }> {
  const account = await getBillingAccount(await getDb(), userId);
  return { planId: (account?.planId as PlanId | undefined) ?? 'free', paymentFailed: account?.paymentFailedAt != null };
}

export interface BillingOverview {
  plan: Plan;
  /** Stripe's subscription status; null without a subscription. */
  status: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  paymentFailed: boolean;
  /** A Stripe customer exists: the portal can open. */
  hasBillingAccount: boolean;
  /** A live subscription that can be set to cancel (or to renew after all). */
  canCancel: boolean;
  balance: number;
  ledger: LedgerEntry[];
  testMode: boolean;
}

/** The signed-in user's billing account, balance (this month's grant included) and newest `ledgerLimit` changes. */
async function readMyBilling(ledgerLimit: number) {
  const user = await getOptionalUser();
  if (!user) return null;
  const db = await getDb();
  const [account, balance, ledger] = await Promise.all([
    getBillingAccount(db, user.id),
    readBalance(db, user.id),
    listLedger(db, user.id, ledgerLimit),
  ]);
  return { account, balance, ledger, plan: plans[(account?.planId as PlanId | undefined) ?? 'free'] };
}

/** Settings → Billing for the signed-in user; null when signed out. */
export async function getMyBillingOverview(): Promise<BillingOverview | null> {
  const mine = await readMyBilling(100);
  if (!mine) return null;
  const { account, balance, ledger, plan } = mine;
  const live = account?.status === 'active' || account?.status === 'trialing' || account?.status === 'past_due';
  return {
    plan,
    status: account?.status ?? null,
    currentPeriodEnd: account?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: account?.cancelAtPeriodEnd ?? false,
    paymentFailed: account?.paymentFailedAt != null,
    hasBillingAccount: account !== null,
    canCancel: live && account?.stripeSubscriptionId != null,
    balance,
    ledger,
    testMode: paymentsInTestMode,
  };
}

export interface CreditSummary {
  plan: Plan;
  balance: number;
  /** The newest changes to the balance, newest first. */
  recent: LedgerEntry[];
  paymentFailed: boolean;
}

/** The dashboard's credits panel for the signed-in user: plan, balance after this month's grant, recent use. */
export async function getMyCreditSummary(recent = 5): Promise<CreditSummary | null> {
  const mine = await readMyBilling(recent);
  if (!mine) return null;
  return {
    plan: mine.plan,
    balance: mine.balance,
    recent: mine.ledger,
    paymentFailed: mine.account?.paymentFailedAt != null,
  };
}

/**
 * Why this request cannot reach the payment pages: the embedded Stripe test server serves the machine it runs on
 * only, and this browser is elsewhere. Null when it can.
 */
async function paymentPagesOutOfReach(): Promise<string | null> {
  if (!stripeTestServer || isLocalRequest(await headers())) return null;
  return 'Payments on this server run in test mode, and its test payment pages open only in a browser on the machine it runs on.';
}

/** Starts checkout of `product` (`plan:pro`, `pack:credits-20` …) for a user; the URL of Stripe's page. */
export async function startCheckoutFor(user: AuthUser, product: string): Promise<BillingResult<{ url: string }>> {
  const parsed = parseCheckoutProduct(product);
  if (!parsed) return { ok: false, error: 'Choose a plan or a credit pack.' };
  const outOfReach = await paymentPagesOutOfReach();
  if (outOfReach) return { ok: false, error: outOfReach };
  return startCheckout(await getDb(), getStripe(), user, parsed, embeddedSiteUrl());
}

export async function setCancelAtPeriodEndFor(user: AuthUser, cancel: boolean) {
  return setCancelAtPeriodEnd(await getDb(), getStripe(), user.id, cancel);
}

export async function billingPortalUrlFor(user: AuthUser): Promise<BillingResult<{ url: string }>> {
  const outOfReach = await paymentPagesOutOfReach();
  if (outOfReach) return { ok: false, error: outOfReach };
  return portalUrl(await getDb(), getStripe(), user.id, `${embeddedSiteUrl()}/settings#billing`);
}

/** What the return page shows the signed-in user, read from Stripe; null when signed out. */
export async function getMyCheckoutOutcome(request: {
  sessionId: string | null;
  cancelled: boolean;
}): Promise<CheckoutOutcome | null> {
  const user = await getOptionalUser();
  if (!user) return null;
  return checkoutOutcome(await getDb(), getStripe(), user.id, request);
}

/** The route handler of /api/stripe/webhook: the raw body, its signature, one application per event. */
export async function handleStripeWebhookRequest(request: Request): Promise<Response> {
  const rawBody = await request.text();
  try {
    const outcome = await handleStripeWebhook(
      { db: await getDb(), stripe: getStripe(), secret: stripeWebhookSecret(isLocalRequest(request.headers)) },
      rawBody,
      request.headers.get('stripe-signature'),
    );
    return Response.json(outcome.body, { status: outcome.status, headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    // Stripe retries a 5xx with back-off; nothing of the event was stored, so the retry applies it whole.
    console.error('[billing] applying a Stripe webhook failed:', error);
    return Response.json({ received: false, error: 'Could not apply the event; Stripe will retry.' }, { status: 500 });
  }
}
