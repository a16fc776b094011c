// The Stripe API calls the app makes, as the embedded test server answers them: customers, prices, Checkout
// Sessions, subscriptions, invoices, events and billing portal sessions, with `expand` like Stripe's.
import type { StripeTestContext } from './context';
import { StripeApiError, stripeErrors } from './errors';
import { arrayParam, metadataParam, objectParam, stringParam, type FormObject } from './form';
import { customerObject, eventObject, priceObject, productObject } from './objects';
import { findObjects, getObject, newId, nowSeconds, publicView, putObject, type StripeObject } from './store';

export interface ApiRequest {
  method: string;
  /** The path after `/v1`, e.g. `/checkout/sessions/cs_test_…`. */
  path: string;
  params: FormObject;
}

type Endpoint = (ctx: StripeTestContext, request: ApiRequest, id: string) => Promise<StripeObject>;

const prefixes: Record<string, string> = {
  cus: 'customer',
  price: 'price',
  prod: 'product',
  cs: 'checkout session',
  sub: 'subscription',
  in: 'invoice',
  pi: 'payment intent',
  pm: 'payment method',
  evt: 'event',
};

function kindOf(id: string): string | undefined {
  return prefixes[id.split('_')[0] ?? ''];
}

async function load(ctx: StripeTestContext, id: string, kind: string): Promise<StripeObject> {
  const found = kindOf(id) === kind ? await getObject(ctx.db, id) : null;
  if (!found) throw stripeErrors.noSuch(kind, id);
  return found;
}

/** Replaces ids along each `expand` path (`subscription.latest_invoice`, `data.product`) by their objects. */
async function expand(ctx: StripeTestContext, value: unknown, path: string[]): Promise<unknown> {
  if (path.length === 0) return value;
  if (Array.isArray(value)) return Promise.all(value.map((v) => expand(ctx, v, path)));
  if (typeof value !== 'object' || value === null) return value;
  const record = { ...(value as Record<string, unknown>) };
  const [head = '', ...rest] = path;
  let child = record[head];
  if (head === 'line_items' && record.object === 'checkout.session') {
    const items = (record._line_items as unknown[] | undefined) ?? [];
    child = {
      object: 'list',
      data: items,
      has_more: false,
      url: `/v1/checkout/sessions/${String(record.id)}/line_items`,
    };
  } else if (typeof child === 'string' && kindOf(child)) {
    const found = await getObject(ctx.db, child);
    if (found) child = publicView(found);
  }
  record[head] = await expand(ctx, child, rest);
  return record;
}

async function respond(ctx: StripeTestContext, object: StripeObject, params: FormObject): Promise<StripeObject> {
  let view: unknown = object;
  for (const path of arrayParam(params, 'expand')) {
    if (typeof path === 'string') view = await expand(ctx, view, path.split('.'));
  }
  return publicView(view as StripeObject);
}

function required(params: FormObject, name: string): string {
  const value = stringParam(params, name);
  if (value === undefined || value === '') throw stripeErrors.missing(name);
  return value;
}

function wholeAmount(value: string | undefined, param: string): number {
  if (value === undefined) throw stripeErrors.missing(param);
  if (!/^\d+$/.test(value)) throw stripeErrors.invalid(param, `Invalid integer: ${value}`);
  return Number(value);
}

const createCustomer: Endpoint = async (ctx, { params }) => {
  const customer = customerObject({
    email: stringParam(params, 'email') ?? null,
    name: stringParam(params, 'name') ?? null,
    metadata: metadataParam(params),
    now: ctx.now(),
  });
  await putObject(ctx.db, customer);
  return respond(ctx, customer, params);
};

const retrieve =
  (kind: string): Endpoint =>
  async (ctx, { params }, id) =>
    respond(ctx, await load(ctx, id, kind), params);

const listPrices: Endpoint = async (ctx, { params }) => {
  const keys = arrayParam(params, 'lookup_keys').filter((k): k is string => typeof k === 'string');
  const active = stringParam(params, 'active');
  const found: StripeObject[] = [];
  for (const key of keys) found.push(...(await findObjects(ctx.db, 'price', 'lookup_key', key)));
  const data = found.filter((p) => active === undefined || String(p.active) === active);
  const list: StripeObject = { id: '', object: 'list', data: data.map(publicView), has_more: false, url: '/v1/prices' };
  const view = (await respond(ctx, list, params)) as Record<string, unknown>;
  delete view.id;
  return view as StripeObject;
};

const createPrice: Endpoint = async (ctx, { params }) => {
  const currency = required(params, 'currency').toLowerCase();
  const unitAmount = wholeAmount(stringParam(params, 'unit_amount'), 'unit_amount');
  const lookupKey = stringParam(params, 'lookup_key') ?? null;
  let product = stringParam(params, 'product');
  if (!product) {
    const productData = objectParam(params, 'product_data');
    const name = productData && stringParam(productData, 'name');
    if (!productData || !name) throw stripeErrors.missing('product_data[name]');
    const created = productObject({ name, metadata: metadataParam(productData), now: ctx.now() });
    await putObject(ctx.db, created);
    product = created.id;
  } else {
    await load(ctx, product, 'product');
  }
  if (lookupKey) {
    const holders = await findObjects(ctx.db, 'price', 'lookup_key', lookupKey);
    if (holders.length > 0 && stringParam(params, 'transfer_lookup_key') !== 'true') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `A price (\`${holders[0]?.id}\`) already uses that lookup key.`,
        'lookup_key_already_exists',
        'lookup_key',
      );
    }
    for (const holder of holders) await putObject(ctx.db, { ...holder, lookup_key: null });
  }
  const recurring = objectParam(params, 'recurring');
  const price = priceObject({
    product,
    currency,
    unitAmount,
    interval: recurring ? required(recurring, 'interval') : null,
    lookupKey,
    taxBehavior: stringParam(params, 'tax_behavior') ?? 'unspecified',
    metadata: metadataParam(params),
    now: ctx.now(),
  });
  await putObject(ctx.db, price);
  return respond(ctx, price, params);
};

function urlParam(params: FormObject, name: string): string {
  const value = required(params, name);
  if (!/^https?:\/\//.test(value)) throw stripeErrors.invalid(name, `Not a valid URL: ${name}`);
  return value;
}

const createCheckoutSession: Endpoint = async (ctx, { params }) => {
  const mode = required(params, 'mode');
  if (mode !== 'payment' && mode !== 'subscription') {
    throw stripeErrors.invalid('mode', `The embedded test server supports mode payment and subscription, not ${mode}.`);
  }
  const customerId = stringParam(params, 'customer');
  const customer = customerId ? await load(ctx, customerId, 'customer') : null;
  const lines = arrayParam(params, 'line_items');
  if (lines.length === 0) throw stripeErrors.missing('line_items');
  const items: Record<string, unknown>[] = [];
  let total = 0;
  let currency = '';
  for (const [index, line] of lines.entries()) {
    if (typeof line !== 'object' || Array.isArray(line)) throw stripeErrors.missing(`line_items[${index}][price]`);
    const priceId = stringParam(line, 'price');
    if (!priceId) throw stripeErrors.missing(`line_items[${index}][price]`);
    const price = await load(ctx, priceId, 'price');
    if ((mode === 'subscription') !== (price.type === 'recurring')) {
      throw stripeErrors.invalid(
        `line_items[${index}][price]`,
        mode === 'subscription'
          ? 'You must provide at least one recurring price in `subscription` mode when using prices.'
          : 'You specified `payment` mode but passed a recurring price.',
      );
    }
    const quantity = wholeAmount(stringParam(line, 'quantity') ?? '1', `line_items[${index}][quantity]`);
    const product = await getObject(ctx.db, String(price.product));
    const amount = Number(price.unit_amount) * quantity;
    total += amount;
    currency = String(price.currency);
    items.push({
      id: newId('li'),
      object: 'item',
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency,
      description: product ? String(product.name) : null,
      price: publicView(price),
      quantity,
    });
  }
  const now = ctx.now();
  const id = newId('cs_test');
  const subscriptionData = objectParam(params, 'subscription_data');
  const session: StripeObject = {
    id,
    object: 'checkout.session',
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, status: null },
    billing_address_collection: null,
    cancel_url: stringParam(params, 'cancel_url') ?? null,
    client_reference_id: stringParam(params, 'client_reference_id') ?? null,
    client_secret: null,
    consent: null,
    consent_collection: null,
    created: nowSeconds(now),
    currency,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: customer?.id ?? null,
    customer_creation: customer ? null : 'if_required',
    customer_details: null,
    customer_email: stringParam(params, 'customer_email') ?? null,
    expires_at: nowSeconds(now) + 24 * 3600,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    metadata: metadataParam(params),
    mode,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: urlParam(params, 'success_url'),
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `${ctx.settings.browserOrigin}/stripe-test/checkout/${id}`,
    _line_items: items,
    _subscription_metadata: subscriptionData ? metadataParam(subscriptionData) : {},
  };
  if (session.cancel_url !== null) urlParam(params, 'cancel_url');
  await putObject(ctx.db, session);
  return respond(ctx, session, params);
};

/** Changes to a subscription the app may make: cancel at period end, or take that back. */
const updateSubscription: Endpoint = async (ctx, { params }, id) => {
  const subscription = await load(ctx, id, 'subscription');
  const cancel = stringParam(params, 'cancel_at_period_end');
  const metadata = objectParam(params, 'metadata');
  const previous: Record<string, unknown> = {};
  const next: StripeObject = { ...subscription };
  if (cancel !== undefined) {
    if (cancel !== 'true' && cancel !== 'false') throw stripeErrors.invalid('cancel_at_period_end', 'Invalid boolean');
    if (subscription.status === 'canceled') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const periodEnd = (subscription.items as { data: { current_period_end: number }[] }).data[0]?.current_period_end;
    const wanted = cancel === 'true';
    if (wanted !== subscription.cancel_at_period_end) {
      Object.assign(previous, {
        cancel_at_period_end: subscription.cancel_at_period_end,
        cancel_at: subscription.cancel_at,
        canceled_at: subscription.canceled_at,
      });
      next.cancel_at_period_end = wanted;
      next.cancel_at = wanted ? (periodEnd ?? null) : null;
      next.canceled_at = wanted ? nowSeconds(ctx.now()) : null;
    }
  }
  if (metadata) {
    previous.metadata = subscription.metadata;
    next.metadata = { ...(subscription.metadata as object), ...metadataParam(params) };
  }
  await putObject(ctx.db, next);
  if (Object.keys(previous).length > 0) {
    const event = eventObject({
      type: 'customer.subscription.updated',
      object: publicView(next),
      previous,
      now: ctx.now(),
    });
    await putObject(ctx.db, event);
    // Stripe sends the event after answering; so does this server.
    void ctx.deliver([event]);
  }
  return respond(ctx, next, params);
};

const createPortalSession: Endpoint = async (ctx, { params }) => {
  const customer = await load(ctx, required(params, 'customer'), 'customer');
  const id = newId('bps');
  const session: StripeObject = {
    id,
    object: 'billing_portal.session',
    configuration: 'bpc_embedded_test',
    created: nowSeconds(ctx.now()),
    customer: customer.id,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: stringParam(params, 'return_url') ?? null,
    url: `${ctx.settings.browserOrigin}/stripe-test/portal/${id}`,
  };
  await putObject(ctx.db, session);
  return respond(ctx, session, params);
};

interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  endpoint: Endpoint;
}

const routes: Route[] = [
  { method: 'POST', path: /^\/customers$/, endpoint: createCustomer },
  { method: 'GET', path: /^\/customers\/([^/]+)$/, endpoint: retrieve('customer') },
  { method: 'GET', path: /^\/prices$/, endpoint: listPrices },
  { method: 'POST', path: /^\/prices$/, endpoint: createPrice },
  { method: 'GET', path: /^\/prices\/([^/]+)$/, endpoint: retrieve('price') },
  { method: 'GET', path: /^\/products\/([^/]+)$/, endpoint: retrieve('product') },
  { method: 'POST', path: /^\/checkout\/sessions$/, endpoint: createCheckoutSession },
  { method: 'GET', path: /^\/checkout\/sessions\/([^/]+)$/, endpoint: retrieve('checkout session') },
  { method: 'GET', path: /^\/subscriptions\/([^/]+)$/, endpoint: retrieve('subscription') },
  { method: 'POST', path: /^\/subscriptions\/([^/]+)$/, endpoint: updateSubscription },
  { method: 'GET', path: /^\/invoices\/([^/]+)$/, endpoint: retrieve('invoice') },
  { method: 'GET', path: /^\/payment_intents\/([^/]+)$/, endpoint: retrieve('payment intent') },
  { method: 'GET', path: /^\/events\/([^/]+)$/, endpoint: retrieve('event') },
  { method: 'POST', path: /^\/billing_portal\/sessions$/, endpoint: createPortalSession },
];

export async function handleApiRequest(ctx: StripeTestContext, request: ApiRequest): Promise<StripeObject> {
  for (const route of routes) {
    if (route.method !== request.method) continue;
    const match = route.path.exec(request.path);
    if (!match) continue;
    let id: string;
    try {
      id = decodeURIComponent(match[1] ?? '');
    } catch {
      // A malformed escape names no object, as Stripe answers an id it does not know.
      throw stripeErrors.unknownRoute(request.method, `/v1${request.path}`);
    }
    return route.endpoint(ctx, request, id);
  }
  throw stripeErrors.unknownRoute(request.method, `/v1${request.path}`);
}
