// Stripe webhooks: the signature checked on the raw body, then each event applied once. The event id is stored in
// the same transaction as its effects, so a replay (Stripe retries, or an attacker resending a signed event) finds
// it and changes nothing. Slow work (the email to a user whose payment failed) goes to a job.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { stripeEvents, type Database } from '@/lib/db';
import { checkoutEffect, invoiceFailedEffect, invoicePaidEffect, subscriptionEffect, type Effect } from './effects';

export interface WebhookDeps {
  db: Database;
  stripe: Stripe;
  /** Undefined: real keys without STRIPE_WEBHOOK_SECRET; every delivery answers 503 until it is set. */
  secret: string | undefined;
  now?: () => Date;
}

export interface WebhookOutcome {
  status: number;
  body: { received: boolean; duplicate?: boolean; note?: string; error?: string };
}

/** What an event does; events this app does not act on are acknowledged and recorded. */
async function effectOf(deps: WebhookDeps, event: Stripe.Event): Promise<Effect> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutEffect(deps.stripe, event.data.object);
    case 'invoice.paid':
      return invoicePaidEffect(deps.stripe, event.data.object);
    case 'invoice.payment_failed':
      return invoiceFailedEffect(deps.stripe, event.data.object, (deps.now ?? (() => new Date()))());
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionEffect(deps.stripe, event.data.object);
    default:
      return async () => `${event.type}: not used`;
  }
}

async function seen(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id));
  return row !== undefined;
}

export async function handleStripeWebhook(
  deps: WebhookDeps,
  rawBody: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  if (!deps.secret) {
    console.error('[billing] a Stripe webhook arrived, but STRIPE_WEBHOOK_SECRET is not set');
    return { status: 503, body: { received: false, error: 'STRIPE_WEBHOOK_SECRET is not set on this server.' } };
  }
  if (!signature) return { status: 400, body: { received: false, error: 'Missing Stripe-Signature header.' } };
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(rawBody, signature, deps.secret);
  } catch {
    return { status: 400, body: { received: false, error: 'Invalid signature.' } };
  }
  if (await seen(deps.db, event.id)) return { status: 200, body: { received: true, duplicate: true } };
  const effect = await effectOf(deps, event);
  const note = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    // Another delivery of the same event committed first: its effects stand, these are not applied.
    if (!inserted) return null;
    return effect(tx);
  });
  if (note === null) return { status: 200, body: { received: true, duplicate: true } };
  return { status: 200, body: { received: true, note } };
}
