// Plans and billing against the embedded Stripe test server, through the real stripe SDK and the app's real routes:
// every API call the app makes; checkout of a plan and of a credit pack; webhooks applied once however often they
// come, in whatever order; forged signatures refused; a declined payment grants nothing and tells the user.
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpSession, startAuthEnvironment, type AuthEnvironment } from '../support/auth';
import { mountStripe, payWithCard, portalAction, type CapturedEvent, type StripeEnvironment } from '../support/stripe';

let env: AuthEnvironment;
let stripeEnv: StripeEnvironment;
let billing: typeof import('@/lib/billing');
let accounts: typeof import('@/lib/billing/accounts');
let checkout: typeof import('@/lib/billing/checkout');
let credits: typeof import('@/lib/billing/credits');
let dbModule: typeof import('@/lib/db');
let stripe: Stripe;
let db: import('@/lib/db').Database;
let origin: string;

beforeAll(async () => {
  env = await startAuthEnvironment();
  stripeEnv = await mountStripe(env.http);
  origin = env.http.origin;
  billing = await import('@/lib/billing');
  accounts = await import('@/lib/billing/accounts');
  checkout = await import('@/lib/billing/checkout');
  credits = await import('@/lib/billing/credits');
  dbModule = await import('@/lib/db');
  stripe = (await import('@/lib/billing/stripe')).getStripe();
  db = await dbModule.getDb();
});

afterAll(async () => {
  await stripeEnv?.close();
  await env?.close();
});

async function newUser(label: string) {
  const session = await signUpSession(origin, label);
  return { id: session.user.id, email: session.user.email ?? null };
}

const plan = (planId: 'pro' | 'business') => ({ kind: 'plan' as const, planId });
const pack = (id: string) => ({ kind: 'pack' as const, pack: billing.creditPacks.find((p) => p.id === id)! });

async function ledgerOf(userId: string) {
  return credits.listLedger(db, userId);
}

/** Takes the held instance's events captured since `from`. */
function eventsSince(from: number): CapturedEvent[] {
  return stripeEnv.captured.slice(from);
}

async function stripeEventCount(id: string): Promise<number> {
  const rows = await db.select().from(dbModule.stripeEvents).where(eq(dbModule.stripeEvents.id, id));
  return rows.length;
}

describe('the stripe SDK against the embedded test server', () => {
  it('creates and retrieves a customer, and names a missing one with Stripe’s error', async () => {
    const created = await stripe.customers.create({ email: 'buyer@example.com', metadata: { userId: 'u1' } });
    expect(created).toMatchObject({ object: 'customer', email: 'buyer@example.com', metadata: { userId: 'u1' } });
    expect(created.id).toMatch(/^cus_[A-Za-z0-9]{24}$/);
    expect(await stripe.customers.retrieve(created.id)).toMatchObject({ id: created.id, email: 'buyer@example.com' });
    const missing = await stripe.customers.retrieve('cus_nothing').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('refuses a wrong API key as Stripe does', async () => {
    const stranger = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: env.http.port, protocol: 'http' });
    const failure = await stranger.customers.create({}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('lists prices by lookup key and moves a lookup key to a new price', async () => {
    const key = `test_key_${Date.now()}`;
    const first = await stripe.prices.create({
      currency: 'eur',
      unit_amount: 900,
      recurring: { interval: 'month' },
      product_data: { name: 'Test plan' },
      lookup_key: key,
    });
    expect(first).toMatchObject({ object: 'price', type: 'recurring', unit_amount: 900, lookup_key: key });
    const clash = await stripe.prices
      .create({ currency: 'eur', unit_amount: 1000, product_data: { name: 'Other' }, lookup_key: key })
      .catch((e: unknown) => e);
    expect(clash).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const second = await stripe.prices.create({
      currency: 'eur',
      unit_amount: 1000,
      recurring: { interval: 'month' },
      product_data: { name: 'Test plan' },
      lookup_key: key,
      transfer_lookup_key: true,
    });
    const { data } = await stripe.prices.list({ lookup_keys: [key], active: true, expand: ['data.product'] });
    expect(data.map((p) => p.id)).toEqual([second.id]);
    expect(data[0]?.product).toMatchObject({ object: 'product', name: 'Test plan' });
  });

  it('creates a Checkout Session and retrieves it with its line items; a subscription is retrieved and updated; the portal opens', async () => {
    const user = await newUser('sdk');
    const started = await checkout.startCheckout(db, stripe, user, plan('pro'), origin);
    if (!started.ok) throw new Error(started.error);
    const session = await stripe.checkout.sessions.retrieve(started.data.sessionId, { expand: ['line_items'] });
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: user.id,
      metadata: { userId: user.id, product: 'plan:pro' },
      amount_total: 2900,
      currency: 'eur',
    });
    expect(session.success_url).toBe(`${origin}/subscription/return?session_id={CHECKOUT_SESSION_ID}`);
    expect(session.line_items?.data[0]?.price?.lookup_key).toBe('tenderscope_pro_monthly_eur');

    const page = await fetch(started.data.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Test mode — no real payment');

    const paid = await payWithCard(started.data.url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${origin}/subscription/return?session_id=${session.id}`);
    await stripeEnv.idle();

    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const subscription = completed.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({ object: 'subscription', status: 'active', cancel_at_period_end: false });
    expect(subscription.items.data[0]?.current_period_end).toBeGreaterThan(subscription.created);

    const updated = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: subscription.items.data[0]?.current_period_end,
    });
    const retrieved = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(retrieved.cancel_at_period_end).toBe(true);
    expect(retrieved.latest_invoice).toMatchObject({
      object: 'invoice',
      status: 'paid',
      billing_reason: 'subscription_create',
    });

    const portal = await stripe.billingPortal.sessions.create({
      customer: String(completed.customer),
      return_url: `${origin}/settings#billing`,
    });
    expect(portal).toMatchObject({ object: 'billing_portal.session', return_url: `${origin}/settings#billing` });
    const portalPage = await (await fetch(portal.url)).text();
    expect(portalPage).toContain('Test mode — no real payment');
    expect(portalPage).toContain('Pro plan');
    await stripeEnv.idle();
  });
});

describe('checkout', () => {
  it('Pro: paid → active plan, the period’s credits once, and the return page tells the balance', async () => {
    const user = await newUser('pro');
    const started = await checkout.startCheckout(db, stripe, user, plan('pro'), origin);
    if (!started.ok) throw new Error(started.error);
    // One customer per user: a second checkout reuses it.
    const again = await checkout.startCheckout(db, stripe, user, plan('business'), origin);
    if (!again.ok) throw new Error(again.error);
    const sessions = await Promise.all(
      [started, again].map((s) => stripe.checkout.sessions.retrieve(s.ok ? s.data.sessionId : '')),
    );
    expect(sessions[0]?.customer).toBe(sessions[1]?.customer);

    expect((await payWithCard(started.data.url, '4242424242424242')).status).toBe(303);
    await stripeEnv.idle();
    const outcome = await checkout.checkoutOutcome(db, stripe, user.id, {
      sessionId: started.data.sessionId,
      cancelled: false,
    });
    expect(outcome).toMatchObject({
      state: 'paid',
      kind: 'plan',
      planName: 'Pro',
      balance: 100,
      subscriptionStatus: 'active',
    });
    expect(await accounts.readPlan(db, user.id)).toBe('pro');
    const ledger = await ledgerOf(user.id);
    expect(ledger.map((e) => [e.purpose, e.delta])).toEqual([['grant', 100]]);
    expect(ledger[0]?.reference).toMatch(/^in_/);

    // A paid plan gets no free monthly grant on top.
    await credits.ensureMonthlyGrant(db, user.id);
    expect(await credits.getBalance(db, user.id)).toBe(100);
    // And cannot buy the plan a second time.
    const twice = await checkout.startCheckout(db, stripe, user, plan('pro'), origin);
    expect(twice).toMatchObject({ ok: false });
  });

  it('a credit pack: paid → the pack’s credits as a purchase referenced by the session', async () => {
    const user = await newUser('pack');
    const started = await checkout.startCheckout(db, stripe, user, pack('credits-20'), origin);
    if (!started.ok) throw new Error(started.error);
    expect((await payWithCard(started.data.url, '4242 4242 4242 4242')).status).toBe(303);
    await stripeEnv.idle();
    expect(await ledgerOf(user.id)).toMatchObject([
      { purpose: 'purchase', delta: 20, reference: started.data.sessionId },
    ]);
    const outcome = await checkout.checkoutOutcome(db, stripe, user.id, {
      sessionId: started.data.sessionId,
      cancelled: false,
    });
    expect(outcome).toMatchObject({ state: 'paid', kind: 'pack', credits: 20, balance: 20 });
    // Someone else's session id shows nothing.
    const other = await newUser('other');
    expect(
      await checkout.checkoutOutcome(db, stripe, other.id, { sessionId: started.data.sessionId, cancelled: false }),
    ).toEqual({ state: 'unknown' });
  });

  it('the return page applies a paid session whose webhook has not arrived yet, once', async () => {
    const user = await newUser('early');
    const before = stripeEnv.captured.length;
    const started = await checkout.startCheckout(db, stripeEnv.heldStripe, user, pack('credits-100'), origin);
    if (!started.ok) throw new Error(started.error);
    expect((await payWithCard(started.data.url, '4242 4242 4242 4242')).status).toBe(303);
    const outcome = await checkout.checkoutOutcome(db, stripe, user.id, {
      sessionId: started.data.sessionId,
      cancelled: false,
    });
    expect(outcome).toMatchObject({ state: 'paid', balance: 100 });
    // The webhook arrives later: its event is recorded, the credits are not granted twice.
    const [completed] = eventsSince(before).filter((e) => e.type === 'checkout.session.completed');
    expect((await stripeEnv.deliver(completed!.payload)).status).toBe(200);
    expect(await credits.getBalance(db, user.id)).toBe(100);
  });
});

describe('webhooks', () => {
  /** A Pro subscription bought through the held instance, its webhooks delivered in order. */
  async function heldSubscription(label: string) {
    const user = await newUser(label);
    const from = stripeEnv.captured.length;
    const started = await checkout.startCheckout(db, stripeEnv.heldStripe, user, plan('pro'), origin);
    if (!started.ok) throw new Error(started.error);
    expect((await payWithCard(started.data.url, '4242 4242 4242 4242')).status).toBe(303);
    for (const event of eventsSince(from)) expect((await stripeEnv.deliver(event.payload)).status).toBe(200);
    const account = await accounts.getBillingAccount(db, user.id);
    const portal = await stripeEnv.heldStripe.billingPortal.sessions.create({ customer: account!.stripeCustomerId });
    return { user, subscriptionId: account!.stripeSubscriptionId!, portalUrl: portal.url };
  }

  it('the same invoice.paid delivered 10 times (4 of them at once) grants the period’s credits once', async () => {
    const { user, subscriptionId, portalUrl } = await heldSubscription('replay');
    expect(await credits.getBalance(db, user.id)).toBe(100);
    const from = stripeEnv.captured.length;
    expect((await portalAction(portalUrl, subscriptionId, 'renew')).status).toBe(303);
    const [renewal] = eventsSince(from).filter((e) => e.type === 'invoice.paid');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await stripeEnv.deliver(renewal!.payload));
    answers.push(...(await Promise.all(Array.from({ length: 4 }, () => stripeEnv.deliver(renewal!.payload)))));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await credits.getBalance(db, user.id)).toBe(200);
    expect((await ledgerOf(user.id)).filter((e) => e.purpose === 'grant')).toHaveLength(2);
    expect(await stripeEventCount(renewal!.id)).toBe(1);
  });

  it('out of order (subscription deleted before updated): the final state is Stripe’s, not the last event’s', async () => {
    const { user, subscriptionId, portalUrl } = await heldSubscription('order');
    const from = stripeEnv.captured.length;
    expect((await portalAction(portalUrl, subscriptionId, 'cancel')).status).toBe(303);
    expect((await portalAction(portalUrl, subscriptionId, 'renew')).status).toBe(303);
    const events = eventsSince(from);
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    const [updated, deleted] = events;
    expect((await stripeEnv.deliver(deleted!.payload)).status).toBe(200);
    expect((await stripeEnv.deliver(updated!.payload)).status).toBe(200);
    const account = await accounts.getBillingAccount(db, user.id);
    expect(account).toMatchObject({ planId: 'free', status: 'canceled' });
    expect(await billing.getPlanOf(user.id)).toBe('free');
  });

  it('a bad signature answers 400 and changes nothing; the genuine event then applies', async () => {
    const user = await newUser('forged');
    const from = stripeEnv.captured.length;
    const started = await checkout.startCheckout(db, stripeEnv.heldStripe, user, pack('credits-20'), origin);
    if (!started.ok) throw new Error(started.error);
    await payWithCard(started.data.url, '4242 4242 4242 4242');
    const [completed] = eventsSince(from);
    expect(completed?.type).toBe('checkout.session.completed');
    const payload = completed!.payload;
    const wrongSecret = await stripeEnv.deliver(payload, { secret: 'whsec_not_the_secret' });
    const tampered = await stripeEnv.deliver(payload.replace('"livemode":false', '"livemode":true'), {
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: stripeEnv.webhookSecret }),
    });
    const unsigned = await stripeEnv.deliver(payload, { signature: null });
    const stale = await stripeEnv.deliver(payload, {
      signature: Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: stripeEnv.webhookSecret,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      }),
    });
    expect([wrongSecret, tampered, unsigned, stale].map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(await credits.getBalance(db, user.id)).toBe(0);
    expect(await stripeEventCount(completed!.id)).toBe(0);
    expect((await stripeEnv.deliver(payload)).status).toBe(200);
    expect(await credits.getBalance(db, user.id)).toBe(20);
  });

  it('a declined card at checkout grants nothing, and the return page says it was not paid', async () => {
    const user = await newUser('declined');
    const from = stripeEnv.captured.length;
    const started = await checkout.startCheckout(db, stripeEnv.heldStripe, user, plan('pro'), origin);
    if (!started.ok) throw new Error(started.error);
    const declined = await payWithCard(started.data.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect(eventsSince(from)).toEqual([]);
    expect(await checkout.checkoutOutcome(db, stripe, user.id, { sessionId: null, cancelled: true })).toEqual({
      state: 'not-paid',
      kind: 'plan',
      cancelled: true,
    });
    expect(await credits.getBalance(db, user.id)).toBe(0);
    expect(await accounts.readPlan(db, user.id)).toBe('free');
  });

  it('a declined renewal: no credits, past due, a banner and an email; paying later clears it and grants once', async () => {
    const { user, subscriptionId, portalUrl } = await heldSubscription('renewal');
    const email = (await (await import('@/lib/auth/admin')).createAdminClient().auth.admin.getUserById(user.id)).data
      .user?.email;
    const from = stripeEnv.captured.length;
    expect((await portalAction(portalUrl, subscriptionId, 'renew-declined')).status).toBe(303);
    const events = eventsSince(from);
    expect(events.map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    for (const event of events) expect((await stripeEnv.deliver(event.payload)).status).toBe(200);
    // Delivered again: still one job, one email.
    expect((await stripeEnv.deliver(events[0]!.payload)).status).toBe(200);

    expect(await credits.getBalance(db, user.id)).toBe(100);
    expect(await billing.getBillingStatus(user.id)).toEqual({ planId: 'pro', paymentFailed: true });
    expect(await accounts.getBillingAccount(db, user.id)).toMatchObject({ status: 'past_due' });

    const jobs = await db
      .select()
      .from(dbModule.jobs)
      .where(sql`${dbModule.jobs.kind} = 'billing_payment_failed_mail' and ${dbModule.jobs.ownerId} = ${user.id}`);
    expect(jobs).toHaveLength(1);
    const handler = (await import('@/lib/billing/jobs')).billingJobHandlers.billing_payment_failed_mail!;
    await handler({ job: jobs[0]!, db, signal: new AbortController().signal, progress: async () => {} });
    const mail = await env.mailbox.waitFor(email!);
    expect(mail.text).toContain('We could not charge €29.00 for your Tenderscope Pro plan.');
    expect(mail.text).toContain(`${origin.replace('127.0.0.1', 'localhost')}/settings#billing`);

    const retried = stripeEnv.captured.length;
    expect((await portalAction(portalUrl, subscriptionId, 'retry-payment')).status).toBe(303);
    for (const event of eventsSince(retried)) expect((await stripeEnv.deliver(event.payload)).status).toBe(200);
    expect(await billing.getBillingStatus(user.id)).toEqual({ planId: 'pro', paymentFailed: false });
    expect(await credits.getBalance(db, user.id)).toBe(200);
  });
});

describe('the subscription from Settings', () => {
  it('cancels at period end and takes it back, reading the state from Stripe', async () => {
    const user = await newUser('settings');
    const started = await checkout.startCheckout(db, stripe, user, plan('business'), origin);
    if (!started.ok) throw new Error(started.error);
    await payWithCard(started.data.url, '4242 4242 4242 4242');
    await stripeEnv.idle();
    const cancelled = await checkout.setCancelAtPeriodEnd(db, stripe, user.id, true);
    expect(cancelled).toMatchObject({ ok: true, data: { cancelAtPeriodEnd: true } });
    if (!cancelled.ok) return;
    expect(cancelled.data.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    await stripeEnv.idle();
    expect(await accounts.getBillingAccount(db, user.id)).toMatchObject({
      planId: 'business',
      cancelAtPeriodEnd: true,
    });
    expect(await checkout.setCancelAtPeriodEnd(db, stripe, user.id, false)).toMatchObject({
      ok: true,
      data: { cancelAtPeriodEnd: false },
    });
    await stripeEnv.idle();
    expect(await accounts.getBillingAccount(db, user.id)).toMatchObject({ cancelAtPeriodEnd: false });
    const portal = await checkout.portalUrl(db, stripe, user.id, `${origin}/settings#billing`);
    expect(portal).toMatchObject({ ok: true });
    const nobody = await newUser('nobody');
    expect(await checkout.setCancelAtPeriodEnd(db, stripe, nobody.id, true)).toMatchObject({ ok: false });
    expect(await checkout.portalUrl(db, stripe, nobody.id, origin)).toMatchObject({ ok: false });
  });
});
