// What the hosted test pages do: pay a Checkout Session with a test card (or decline it), and the portal's
// changes to a subscription, each followed by the webhooks Stripe would send, delivered in order.
import type { StripeTestContext } from './context';
import { addMonth, eventObject, firstItem, invoiceObject, paymentMethodObject, subscriptionObject } from './objects';
import { findObjects, getObject, newId, nowSeconds, publicView, putObject, type StripeObject } from './store';

/** Stripe's test cards this server knows; any other number that passes the Luhn check pays. */
export const testCards = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

const declines: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardCheck = { ok: true; last4: string } | { ok: false; message: string };

export function checkCard(number: string): CardCheck {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) return { ok: false, message: 'Your card number is invalid.' };
  const declined = declines[digits];
  return declined ? { ok: false, message: declined } : { ok: true, last4: digits.slice(-4) };
}

async function emit(ctx: StripeTestContext, type: string, object: StripeObject, previous?: Record<string, unknown>) {
  const event = eventObject({ type, object: publicView(object), previous, now: ctx.now() });
  await putObject(ctx.db, event);
  return event;
}

export type PayOutcome = { ok: true; redirect: string } | { ok: false; message: string };

/**
 * Pays an open Checkout Session: stores what Stripe would create, delivers the webhooks, then names the success URL.
 */
export async function payCheckoutSession(
  ctx: StripeTestContext,
  session: StripeObject,
  card: string,
): Promise<PayOutcome> {
  if (session.status !== 'open') return { ok: false, message: 'This checkout is no longer open.' };
  const checked = checkCard(card);
  if (!checked.ok) return checked;
  const now = ctx.now();
  const customer = session.customer ? await getObject(ctx.db, String(session.customer)) : null;
  if (!customer) return { ok: false, message: 'This checkout has no customer.' };
  const paymentMethod = paymentMethodObject({ customer: customer.id, last4: checked.last4, now });
  await putObject(ctx.db, paymentMethod);
  const completed: StripeObject = {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    customer_details: {
      address: null,
      email: customer.email ?? null,
      name: customer.name ?? null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
  };
  const events: StripeObject[] = [];
  if (session.mode === 'subscription') {
    const items = session._line_items as { price: StripeObject }[];
    const price = items[0]?.price;
    if (!price) return { ok: false, message: 'This checkout has no price.' };
    const subscription = subscriptionObject({
      customer: customer.id,
      price,
      paymentMethod: paymentMethod.id,
      metadata: (session._subscription_metadata as Record<string, string> | undefined) ?? {},
      now,
    });
    const invoice = invoiceObject({ customer, subscription, billingReason: 'subscription_create', paid: true, now });
    subscription.latest_invoice = invoice.id;
    completed.subscription = subscription.id;
    completed.invoice = invoice.id;
    await putObject(ctx.db, subscription);
    await putObject(ctx.db, invoice);
    await putObject(ctx.db, {
      ...customer,
      invoice_settings: { ...(customer.invoice_settings as object), default_payment_method: paymentMethod.id },
    });
    events.push(await emit(ctx, 'customer.subscription.created', subscription));
    events.push(await emit(ctx, 'invoice.paid', invoice));
  } else {
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      customer: customer.id,
      created: nowSeconds(now),
      last_payment_error: null,
      livemode: false,
      metadata: {},
      payment_method: paymentMethod.id,
      status: 'succeeded',
    };
    await putObject(ctx.db, intent);
    completed.payment_intent = intent.id;
  }
  await putObject(ctx.db, completed);
  events.push(await emit(ctx, 'checkout.session.completed', completed));
  await ctx.deliver(events);
  return { ok: true, redirect: String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
}

export type PortalAction = 'cancel' | 'resume' | 'renew' | 'renew-declined' | 'retry-payment';

/** A change in the customer portal, or a simulated turn of the billing period (this server has no clock of its own). */
export async function applyPortalAction(
  ctx: StripeTestContext,
  subscriptionId: string,
  action: PortalAction,
): Promise<string | null> {
  const subscription = await getObject(ctx.db, subscriptionId);
  if (!subscription || subscription.object !== 'subscription') return 'No such subscription.';
  if (subscription.status === 'canceled') return 'This subscription has ended.';
  const customer = await getObject(ctx.db, String(subscription.customer));
  if (!customer) return 'No such customer.';
  const now = ctx.now();
  const item = firstItem(subscription);
  const events: StripeObject[] = [];

  if (action === 'cancel' || action === 'resume') {
    const wanted = action === 'cancel';
    if (subscription.cancel_at_period_end === wanted) return null;
    const next = {
      ...subscription,
      cancel_at_period_end: wanted,
      cancel_at: wanted ? item.current_period_end : null,
      canceled_at: wanted ? nowSeconds(now) : null,
    };
    await putObject(ctx.db, next);
    events.push(
      await emit(ctx, 'customer.subscription.updated', next, {
        cancel_at_period_end: subscription.cancel_at_period_end,
        cancel_at: subscription.cancel_at,
        canceled_at: subscription.canceled_at,
      }),
    );
  } else if (action === 'retry-payment') {
    const invoice = subscription.latest_invoice ? await getObject(ctx.db, String(subscription.latest_invoice)) : null;
    if (!invoice || invoice.status !== 'open') return 'There is no unpaid invoice to retry.';
    const paid = {
      ...invoice,
      status: 'paid',
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      attempt_count: Number(invoice.attempt_count) + 1,
      next_payment_attempt: null,
      status_transitions: { ...(invoice.status_transitions as object), paid_at: nowSeconds(now) },
    };
    const next = { ...subscription, status: 'active' };
    await putObject(ctx.db, paid);
    await putObject(ctx.db, next);
    events.push(await emit(ctx, 'invoice.paid', paid));
    events.push(await emit(ctx, 'customer.subscription.updated', next, { status: subscription.status }));
  } else if (subscription.cancel_at_period_end) {
    // The period ends on a subscription set to cancel: Stripe ends it and sends customer.subscription.deleted.
    const ended = { ...subscription, status: 'canceled', ended_at: item.current_period_end };
    await putObject(ctx.db, ended);
    events.push(await emit(ctx, 'customer.subscription.deleted', ended));
  } else {
    const start = item.current_period_end;
    const items = subscription.items as { data: Record<string, unknown>[] };
    const renewed: StripeObject = {
      ...subscription,
      items: {
        ...items,
        data: items.data.map((it, i) =>
          i === 0 ? { ...it, current_period_start: start, current_period_end: addMonth(start) } : it,
        ),
      },
    };
    const paid = action === 'renew';
    const invoice = invoiceObject({ customer, subscription: renewed, billingReason: 'subscription_cycle', paid, now });
    renewed.latest_invoice = invoice.id;
    renewed.status = paid ? 'active' : 'past_due';
    await putObject(ctx.db, invoice);
    await putObject(ctx.db, renewed);
    events.push(await emit(ctx, paid ? 'invoice.paid' : 'invoice.payment_failed', invoice));
    events.push(
      await emit(ctx, 'customer.subscription.updated', renewed, {
        items: subscription.items,
        latest_invoice: subscription.latest_invoice,
        ...(renewed.status !== subscription.status ? { status: subscription.status } : {}),
      }),
    );
  }
  await ctx.deliver(events);
  return null;
}

/** The customer's subscriptions, newest first, as the portal lists them. */
export async function subscriptionsOf(ctx: StripeTestContext, customerId: string): Promise<StripeObject[]> {
  return (await findObjects(ctx.db, 'subscription', 'customer', customerId)).reverse();
}
