// A user's billing with Stripe as stored here: their Stripe customer, their subscription's state as last read from
// Stripe (plan, status, period end, cancellation) and whether a renewal payment failed.
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { billingAccounts, checkoutSessions, type Database, type SubscriptionStatus } from '@/lib/db';
import { planOfLookupKey, type PaidPlanId, type PlanId } from './plans';

export type BillingAccount = typeof billingAccounts.$inferSelect;

/** Statuses in which the subscription's plan counts (Stripe retries a failed renewal while past due). */
const liveStatuses: readonly string[] = ['active', 'trialing', 'past_due'];

export async function getBillingAccount(db: Database, userId: string): Promise<BillingAccount | null> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  return row ?? null;
}

export async function findUserByCustomer(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: billingAccounts.userId })
    .from(billingAccounts)
    .where(eq(billingAccounts.stripeCustomerId, customerId));
  return row?.userId ?? null;
}

/** Stores the user's Stripe customer unless one is stored already; returns the stored one. */
export async function saveCustomer(db: Database, userId: string, customerId: string): Promise<string> {
  await db.insert(billingAccounts).values({ userId, stripeCustomerId: customerId }).onConflictDoNothing();
  const account = await getBillingAccount(db, userId);
  return account?.stripeCustomerId ?? customerId;
}

export type CheckoutSessionRecord = typeof checkoutSessions.$inferSelect;

/**
 * Keeps a Checkout Session this app started, for whom and with which customer (a completed checkout credits only
 * such a session), and makes it the user's newest, for the return page of a cancelled checkout.
 */
export async function rememberCheckout(
  db: Database,
  session: { id: string; userId: string; customerId: string; product: string },
): Promise<void> {
  await db
    .insert(checkoutSessions)
    .values({ id: session.id, userId: session.userId, stripeCustomerId: session.customerId, product: session.product })
    .onConflictDoNothing();
  await db
    .update(billingAccounts)
    .set({ lastCheckoutSessionId: session.id, updatedAt: sql`now()` })
    .where(eq(billingAccounts.userId, session.userId));
}

/** A Checkout Session this app started, or null: one made anywhere else (or invented) was not. */
export async function findCheckoutSession(db: Database, sessionId: string): Promise<CheckoutSessionRecord | null> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return row ?? null;
}

export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** The plan of the subscription's price, whatever its status. */
  pricePlanId: PaidPlanId | null;
  /** The plan the user has by it: the price's plan while the subscription is live, else free. */
  planId: PlanId;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  createdAt: Date;
}

const fromSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** What this app keeps of a subscription read from Stripe. */
export function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const pricePlanId = planOfLookupKey(item?.price.lookup_key) ?? planOfLookupKey(subscription.metadata?.planLookupKey);
  const status = subscription.status as SubscriptionStatus;
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    pricePlanId,
    planId: pricePlanId && liveStatuses.includes(status) ? pricePlanId : 'free',
    status,
    currentPeriodEnd: fromSeconds(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    createdAt: new Date(subscription.created * 1000),
  };
}

/**
 * Stores a subscription's state for its user. The state always comes from Stripe as it is now, so the order events
 * arrive in does not matter; only an older subscription (one the user replaced) never overwrites a newer one.
 * Returns whether it was stored.
 */
export async function applySubscription(
  db: Database,
  userId: string,
  snapshot: SubscriptionSnapshot,
): Promise<boolean> {
  const failing = snapshot.status === 'past_due' || snapshot.status === 'unpaid';
  const updated = await db
    .update(billingAccounts)
    .set({
      stripeSubscriptionId: snapshot.id,
      planId: snapshot.planId,
      status: snapshot.status,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      subscriptionCreatedAt: snapshot.createdAt,
      // The banner stays while a renewal is unpaid, and goes once it is paid or the subscription ends.
      paymentFailedAt: failing ? sql`${billingAccounts.paymentFailedAt}` : null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(billingAccounts.userId, userId),
        eq(billingAccounts.stripeCustomerId, snapshot.customerId),
        sql`(${billingAccounts.stripeSubscriptionId} is null or ${billingAccounts.stripeSubscriptionId} = ${snapshot.id}
             or ${billingAccounts.subscriptionCreatedAt} <= ${snapshot.createdAt.toISOString()})`,
      ),
    )
    .returning({ userId: billingAccounts.userId });
  return updated.length > 0;
}

/** A renewal payment failed: the banner shows from now until it is paid. */
export async function markPaymentFailed(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(billingAccounts)
    .set({
      paymentFailedAt: sql`coalesce(${billingAccounts.paymentFailedAt}, ${at.toISOString()})`,
      updatedAt: sql`now()`,
    })
    .where(eq(billingAccounts.userId, userId));
}

/** The user's plan: a live subscription's, else free. Drives alert limits and monthly credits. */
export async function readPlan(db: Database, userId: string): Promise<PlanId> {
  const [row] = await db
    .select({ planId: billingAccounts.planId })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId));
  return (row?.planId as PlanId | undefined) ?? 'free';
}
