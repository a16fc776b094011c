// A completed checkout credits only the user it was started for (issue 35, M1 and L4). A webhook signed with the
// right secret may still name anything: another user than the session's, another user's Stripe customer, a session
// this app never started. Such events are answered 200 (Stripe would otherwise retry them for days; they can never
// apply) and logged, and credit nobody; the genuine checkout beside them credits its buyer once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpSession, startAuthEnvironment, type AuthEnvironment } from '../support/auth';
import { mountStripe, payWithCard, type StripeEnvironment } from '../support/stripe';

let env: AuthEnvironment;
let stripeEnv: StripeEnvironment;
let db: import('@/lib/db').Database;
let billing: typeof import('@/lib/billing');
let accounts: typeof import('@/lib/billing/accounts');
let checkout: typeof import('@/lib/billing/checkout');
let credits: typeof import('@/lib/billing/credits');
let stripe: import('stripe').Stripe;

beforeAll(async () => {
  env = await startAuthEnvironment();
  stripeEnv = await mountStripe(env.http);
  billing = await import('@/lib/billing');
  accounts = await import('@/lib/billing/accounts');
  checkout = await import('@/lib/billing/checkout');
  credits = await import('@/lib/billing/credits');
  stripe = (await import('@/lib/billing/stripe')).getStripe();
  db = await (await import('@/lib/db')).getDb();
});

afterAll(async () => {
  await stripeEnv?.close();
  await env?.close();
});

async function newUser(label: string) {
  const session = await signUpSession(env.http.origin, label);
  return { id: session.user.id, email: session.user.email ?? null };
}

const pack100 = () => ({ kind: 'pack' as const, pack: billing.creditPacks.find((p) => p.id === 'credits-100')! });

/** A paid `checkout.session.completed` of a credit pack, as Stripe would send it, naming whatever it is told. */
function completedPack(session: { id: string; userId: string; customer: string }): string {
  return JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: session.userId,
        customer: session.customer,
        metadata: { userId: session.userId, product: 'pack:credits-100' },
      },
    },
  });
}

/** Delivers a signed event to the webhook route from this machine; its status and what it noted. */
async function deliver(payload: string) {
  const response = await stripeEnv.deliver(payload);
  return { status: response.status, body: (await response.json()) as { received: boolean; note?: string } };
}

describe('a completed checkout credits only its own user', () => {
  it('an event naming user Y with user X’s customer and X’s session credits nobody, and Y gets no customer', async () => {
    const x = await newUser('owner-x');
    const y = await newUser('owner-y');
    const started = await checkout.startCheckout(db, stripe, x, pack100(), env.http.origin);
    if (!started.ok) throw new Error(started.error);
    const customerOfX = (await accounts.getBillingAccount(db, x.id))!.stripeCustomerId;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});

    for (const id of [started.data.sessionId, `cs_test_${randomUUID().replaceAll('-', '')}`]) {
      const answer = await deliver(completedPack({ id, userId: y.id, customer: customerOfX }));
      expect(answer.status).toBe(200);
      expect(answer.body.note).toMatch(/nothing credited/);
    }
    expect(warned.mock.calls.flat().join('\n')).toMatch(/nothing credited/);
    warned.mockRestore();
    expect(await credits.getBalance(db, y.id)).toBe(0);
    expect(await credits.getBalance(db, x.id)).toBe(0);
    expect(await accounts.getBillingAccount(db, y.id)).toBeNull();
  });

  it('an event for a checkout session this app never started credits nobody, whatever its session id', async () => {
    const y = await newUser('no-checkout');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i < 3; i++) {
      const forged = randomUUID().replaceAll('-', '');
      const answer = await deliver(completedPack({ id: `cs_test_${forged}`, userId: y.id, customer: `cus_${forged}` }));
      expect(answer).toMatchObject({ status: 200, body: { received: true, note: expect.stringMatching(/nothing/) } });
    }
    vi.restoreAllMocks();
    expect(await credits.getBalance(db, y.id)).toBe(0);
    expect(await credits.listLedger(db, y.id)).toEqual([]);
    expect(await accounts.getBillingAccount(db, y.id)).toBeNull();
  });

  it('the genuine checkout beside them credits its buyer, once', async () => {
    const x = await newUser('genuine');
    const started = await checkout.startCheckout(db, stripe, x, pack100(), env.http.origin);
    if (!started.ok) throw new Error(started.error);
    expect((await payWithCard(started.data.url, '4242 4242 4242 4242')).status).toBe(303);
    await stripeEnv.idle();
    expect(await credits.listLedger(db, x.id)).toMatchObject([
      { purpose: 'purchase', delta: 100, reference: started.data.sessionId },
    ]);
    // The same session's event, now naming someone else, changes nothing more.
    const y = await newUser('genuine-other');
    const customer = (await accounts.getBillingAccount(db, x.id))!.stripeCustomerId;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await deliver(completedPack({ id: started.data.sessionId, userId: y.id, customer }));
    vi.restoreAllMocks();
    expect(await credits.getBalance(db, x.id)).toBe(100);
    expect(await credits.getBalance(db, y.id)).toBe(0);
  });
});
