// What a plan allows is what is enforced: a Free user, and users who bought Pro and Business through the embedded
// test checkout, each hit their plan's own number of alerts, chat questions a day and uploads an hour (no rate-limit
// overrides), and the alerts page states that number.
import { randomUUID } from 'node:crypto';
import type { Session } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  as,
  cookieOf,
  newSession,
  settle,
  startAnalysisEnvironment,
  upload,
  type AnalysisEnvironment,
} from '../support/analysis';
import { runInRequestScope } from '../support/next-request-scope';
import { mountStripe, payWithCard, type StripeEnvironment } from '../support/stripe';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);

let context: AnalysisEnvironment;
let stripeEnv: StripeEnvironment;
let billing: typeof import('@/lib/billing');
let alerts: typeof import('@/lib/alerts');
let analysis: typeof import('@/lib/analysis');
let checkout: typeof import('@/lib/billing/checkout');
let stripe: import('stripe').Stripe;
let chatRoute: typeof import('@/app/api/tenders/[id]/analysis/chat/route');
let uploadRoute: typeof import('@/app/api/uploads/tender-documents/route');
let tenderId: string;
let planFeatures: typeof import('@/components/billing/pricing-tables').planFeatures;

const documentText = new TextEncoder().encode(
  'Tender specification. The contractor shall clean the offices every working day. Offers are due by 15 March.',
);

beforeAll(async () => {
  context = await startAnalysisEnvironment();
  stripeEnv = await mountStripe(context.env.http);
  billing = await import('@/lib/billing');
  alerts = await import('@/lib/alerts');
  analysis = await import('@/lib/analysis');
  checkout = await import('@/lib/billing/checkout');
  stripe = (await import('@/lib/billing/stripe')).getStripe();
  chatRoute = await import('@/app/api/tenders/[id]/analysis/chat/route');
  uploadRoute = await import('@/app/api/uploads/tender-documents/route');
  ({ planFeatures } = await import('@/components/billing/pricing-tables'));
  const { expandInputs, importFiles } = await import('@/lib/ingest/tenders/files');
  await importFiles(context.db, await expandInputs(['lib/ingest/samples/ted-real-notices/00017101-2025.xml']));
  const schema = await import('@/lib/db');
  const [row] = await context.db.select({ id: schema.tenders.id }).from(schema.tenders).limit(1);
  tenderId = row!.id;
}, 120_000);

afterAll(async () => {
  await stripeEnv?.close();
  await context?.close();
});

/** Pays a checkout of `product` with the test card, as the hosted page's form does, and waits for its webhooks. */
async function buy(
  user: Session,
  product: { kind: 'plan'; planId: 'pro' | 'business' } | { kind: 'pack'; id: string },
) {
  const parsed =
    product.kind === 'plan'
      ? product
      : { kind: 'pack' as const, pack: billing.creditPacks.find((pack) => pack.id === product.id)! };
  const started = await checkout.startCheckout(
    context.db,
    stripe,
    { id: user.user.id, email: user.user.email ?? null },
    parsed,
    context.env.http.origin,
  );
  if (!started.ok) throw new Error(started.error);
  expect((await payWithCard(started.data.url, '4242 4242 4242 4242')).status).toBe(303);
  await stripeEnv.idle();
}

async function ask(user: Session, question: string) {
  const request = new Request(`${context.env.http.origin}/api/tenders/${tenderId}/analysis/chat`, {
    method: 'POST',
    headers: { cookie: cookieOf(context, user), 'content-type': 'application/json' },
    body: JSON.stringify({ question, clientId: randomUUID() }),
  });
  const response = await runInRequestScope(request, () =>
    chatRoute.POST(request, { params: Promise.resolve({ id: tenderId }) }),
  );
  await response.text();
  return response;
}

async function send(user: Session, name: string) {
  const form = new FormData();
  form.set('file', new File([new TextEncoder().encode(`Annex ${name}: the cleaning schedule.`)], name));
  const request = new Request(`${context.env.http.origin}/api/uploads/tender-documents?tender=${tenderId}`, {
    method: 'POST',
    body: form,
    headers: { cookie: cookieOf(context, user) },
  });
  const response = await runInRequestScope(request, () => uploadRoute.POST(request));
  return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
}

/** A user on `plan` with credits for the unlock and a day's questions: the plan's own, topped up with packs. */
async function userOn(plan: 'free' | 'pro' | 'business'): Promise<Session> {
  const user = await newSession(context, `plan-${plan}`);
  if (plan !== 'free') await buy(user, { kind: 'plan', planId: plan });
  const limits = await billing.planLimits(user.user.id);
  expect(limits.planId).toBe(plan);
  const needed = billing.creditCosts.analysisUnlock + limits.chatQuestionsPerDay * billing.creditCosts.chatQuestion;
  while ((await billing.getBalance(context.db, user.user.id)) < needed)
    await buy(user, { kind: 'pack', id: 'credits-100' });
  return user;
}

describe.each([
  { plan: 'free' as const, alerts: 3, questions: 20, uploads: 60 },
  { plan: 'pro' as const, alerts: 25, questions: 200, uploads: 60 },
  { plan: 'business' as const, alerts: 100, questions: 1000, uploads: 60 },
])('the $plan plan', ({ plan, alerts: alertLimit, questions, uploads }) => {
  let user: Session;

  beforeAll(async () => {
    user = await userOn(plan);
  }, 300_000);

  it('is sold on /pricing with the numbers it is held to below', () => {
    expect(planFeatures(billing.plans[plan])).toEqual(
      expect.arrayContaining([
        `${alertLimit.toLocaleString('en')} search alerts`,
        `Up to ${questions.toLocaleString('en')} chat questions a day, 1 credit each`,
        `${uploads} document uploads an hour`,
      ]),
    );
  });

  it(`keeps ${alertLimit} alerts and refuses the next, and the alerts page says so`, async () => {
    for (let i = 1; i <= alertLimit; i++) {
      const created = await as(context, user, () =>
        alerts.createAlert({ name: `Cleaning ${i}`, frequency: 'daily', matchLots: true, params: `q=cleaning+${i}` }),
      );
      expect(created, `alert ${i}`).toMatchObject({ ok: true });
    }
    const refused = await as(context, user, () =>
      alerts.createAlert({ name: 'One more', frequency: 'daily', matchLots: true, params: 'q=one+more' }),
    );
    expect(refused).toMatchObject({ ok: false, code: 'limit' });
    const listed = await as(context, user, () => alerts.listAlerts());
    expect({ count: listed.alerts.length, limit: listed.limit }).toEqual({ count: alertLimit, limit: alertLimit });
  }, 120_000);

  it(`answers ${questions} chat questions in a day and refuses the next with 429`, async () => {
    await upload(context, user, tenderId, 'specification.txt', documentText);
    await settle(context.db);
    expect(await as(context, user, () => analysis.unlockAnalysis(tenderId))).toMatchObject({ ok: true });
    const balance = await billing.getBalance(context.db, user.user.id);
    for (let i = 1; i <= questions; i++) {
      const response = await ask(user, `How often are the offices cleaned? (${i})`);
      if (response.status !== 200) throw new Error(`question ${i} answered ${response.status}`);
    }
    const refused = await ask(user, 'And once more?');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The refused question cost nothing; the answered ones a credit each.
    expect(await billing.getBalance(context.db, user.user.id)).toBe(
      balance - questions * billing.creditCosts.chatQuestion,
    );
  }, 600_000);

  it(`takes ${uploads} uploads in an hour and refuses the next with 429`, async () => {
    // The chat's test uploaded one already.
    for (let i = 2; i <= uploads; i++) {
      const sent = await send(user, `annex-${i}.txt`);
      if (sent.status !== 201) throw new Error(`upload ${i} answered ${sent.status}`);
    }
    expect(await send(user, 'one-too-many.txt')).toMatchObject({
      status: 429,
      body: { error: { code: 'too_many_uploads' } },
    });
  }, 300_000);
});
