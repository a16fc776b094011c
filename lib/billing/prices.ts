// Stripe prices for plans.ts: found by lookup key, and replaced (the lookup key moved to a new price) when the
// amount in plans.ts no longer matches, so plans.ts stays the one place prices are set.
import type Stripe from 'stripe';

export interface PriceSpec {
  lookupKey: string;
  /** The product's name on Stripe's pages and invoices. */
  name: string;
  unitAmountCents: number;
  monthly: boolean;
}

function matches(price: Stripe.Price, spec: PriceSpec): boolean {
  return (
    price.unit_amount === spec.unitAmountCents &&
    price.currency === 'eur' &&
    (spec.monthly ? price.recurring?.interval === 'month' : price.recurring === null)
  );
}

export async function priceIdFor(stripe: Stripe, spec: PriceSpec): Promise<string> {
  const { data } = await stripe.prices.list({ lookup_keys: [spec.lookupKey], active: true, limit: 1 });
  const current = data[0];
  if (current && matches(current, spec)) return current.id;
  const created = await stripe.prices.create({
    currency: 'eur',
    unit_amount: spec.unitAmountCents,
    ...(spec.monthly ? { recurring: { interval: 'month' as const } } : {}),
    product_data: { name: spec.name },
    lookup_key: spec.lookupKey,
    transfer_lookup_key: true,
    tax_behavior: 'exclusive',
  });
  return created.id;
}
