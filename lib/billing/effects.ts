// What a Stripe event or a verified Checkout Session changes here, in two steps: read what is needed from Stripe
// first (never while a transaction is open), then apply it in the caller's transaction. The webhook route and the
// return page share these, and every effect is idempotent (credits by their ledger reference).
import type Stripe from 'stripe';
import { enqueueJob } from '@/lib/jobs';
import type { Database } from '@/lib/db';
import {
  applySubscription,
  findCheckoutSession,
  findUserByCustomer,
  markPaymentFailed,
  snapshotOf,
  type SubscriptionSnapshot,
} from './accounts';
import { addCredits } from './credits';
import { creditPackById, plans } from './plans';

/** A change ready to apply in a transaction; `note` says what it did, for the log and tests. */
export type Effect = (tx: Database) => Promise<string>;

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const noEffect =
  (note: string): Effect =>
  async () =>
    note;

function isMissing(error: unknown): boolean {
  return (error as { code?: string; statusCode?: number })?.code === 'resource_missing';
}

/** The subscription as Stripe has it now, with its latest invoice; null when Stripe no longer knows it. */
async function currentSubscription(stripe: Stripe, id: string): Promise<Stripe.Subscription | null> {
  try {
    return await stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] });
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The plan period's credits for a paid subscription invoice, once per invoice. */
async function grantInvoiceCredits(
  tx: Database,
  userId: string,
  invoice: Pick<Stripe.Invoice, 'id' | 'billing_reason' | 'status'>,
  snapshot: SubscriptionSnapshot,
): Promise<string> {
  if (invoice.status !== 'paid' || !snapshot.pricePlanId) return 'no credits: invoice unpaid or not a plan';
  if (invoice.billing_reason !== 'subscription_create' && invoice.billing_reason !== 'subscription_cycle') {
    return `no credits for a ${invoice.billing_reason} invoice`;
  }
  const plan = plans[snapshot.pricePlanId];
  const { added } = await addCredits(tx, {
    userId,
    amount: plan.monthlyCredits,
    purpose: 'grant',
    reference: invoice.id,
  });
  return added ? `granted ${plan.monthlyCredits} credits` : 'credits already granted';
}

/** What a checkout the app did not start, or started for someone else, changes: nothing, said in the log. */
function refusedCheckout(sessionId: string, why: string): string {
  console.warn(`[billing] checkout ${sessionId}: ${why}; nothing credited`);
  return `${why}: nothing credited`;
}

/**
 * A completed Checkout Session: grants a credit pack or starts the plan, for the user the app started it for. Only
 * a session the app started counts (lib/billing/accounts' checkout_sessions), and only when the event names that
 * session's user and customer, and the customer is still that user's: a signed event naming another user, or a
 * session nobody here started, credits nobody.
 */
export async function checkoutEffect(stripe: Stripe, session: Stripe.Checkout.Session): Promise<Effect> {
  const namedUser = session.client_reference_id ?? session.metadata?.userId ?? null;
  const customerId = idOf(session.customer);
  if (!namedUser || !customerId) return noEffect('checkout without a user or customer');
  if (session.status !== 'complete') return noEffect(`checkout ${session.status ?? 'unknown'}`);
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const subscriptionId = idOf(session.subscription);
  const subscription =
    session.mode === 'subscription' && subscriptionId ? await currentSubscription(stripe, subscriptionId) : null;

  return async (tx) => {
    const started = await findCheckoutSession(tx, session.id);
    if (!started) return refusedCheckout(session.id, 'a checkout this app did not start');
    if (namedUser !== started.userId) return refusedCheckout(session.id, 'a checkout naming another user');
    if (customerId !== started.stripeCustomerId || (await findUserByCustomer(tx, customerId)) !== started.userId) {
      return refusedCheckout(session.id, 'a checkout with another customer than the user’s');
    }
    const snapshot = subscription ? snapshotOf(subscription) : null;
    if (snapshot && snapshot.customerId !== customerId) {
      return refusedCheckout(session.id, 'a checkout naming a subscription of another customer');
    }
    const userId = started.userId;
    const product = started.product ?? session.metadata?.product ?? '';
    const pack = session.mode === 'payment' ? creditPackById(product.replace(/^pack:/, '')) : null;
    const notes: string[] = [];
    if (pack && paid) {
      const { added } = await addCredits(tx, {
        userId,
        amount: pack.credits,
        purpose: 'purchase',
        reference: session.id,
      });
      notes.push(added ? `bought ${pack.credits} credits` : 'pack already granted');
    }
    if (subscription && snapshot) {
      await applySubscription(tx, userId, snapshot);
      const invoice = subscription.latest_invoice;
      if (invoice && typeof invoice !== 'string') notes.push(await grantInvoiceCredits(tx, userId, invoice, snapshot));
      notes.push(`plan ${snapshot.planId}`);
    }
    return notes.join(', ') || (paid ? 'nothing to grant' : 'awaiting payment');
  };
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

export async function invoicePaidEffect(stripe: Stripe, invoice: Stripe.Invoice): Promise<Effect> {
  const customerId = idOf(invoice.customer);
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (!customerId || !subscriptionId) return noEffect('invoice without a subscription');
  const subscription = await currentSubscription(stripe, subscriptionId);
  if (!subscription) return noEffect('invoice of an unknown subscription');
  const snapshot = snapshotOf(subscription);
  return async (tx) => {
    const userId = await findUserByCustomer(tx, customerId);
    if (!userId) return 'invoice of an unknown customer';
    await applySubscription(tx, userId, snapshot);
    return grantInvoiceCredits(tx, userId, { ...invoice, status: 'paid' }, snapshot);
  };
}

export async function invoiceFailedEffect(stripe: Stripe, invoice: Stripe.Invoice, at: Date): Promise<Effect> {
  const customerId = idOf(invoice.customer);
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (!customerId) return noEffect('invoice without a customer');
  const subscription = subscriptionId ? await currentSubscription(stripe, subscriptionId) : null;
  return async (tx) => {
    const userId = await findUserByCustomer(tx, customerId);
    if (!userId) return 'invoice of an unknown customer';
    const snapshot = subscription ? snapshotOf(subscription) : null;
    if (snapshot) await applySubscription(tx, userId, snapshot);
    await markPaymentFailed(tx, userId, at);
    await enqueueJob(tx, {
      kind: 'billing_payment_failed_mail',
      ownerId: userId,
      dedupeKey: `payment-failed:${invoice.id}`,
      payload: {
        userId,
        invoiceId: invoice.id,
        amountDue: invoice.amount_due,
        currency: invoice.currency,
        planId: snapshot?.pricePlanId ?? null,
        nextPaymentAttempt: invoice.next_payment_attempt,
      },
    });
    return 'payment failed: user told';
  };
}

/** Any subscription event: the subscription is read from Stripe as it is now, whatever the event said. */
export async function subscriptionEffect(stripe: Stripe, event: Stripe.Subscription): Promise<Effect> {
  const subscription = (await currentSubscription(stripe, event.id)) ?? event;
  const snapshot = snapshotOf(subscription);
  return async (tx) => {
    const userId = await findUserByCustomer(tx, snapshot.customerId);
    if (!userId) return 'subscription of an unknown customer';
    const stored = await applySubscription(tx, userId, snapshot);
    return stored ? `plan ${snapshot.planId}, ${snapshot.status}` : 'an older subscription: ignored';
  };
}
