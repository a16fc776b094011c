// The embedded Stripe test server as `(Request) => Response` functions: the API at /v1 (what the stripe SDK
// calls, pointed here by its host/port/protocol options) and the hosted pages at /stripe-test. Its state lives
// in schema embedded_stripe, with migrations of its own; webhooks are signed like Stripe's and posted to the app.
import { createHash, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import Stripe from 'stripe';
import { getDb as getDefaultDb, type Database, migrate, type MigrationSet } from '@/lib/db';
import { handleApiRequest } from './api';
import type { EmbeddedStripeSettings, StripeTestContext } from './context';
import { errorResponse, StripeApiError, stripeErrors, unauthorized } from './errors';
import { parseStripeParams } from './form';
import { firstItem } from './objects';
import { checkoutPage, notFoundPage, portalPage, refusedPage } from './pages';
import { applyPortalAction, payCheckoutSession, subscriptionsOf, type PortalAction } from './payments';
import { getObject, putObject, type StripeObject } from './store';

export const embeddedStripeMigrations: MigrationSet = {
  folder: join(process.cwd(), 'lib/billing/stripe-test/migrations'),
  schema: 'embedded_stripe',
};

export function migrateEmbeddedStripe(db: Database): Promise<string[]> {
  return migrate(db, embeddedStripeMigrations);
}

export interface EmbeddedStripeOptions {
  settings: EmbeddedStripeSettings;
  getDb?: () => Promise<Database>;
  now?: () => Date;
  /** Posts a signed webhook; default: fetch. */
  post?: (url: string, init: RequestInit) => Promise<Response>;
}

export interface EmbeddedStripeServer {
  /** `/v1/…`: the API. */
  handleApi: (request: Request) => Promise<Response>;
  /** `/stripe-test/…`: the hosted checkout and portal pages. */
  handlePage: (request: Request) => Promise<Response>;
  prepare: () => Promise<void>;
  /** Resolves when every webhook sent so far was answered (tests). */
  idle: () => Promise<void>;
  settings: EmbeddedStripeSettings;
}

function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

const portalActions = new Set<PortalAction>(['cancel', 'resume', 'renew', 'renew-declined', 'retry-payment']);

export function createEmbeddedStripeServer(options: EmbeddedStripeOptions): EmbeddedStripeServer {
  const { settings } = options;
  const getDb = options.getDb ?? getDefaultDb;
  const now = options.now ?? (() => new Date());
  const post = options.post ?? ((url, init) => fetch(url, init));
  const pending = new Set<Promise<void>>();
  // Events go out one at a time, in the order they happened, as one endpoint of Stripe's would see them.
  let queue: Promise<void> = Promise.resolve();
  let ready: Promise<Database> | undefined;

  function start(): Promise<Database> {
    if (!ready) {
      const starting = (async () => {
        const db = await getDb();
        await migrateEmbeddedStripe(db);
        return db;
      })();
      ready = starting;
      starting.catch(() => {
        if (ready === starting) ready = undefined;
      });
    }
    return ready;
  }

  async function deliverOne(db: Database, event: Record<string, unknown>): Promise<void> {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: settings.webhookSecret });
    let status = 0;
    try {
      const response = await post(settings.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
      status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      console.error(
        `[stripe-test] delivering ${String(event.type)} failed:`,
        error instanceof Error ? error.message : error,
      );
    }
    if (status < 200 || status > 299) {
      console.error(`[stripe-test] the webhook answered ${status} to ${String(event.type)} ${String(event.id)}`);
    }
    await putObject(db, { ...(event as StripeObject), _delivery: { status, at: now().toISOString() } });
  }

  function contextFor(db: Database): StripeTestContext {
    return {
      db,
      settings,
      now,
      deliver: (events) => {
        const run = queue.then(async () => {
          for (const event of events) await deliverOne(db, event);
        });
        queue = run.catch(() => {});
        pending.add(run);
        void run.finally(() => pending.delete(run));
        return run;
      },
    };
  }

  async function handleApi(request: Request): Promise<Response> {
    try {
      if (settings.refusals.length > 0) throw stripeErrors.refused(settings.refusals);
      const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim();
      if (!bearer || !secretsEqual(bearer, settings.secretKey)) return unauthorized();
      const url = new URL(request.url);
      const path = url.pathname.replace(/^.*?\/v1(?=\/|$)/, '') || '/';
      const body = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
      const params = parseStripeParams(new URLSearchParams(request.method === 'GET' ? url.search : body));
      const db = await start();
      const object = await handleApiRequest(contextFor(db), { method: request.method, path, params });
      return Response.json(object, {
        headers: { 'request-id': `req_${Date.now().toString(36)}`, 'stripe-version': String(Stripe.API_VERSION) },
      });
    } catch (error) {
      if (error instanceof StripeApiError) return errorResponse(error);
      console.error('[stripe-test] unexpected failure:', error);
      return errorResponse(stripeErrors.internal());
    }
  }

  async function checkout(db: Database, request: Request, id: string): Promise<Response> {
    const session = await getObject(db, id);
    if (!session || session.object !== 'checkout.session') return notFoundPage(settings, 'No such checkout.');
    if (request.method === 'GET') return checkoutPage(settings, session);
    const form = new URLSearchParams(await request.text());
    const card = form.get('card') ?? '';
    const outcome = await payCheckoutSession(contextFor(db), session, card);
    if (!outcome.ok)
      return checkoutPage(settings, (await getObject(db, id)) ?? session, { error: outcome.message, card });
    return new Response(null, { status: 303, headers: { location: outcome.redirect, 'cache-control': 'no-store' } });
  }

  async function portal(db: Database, request: Request, id: string): Promise<Response> {
    const session = await getObject(db, id);
    if (!session || session.object !== 'billing_portal.session')
      return notFoundPage(settings, 'No such portal session.');
    const customer = await getObject(db, String(session.customer));
    if (!customer) return notFoundPage(settings, 'No such customer.');
    let error: string | undefined;
    if (request.method === 'POST') {
      const form = new URLSearchParams(await request.text());
      const action = form.get('action') as PortalAction;
      const subscription = await getObject(db, form.get('subscription') ?? '');
      if (!portalActions.has(action) || !subscription || subscription.customer !== customer.id) {
        error = 'That change is not possible.';
      } else {
        error = (await applyPortalAction(contextFor(db), subscription.id, action)) ?? undefined;
        if (!error) return new Response(null, { status: 303, headers: { location: new URL(request.url).pathname } });
      }
    }
    const subscriptions = await subscriptionsOf(contextFor(db), customer.id);
    const products = new Map<string, string>();
    for (const sub of subscriptions) {
      const product = String(firstItem(sub).price.product);
      const found = await getObject(db, product);
      if (found) products.set(product, String(found.name));
    }
    return portalPage(settings, session, customer, subscriptions, products, error);
  }

  async function handlePage(request: Request): Promise<Response> {
    if (settings.refusals.length > 0) return refusedPage(settings, settings.refusals);
    const url = new URL(request.url);
    const match = /\/stripe-test\/(checkout|portal)\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (!match || (request.method !== 'GET' && request.method !== 'POST'))
      return notFoundPage(settings, 'No such page.');
    try {
      const db = await start();
      return match[1] === 'checkout'
        ? await checkout(db, request, match[2] ?? '')
        : await portal(db, request, match[2] ?? '');
    } catch (error) {
      console.error('[stripe-test] page failed:', error);
      return new Response('The embedded Stripe test server failed; see its log.', { status: 500 });
    }
  }

  return {
    handleApi,
    handlePage,
    settings,
    prepare: async () => {
      await start();
    },
    idle: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
