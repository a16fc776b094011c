// The hosted pages of the embedded Stripe test server: checkout (pay with a test card, or be declined) and the
// customer portal (cancel at period end, and a simulated end of the billing period). Plain HTML forms; every page
// says it is test mode.
import type { EmbeddedStripeSettings } from './context';
import { firstItem } from './objects';
import { testCards } from './payments';
import type { StripeObject } from './store';

const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function money(cents: unknown, currency: unknown): string {
  const code = String(currency ?? 'eur').toUpperCase();
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: code }).format(Number(cents ?? 0) / 100);
}

const day = (seconds: unknown) =>
  new Date(Number(seconds) * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const styles = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; background: Canvas; color: CanvasText; }
  main { max-width: 34rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .test { margin: 0; padding: .6rem 1rem; background: #fde68a; color: #451a03; font-weight: 600; text-align: center; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
  .box { border: 1px solid #8885; border-radius: .75rem; padding: 1rem; margin: 1rem 0; }
  label { display: block; font-weight: 600; margin-bottom: .35rem; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: .6rem; border: 1px solid #8888; border-radius: .5rem; }
  button { font: inherit; font-weight: 600; padding: .6rem 1rem; border-radius: .5rem; border: 0; background: #4338ca; color: #fff; cursor: pointer; margin: .5rem .5rem 0 0; }
  button.secondary { background: transparent; color: inherit; border: 1px solid #8888; }
  .error { color: #b91c1c; font-weight: 600; } @media (prefers-color-scheme: dark) { .error { color: #fca5a5; } }
  .hint { font-size: .9rem; opacity: .85; } a { color: inherit; }
`;

function page(settings: EmbeddedStripeSettings, title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Test mode</title><style>${styles}</style></head>
<body><p class="test" role="note" data-testid="stripe-test-mode">Test mode — no real payment</p>
<main><p class="hint">${escapeHtml(settings.siteName)} · embedded Stripe test server</p>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  });
}

export function notFoundPage(settings: EmbeddedStripeSettings, what: string): Response {
  return page(settings, 'Not found', `<h1>Not found</h1><p>${escapeHtml(what)}</p>`, 404);
}

export function refusedPage(settings: EmbeddedStripeSettings, reasons: string[]): Response {
  return page(
    settings,
    'Unavailable',
    `<h1>Payments are switched off on this server</h1>${reasons.map((r) => `<p>${escapeHtml(r)}</p>`).join('')}`,
    503,
  );
}

export function checkoutPage(
  settings: EmbeddedStripeSettings,
  session: StripeObject,
  options: { error?: string; card?: string } = {},
): Response {
  const items =
    (session._line_items as { description: string | null; amount_total: number; price: StripeObject }[]) ?? [];
  const recurring = session.mode === 'subscription';
  const lines = items
    .map(
      (item) =>
        `<li><strong>${escapeHtml(item.description)}</strong> — ${money(item.amount_total, session.currency)}${recurring ? ' per month' : ''}</li>`,
    )
    .join('');
  const back = session.cancel_url
    ? `<p><a href="${escapeHtml(session.cancel_url)}" data-testid="stripe-test-back">← Back to ${escapeHtml(settings.siteName)}</a></p>`
    : '';
  const summary = `<div class="box"><h2 style="margin-top:0">Order</h2><ul>${lines}</ul><p>Total: <strong>${money(session.amount_total, session.currency)}</strong>${recurring ? ' per month' : ''}, VAT excluded</p></div>`;
  if (session.status === 'complete') {
    const done = String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    return page(
      settings,
      'Checkout',
      `<h1>Paid</h1>${summary}<p>This checkout is complete. <a href="${escapeHtml(done)}">Continue</a></p>`,
    );
  }
  if (session.status === 'expired') {
    return page(settings, 'Checkout', `<h1>Checkout expired</h1>${summary}${back}`, 410);
  }
  const error = options.error
    ? `<p class="error" role="alert" data-testid="stripe-test-error">${escapeHtml(options.error)} Try another card, or go back.</p>`
    : '';
  const body = `<h1>${recurring ? 'Subscribe' : 'Pay'}</h1>${summary}
<form method="post" class="box" data-testid="stripe-test-checkout">
  ${error}
  <label for="card">Card number</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="off" value="${escapeHtml(options.card ?? testCards.pays)}" aria-describedby="card-hint" required>
  <p id="card-hint" class="hint">Test cards: ${testCards.pays} pays; ${testCards.declined} is declined; ${testCards.insufficientFunds} has insufficient funds.</p>
  <button type="submit">${recurring ? 'Subscribe' : 'Pay'} ${money(session.amount_total, session.currency)}</button>
</form>${back}`;
  return page(settings, 'Checkout', body, options.error ? 402 : 200);
}

export function portalPage(
  settings: EmbeddedStripeSettings,
  portal: StripeObject,
  customer: StripeObject,
  subscriptions: StripeObject[],
  products: Map<string, string>,
  error?: string,
): Response {
  const rows = subscriptions.map((sub) => {
    const item = firstItem(sub);
    const name = products.get(String(item.price.product)) ?? 'Subscription';
    const ended = sub.status === 'canceled';
    const when = ended
      ? `Ended on ${day(sub.ended_at)}`
      : sub.cancel_at_period_end
        ? `Ends on ${day(item.current_period_end)}`
        : `Renews on ${day(item.current_period_end)}`;
    const action = (value: string, label: string, secondary = false) =>
      `<button type="submit" name="action" value="${value}"${secondary ? ' class="secondary"' : ''}>${label}</button>`;
    const controls = ended
      ? ''
      : `<form method="post"><input type="hidden" name="subscription" value="${escapeHtml(sub.id)}">
  ${sub.cancel_at_period_end ? action('resume', 'Don’t cancel') : action('cancel', 'Cancel at period end')}
  ${sub.status === 'past_due' ? action('retry-payment', 'Retry the failed payment') : ''}
  <p class="hint">Simulate the end of this billing period (the test server has no clock of its own):</p>
  ${action('renew', 'Period ends: renewal paid', true)}${action('renew-declined', 'Period ends: renewal declined', true)}
</form>`;
    return `<div class="box" data-testid="stripe-test-subscription"><h2 style="margin-top:0">${escapeHtml(name)}</h2>
<p>${money(item.price.unit_amount, item.price.currency)} per month · status <strong>${escapeHtml(sub.status)}</strong></p>
<p>${when}</p>${controls}</div>`;
  });
  const back = portal.return_url
    ? `<p><a href="${escapeHtml(portal.return_url)}">← Return to ${escapeHtml(settings.siteName)}</a></p>`
    : '';
  const problem = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return page(
    settings,
    'Billing',
    `<h1>Billing</h1><p>${escapeHtml(customer.email ?? customer.id)}</p>${problem}${rows.join('') || '<p>No subscriptions.</p>'}${back}`,
  );
}
