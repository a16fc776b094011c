// The Stripe objects the embedded test server keeps, built in the shapes of the API version the SDK pins
// (`items.data[].current_period_end` on subscriptions, `parent.subscription_details` on invoices).
import Stripe from 'stripe';
import { newId, nowSeconds, type StripeObject } from './store';

export const apiVersion: string = Stripe.API_VERSION;

export function customerObject(input: {
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  now: Date;
}): StripeObject {
  return {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(input.now),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: input.email,
    invoice_prefix: newId('').slice(1, 9).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function productObject(input: { name: string; metadata: Record<string, string>; now: Date }): StripeObject {
  const created = nowSeconds(input.now);
  return {
    id: newId('prod'),
    object: 'product',
    active: true,
    created,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: input.metadata,
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    unit_label: null,
    updated: created,
    url: null,
  };
}

export function priceObject(input: {
  product: string;
  currency: string;
  unitAmount: number;
  interval: string | null;
  lookupKey: string | null;
  taxBehavior: string;
  metadata: Record<string, string>;
  now: Date;
}): StripeObject {
  return {
    id: newId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: nowSeconds(input.now),
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey,
    metadata: input.metadata,
    nickname: null,
    product: input.product,
    recurring: input.interval
      ? { interval: input.interval, interval_count: 1, meter: null, usage_type: 'licensed' }
      : null,
    tax_behavior: input.taxBehavior,
    tiers_mode: null,
    transform_quantity: null,
    type: input.interval ? 'recurring' : 'one_time',
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  };
}

export function paymentMethodObject(input: { customer: string; last4: string; now: Date }): StripeObject {
  return {
    id: newId('pm'),
    object: 'payment_method',
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    card: {
      brand: 'visa',
      country: 'US',
      exp_month: 12,
      exp_year: input.now.getUTCFullYear() + 3,
      funding: 'credit',
      last4: input.last4,
    },
    created: nowSeconds(input.now),
    customer: input.customer,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

/** One calendar month on, as Stripe bills monthly plans (31 January → 28 or 29 February). */
export function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

export function subscriptionObject(input: {
  customer: string;
  price: StripeObject;
  paymentMethod: string;
  metadata: Record<string, string>;
  now: Date;
}): StripeObject {
  const id = newId('sub');
  const start = nowSeconds(input.now);
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: start,
    billing_cycle_anchor_config: null,
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: start,
    currency: input.price.currency,
    customer: input.customer,
    days_until_due: null,
    default_payment_method: input.paymentMethod,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          created: start,
          current_period_end: addMonth(start),
          current_period_start: start,
          discounts: [],
          metadata: {},
          price: input.price,
          quantity: 1,
          subscription: id,
          tax_rates: [],
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: start,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_start: null,
  };
}

type SubscriptionItem = { current_period_start: number; current_period_end: number; price: StripeObject };

export function firstItem(subscription: StripeObject): SubscriptionItem {
  const items = subscription.items as { data: SubscriptionItem[] };
  const item = items.data[0];
  if (!item) throw new Error(`Subscription ${subscription.id} has no items.`);
  return item;
}

export function invoiceObject(input: {
  customer: StripeObject;
  subscription: StripeObject;
  billingReason: 'subscription_create' | 'subscription_cycle';
  paid: boolean;
  now: Date;
}): StripeObject {
  const item = firstItem(input.subscription);
  const amount = Number(item.price.unit_amount);
  const created = nowSeconds(input.now);
  const id = newId('in');
  return {
    id,
    object: 'invoice',
    account_country: 'AT',
    account_name: null,
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: input.paid ? amount : 0,
    amount_remaining: input.paid ? 0 : amount,
    amount_shipping: 0,
    attempt_count: 1,
    attempted: true,
    auto_advance: !input.paid,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created,
    currency: item.price.currency,
    customer: input.customer.id,
    customer_email: input.customer.email ?? null,
    customer_name: input.customer.name ?? null,
    description: null,
    discounts: [],
    due_date: null,
    effective_at: created,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: {
      object: 'list',
      data: [
        {
          id: newId('il'),
          object: 'line_item',
          amount,
          currency: item.price.currency,
          description: `1 × ${String(item.price.product)}`,
          discount_amounts: [],
          discountable: true,
          discounts: [],
          invoice: id,
          livemode: false,
          metadata: {},
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { subscription: input.subscription.id, proration: false },
          },
          period: { start: item.current_period_start, end: item.current_period_end },
          pricing: {
            type: 'price_details',
            price_details: { price: item.price.id, product: item.price.product },
            unit_amount_decimal: String(amount),
          },
          quantity: 1,
          subscription: input.subscription.id,
          subtotal: amount,
          taxes: [],
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: input.paid ? null : created + 3 * 24 * 3600,
    number: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: input.subscription.metadata, subscription: input.subscription.id },
    },
    period_end: item.current_period_start,
    period_start: item.current_period_start,
    status: input.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: created,
      marked_uncollectible_at: null,
      paid_at: input.paid ? created : null,
      voided_at: null,
    },
    subtotal: amount,
    total: amount,
    webhooks_delivered_at: null,
  };
}

export function eventObject(input: {
  type: string;
  object: StripeObject;
  previous?: Record<string, unknown>;
  now: Date;
}): StripeObject {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: apiVersion,
    created: nowSeconds(input.now),
    data: { object: input.object, ...(input.previous ? { previous_attributes: input.previous } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: input.type,
  };
}
