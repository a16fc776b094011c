// Billing's pure parts: when the embedded Stripe test server may serve, how it reads the SDK's form bodies, its test
// cards and calendar months, and the products a pricing page may name.
import { describe, expect, it } from 'vitest';
import { stripeTestServerRefusals } from '@/lib/config/stripe';
import { parseStripeParams } from '@/lib/billing/stripe-test/form';
import { addMonth } from '@/lib/billing/stripe-test/objects';
import { checkCard } from '@/lib/billing/stripe-test/payments';
import { parseCheckoutProduct } from '@/lib/billing/checkout';
import { formatEuros, planOfLookupKey, plans } from '@/lib/billing/plans';

describe('the embedded Stripe test server in production', () => {
  const base = {
    nodeEnv: 'production',
    siteUrl: 'https://tenders.example.com',
    stripeSecretKey: undefined,
    testServerOnPublicSite: false,
  };

  it('is refused on a public site, naming what to set', () => {
    const [reason] = stripeTestServerRefusals(base);
    expect(reason).toContain('STRIPE_SECRET_KEY is unset');
    expect(reason).toContain('https://tenders.example.com');
  });

  it('serves on loopback, outside production, when told to, and is not involved with real keys', () => {
    expect(stripeTestServerRefusals({ ...base, siteUrl: 'http://127.0.0.1:3000' })).toEqual([]);
    expect(stripeTestServerRefusals({ ...base, nodeEnv: 'development' })).toEqual([]);
    expect(stripeTestServerRefusals({ ...base, testServerOnPublicSite: true })).toEqual([]);
    expect(stripeTestServerRefusals({ ...base, stripeSecretKey: 'sk_live_x' })).toEqual([]);
  });
});

describe('Stripe form parameters', () => {
  it('reads nested objects, indexed arrays and expand[] as the SDK writes them', () => {
    const params = new URLSearchParams(
      'mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&line_items[1][price]=price_2' +
        '&metadata[userId]=u&subscription_data[metadata][plan]=pro&expand[0]=subscription&expand[]=line_items' +
        '&success_url=' +
        encodeURIComponent('https://x.test/r?session_id={CHECKOUT_SESSION_ID}'),
    );
    expect(parseStripeParams(params)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '1' }, { price: 'price_2' }],
      metadata: { userId: 'u' },
      subscription_data: { metadata: { plan: 'pro' } },
      expand: ['subscription', 'line_items'],
      success_url: 'https://x.test/r?session_id={CHECKOUT_SESSION_ID}',
    });
  });
});

describe('test cards', () => {
  it('pays with 4242…, declines Stripe’s decline numbers and refuses numbers that fail the Luhn check', () => {
    expect(checkCard('4242 4242 4242 4242')).toEqual({ ok: true, last4: '4242' });
    expect(checkCard('4000-0000-0000-0002')).toEqual({ ok: false, message: 'Your card was declined.' });
    expect(checkCard('4000000000009995')).toEqual({ ok: false, message: 'Your card has insufficient funds.' });
    expect(checkCard('4242 4242 4242 4241')).toEqual({ ok: false, message: 'Your card number is invalid.' });
    expect(checkCard('')).toMatchObject({ ok: false });
  });
});

describe('billing periods', () => {
  it('move one calendar month, keeping the day where the month has it', () => {
    const at = (iso: string) => Date.parse(iso) / 1000;
    expect(addMonth(at('2026-01-15T10:00:00Z'))).toBe(at('2026-02-15T10:00:00Z'));
    expect(addMonth(at('2026-01-31T10:00:00Z'))).toBe(at('2026-02-28T10:00:00Z'));
    expect(addMonth(at('2026-12-31T00:00:00Z'))).toBe(at('2027-01-31T00:00:00Z'));
  });
});

describe('products and plans', () => {
  it('names a paid plan or a credit pack, and nothing else', () => {
    expect(parseCheckoutProduct('plan:pro')).toEqual({ kind: 'plan', planId: 'pro' });
    expect(parseCheckoutProduct('pack:credits-20')).toMatchObject({ kind: 'pack', pack: { credits: 20 } });
    for (const bad of ['plan:free', 'plan:enterprise', 'pack:credits-7', 'pro', '']) {
      expect(parseCheckoutProduct(bad)).toBeNull();
    }
  });

  it('finds a plan by its Stripe lookup key, and writes euros as people read them', () => {
    expect(planOfLookupKey(plans.business.stripeLookupKey)).toBe('business');
    expect(planOfLookupKey('someone_elses_price')).toBeNull();
    expect(planOfLookupKey(null)).toBeNull();
    expect(formatEuros(2900)).toBe('€29');
    expect(formatEuros(1550)).toBe('€15.50');
  });
});
