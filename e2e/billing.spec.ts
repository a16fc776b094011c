// Plans and billing in the browser (issue 28), against the embedded Stripe test server of the Austria build (whose
// site URL is this server, so Stripe's pages and return URLs lead back here): choose Pro, pay on the test checkout,
// see the plan and the new balance, the ledger in Settings, a declined renewal's banner, cancel at period end; and a
// declined card that shows the failure and charges nothing. /pricing passes axe, signed out and signed in.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { atOrigin } from '../playwright.config';

const stamp = Date.now().toString(36);

async function axe(page: Page) {
  return (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
}

async function signUp(page: Page, label: string) {
  await page.goto(`${atOrigin}/login`);
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel('Email address').fill(`billing-${label}-${stamp}@example.com`);
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('/pricing shows the plans, packs, costs and FAQ, and passes axe for visitors', async ({ page }) => {
  await page.goto(`${atOrigin}/pricing`);
  for (const name of ['Free', 'Pro', 'Business']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('plan-pro')).toContainText('€29');
  await expect(page.getByTestId('plan-pro')).toContainText('100 credits every month');
  await expect(page.getByRole('heading', { name: 'Credit packs' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'What each action costs in credits' })).toBeVisible();
  await expect(page.getByText('Is VAT included in the prices?')).toBeVisible();
  // A visitor is sent to sign in first, and comes back here.
  await expect(page.getByRole('link', { name: 'Choose the Pro plan' })).toHaveAttribute(
    'href',
    /\/login\?next=%2Fpricing/,
  );
  expect(await axe(page)).toEqual([]);
});

test('choose Pro, pay on the test checkout, see the plan and balance, the ledger, a failed renewal, and cancel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'pro');
  await page.goto(`${atOrigin}/pricing`);
  await expect(page.getByTestId('plan-free').getByTestId('current-plan')).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await page.getByRole('button', { name: 'Choose the Pro plan' }).click();
  await expect(page).toHaveURL(/\/stripe-test\/checkout\/cs_test_/);
  await expect(page.getByTestId('stripe-test-mode')).toHaveText('Test mode — no real payment');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Subscribe €29.00' }).click();

  await expect(page).toHaveURL(/\/subscription\/return\?session_id=cs_test_/);
  const outcome = page.getByTestId('checkout-outcome');
  await expect(outcome).toHaveAttribute('data-state', 'paid');
  await expect(outcome.getByRole('heading', { name: 'Your Pro plan is active' })).toBeVisible();
  const balance = Number(await outcome.getByTestId('outcome-balance').textContent());
  expect(balance).toBeGreaterThanOrEqual(100);

  await page.goto(`${atOrigin}/pricing`);
  await expect(page.getByTestId('plan-pro').getByTestId('current-plan')).toBeVisible();

  await page.goto(`${atOrigin}/settings#billing`);
  const billing = page.getByTestId('billing');
  await expect(billing.getByTestId('billing-plan')).toHaveText('Pro');
  await expect(billing.getByTestId('plan-renews')).toContainText('Renews on');
  await expect(billing.getByTestId('billing-balance')).toHaveText(String(balance));
  const ledger = billing.getByTestId('credit-ledger');
  await expect(ledger.getByRole('row').filter({ hasText: 'Plan credits' })).toContainText('+100');
  expect(await axe(page)).toEqual([]);

  // The billing portal: a renewal whose card is declined. The banner shows on every page until it is paid.
  await billing.getByRole('button', { name: 'Payment method and invoices' }).click();
  await expect(page).toHaveURL(/\/stripe-test\/portal\/bps_/);
  await expect(page.getByTestId('stripe-test-mode')).toBeVisible();
  await page.getByRole('button', { name: 'Period ends: renewal declined' }).click();
  await expect(page.getByTestId('stripe-test-subscription')).toContainText('past_due');
  await page.getByRole('link', { name: /Return to/ }).click();
  await expect(page.getByTestId('payment-failed-banner')).toContainText('Your last payment failed');
  await expect(page.getByTestId('billing')).toContainText('Your last payment failed');
  await page.goto(`${atOrigin}/tenders`);
  await expect(page.getByTestId('payment-failed-banner')).toBeVisible();

  // Cancelling at period end shows when the plan ends.
  await page.goto(`${atOrigin}/settings#billing`);
  const renews = (await page.getByTestId('plan-renews').locator('time').getAttribute('datetime')) ?? '';
  await page.getByTestId('billing').getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByTestId('plan-ends')).toContainText('Ends on');
  await expect(page.getByTestId('plan-ends').locator('time')).toHaveAttribute('datetime', renews);
  await expect(page.getByTestId('billing').getByRole('button', { name: 'Keep my plan' })).toBeVisible();
});

test('a declined card shows the failure, charges nothing, and the return page says so', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, 'declined');
  await page.goto(`${atOrigin}/pricing`);
  await page.getByRole('button', { name: /Buy 20 credits/ }).click();
  await expect(page).toHaveURL(/\/stripe-test\/checkout\/cs_test_/);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay €15.00' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await page.getByTestId('stripe-test-back').click();

  await expect(page).toHaveURL(/\/subscription\/return\?cancelled=1/);
  const outcome = page.getByTestId('checkout-outcome');
  await expect(outcome).toHaveAttribute('data-state', 'not-paid');
  await expect(outcome).toContainText('nothing was charged');
  await expect(outcome.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pricing');

  await page.goto(`${atOrigin}/settings#billing`);
  await expect(page.getByTestId('billing-plan')).toHaveText('Free');
  await expect(page.getByTestId('credit-ledger').getByText('Credits bought')).toHaveCount(0);
});
