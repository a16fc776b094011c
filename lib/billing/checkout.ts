// Checkout and the subscription's management with Stripe: one customer per user (created on the first checkout),
// Checkout Sessions for a plan or a credit pack, what the return page shows (read from Stripe, never assumed),
// cancelling at period end, and the customer portal.
import type Stripe from 'stripe';
import type { Database } from '@/lib/db';
import { applySubscription, getBillingAccount, rememberCheckout, saveCustomer, snapshotOf } from './accounts';
import { getBalance } from './credits';
import { checkoutEffect } from './effects';
import { priceIdFor } from './prices';
import { creditPackById, paidPlanIds, plans, type CreditPack, type PaidPlanId } from './plans';

export type CheckoutProduct = { kind: 'plan'; planId: PaidPlanId } | { kind: 'pack'; pack: CreditPack };

/** `plan:pro`, `plan:business` or `pack:<id>` (the value of a pricing page's choice). */
export function parseCheckoutProduct(value: string): CheckoutProduct | null {
  const [kind, id = ''] = value.split(':');
  if (kind === 'plan') {
    const planId = paidPlanIds.find((p) => p === id);
    return planId ? { kind: 'plan', planId } : null;
  }
  const pack = kind === 'pack' ? creditPackById(id) : null;
  return pack ? { kind: 'pack', pack } : null;
}

export interface BillingUser {
  id: string;
  email: string | null;
}

export type BillingResult<T> = { ok: true; data: T } | { ok: false; error: string };

const liveStatuses = new Set(['active', 'trialing', 'past_due']);

async function customerFor(db: Database, stripe: Stripe, user: BillingUser): Promise<string> {
  const account = await getBillingAccount(db, user.id);
  if (account) return account.stripeCustomerId;
  // The idempotency key makes a double click (or two tabs) create one customer, not two.
  const customer = await stripe.customers.create(
    { ...(user.email ? { email: user.email } : {}), metadata: { userId: user.id } },
    { idempotencyKey: `tenderscope-customer-${user.id}` },
  );
  return saveCustomer(db, user.id, customer.id);
}

/** Starts a Checkout Session for `product` and returns the URL of Stripe's page. */
export async function startCheckout(
  db: Database,
  stripe: Stripe,
  user: BillingUser,
  product: CheckoutProduct,
  origin: string,
): Promise<BillingResult<{ url: string; sessionId: string }>> {
  if (product.kind === 'plan') {
    const account = await getBillingAccount(db, user.id);
    if (account?.status && liveStatuses.has(account.status) && account.planId !== 'free') {
      return {
        ok: false,
        error: `You already have the ${plans[account.planId as PaidPlanId].name} plan. Change or cancel it under Settings → Billing.`,
      };
    }
  }
  const customer = await customerFor(db, stripe, user);
  const spec =
    product.kind === 'plan'
      ? {
          lookupKey: plans[product.planId].stripeLookupKey ?? '',
          name: `${plans[product.planId].name} plan`,
          unitAmountCents: plans[product.planId].monthlyPriceCents,
          monthly: true,
        }
      : {
          lookupKey: product.pack.stripeLookupKey,
          name: `${product.pack.credits} credits`,
          unitAmountCents: product.pack.priceCents,
          monthly: false,
        };
  const price = await priceIdFor(stripe, spec);
  const productRef = product.kind === 'plan' ? `plan:${product.planId}` : `pack:${product.pack.id}`;
  const session = await stripe.checkout.sessions.create({
    mode: product.kind === 'plan' ? 'subscription' : 'payment',
    customer,
    client_reference_id: user.id,
    metadata: { userId: user.id, product: productRef },
    line_items: [{ price, quantity: 1 }],
    ...(product.kind === 'plan'
      ? { subscription_data: { metadata: { userId: user.id, planLookupKey: spec.lookupKey } } }
      : {}),
    success_url: `${origin}/subscription/return?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/subscription/return?cancelled=1`,
  });
  if (!session.url) return { ok: false, error: 'Stripe did not return a checkout page. Please try again.' };
  await rememberCheckout(db, { id: session.id, userId: user.id, customerId: customer, product: productRef });
  return { ok: true, data: { url: session.url, sessionId: session.id } };
}

export type CheckoutOutcome =
  | {
      state: 'paid';
      kind: 'plan' | 'pack';
      /** The plan's name, or the pack's credits. */
      planName: string | null;
      credits: number | null;
      balance: number;
      subscriptionStatus: string | null;
      currentPeriodEnd: Date | null;
    }
  | { state: 'processing'; kind: 'plan' | 'pack' }
  | { state: 'not-paid'; kind: 'plan' | 'pack'; cancelled: boolean }
  | { state: 'expired'; kind: 'plan' | 'pack' }
  | { state: 'unknown' };

const sessionIdPattern = /^cs_[A-Za-z0-9_]{8,250}$/;

/**
 * What became of a Checkout Session, read from Stripe: paid (its effects applied now if the webhook has not done it
 * yet — the same idempotent effects), processing, not paid, or expired. Another user's session is `unknown`.
 */
export async function checkoutOutcome(
  db: Database,
  stripe: Stripe,
  userId: string,
  request: { sessionId: string | null; cancelled: boolean },
): Promise<CheckoutOutcome> {
  const sessionId =
    request.sessionId ?? (request.cancelled ? (await getBillingAccount(db, userId))?.lastCheckoutSessionId : null);
  if (!sessionId || !sessionIdPattern.test(sessionId)) return { state: 'unknown' };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return { state: 'unknown' };
    throw error;
  }
  if (session.client_reference_id !== userId) return { state: 'unknown' };
  const kind = session.mode === 'subscription' ? 'plan' : 'pack';
  if (session.status === 'expired') return { state: 'expired', kind };
  if (session.status !== 'complete') return { state: 'not-paid', kind, cancelled: request.cancelled };
  if (session.payment_status === 'unpaid') return { state: 'processing', kind };
  const effect = await checkoutEffect(stripe, session);
  await db.transaction((tx) => effect(tx));
  const account = await getBillingAccount(db, userId);
  const pack = kind === 'pack' ? creditPackById(session.metadata?.product?.replace(/^pack:/, '') ?? '') : null;
  return {
    state: 'paid',
    kind,
    planName: account && account.planId !== 'free' ? plans[account.planId as PaidPlanId].name : null,
    credits: pack?.credits ?? null,
    balance: await getBalance(db, userId),
    subscriptionStatus: account?.status ?? null,
    currentPeriodEnd: account?.currentPeriodEnd ?? null,
  };
}

/** Sets the subscription to end at the period's end (or, `false`, to renew after all); state read back from Stripe. */
export async function setCancelAtPeriodEnd(
  db: Database,
  stripe: Stripe,
  userId: string,
  cancel: boolean,
): Promise<BillingResult<{ cancelAtPeriodEnd: boolean; currentPeriodEnd: Date | null }>> {
  const account = await getBillingAccount(db, userId);
  if (!account?.stripeSubscriptionId || !account.status || !liveStatuses.has(account.status)) {
    return { ok: false, error: 'You have no active subscription.' };
  }
  const subscription = await stripe.subscriptions.update(account.stripeSubscriptionId, {
    cancel_at_period_end: cancel,
  });
  const snapshot = snapshotOf(subscription);
  await applySubscription(db, userId, snapshot);
  return {
    ok: true,
    data: { cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd, currentPeriodEnd: snapshot.currentPeriodEnd },
  };
}

/** A customer portal session (payment method, invoices, cancellation) that returns to `returnUrl`. */
export async function portalUrl(
  db: Database,
  stripe: Stripe,
  userId: string,
  returnUrl: string,
): Promise<BillingResult<{ url: string }>> {
  const account = await getBillingAccount(db, userId);
  if (!account) return { ok: false, error: 'You have not bought anything yet: there is no billing account to manage.' };
  const session = await stripe.billingPortal.sessions.create({
    customer: account.stripeCustomerId,
    return_url: returnUrl,
  });
  return { ok: true, data: { url: session.url } };
}
