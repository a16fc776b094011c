// The dashboard (issue 30): a new user sees every panel empty, each leading somewhere, and the next step of the
// profile; a user with an alert, saved tenders and an analysis sees the alert's new match, saved tenders by
// deadline with what a change notice changed, the analysis's state, the credits it used, and tenders
// recommended from the company's CPV codes. New notices arrive through `npm run ingest` while the app runs.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { tenderIdFor } from '../lib/tenders/ids';
import { atOrigin } from '../playwright.config';
import { tenderPack } from '../tests/fixtures/tender-pack';
import { ingestIntoAustria } from './support/ingest';

const stamp = Date.now().toString(36);
const sdkDir = 'lib/ingest/samples/eforms-sdk-examples';

async function signUp(page: Page, who: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel('Email address').fill(`dashboard-${who}-${stamp}@example.com`);
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  return axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * An Austrian call for competition (the SDK's cn_24_open) of procedure `procedure`, its title holding `word`,
 * open until 3 April next year; with `changed`, the buyer's change notice moving that deadline to 12 June.
 */
function callFor(procedure: string, word: string, changed = false): string {
  const year = String(new Date().getUTCFullYear() + 1);
  const xml = readFileSync(join(sdkDir, changed ? 'change-cn_24_open_dates.xml' : 'cn_24_open.xml'), 'utf8');
  return xml
    .replace(changed ? '71397268-6c47-4f2f-8ab0-f41a26138f81' : 'c4c415ee-ac08-4465-8fa6-57568cf69462', randomUUID())
    .replace('31f258b6-5eb2-4875-8997-affa3cdce27c', procedure)
    .replaceAll('>GBR<', '>AUT<')
    .replaceAll('2020-04-03', `${year}-04-03`)
    .replaceAll('2020-06-12', `${year}-06-12`)
    .replaceAll('Term Contract for a Planned Programme', `Term Contract ${word} for a Planned Programme`);
}

test('a new user: every panel empty and leading somewhere, the first step of the profile next', async ({ page }) => {
  await signUp(page, 'new');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const saved = page.getByRole('region', { name: 'Saved tenders by deadline' });
  await expect(saved.getByText('Nothing saved yet.')).toBeVisible();
  await expect(saved.getByRole('link', { name: 'Search tenders' })).toHaveAttribute('href', '/tenders');

  const recommended = page.getByRole('region', { name: 'Recommended for you' });
  await expect(recommended.getByRole('link', { name: 'Choose your CPV codes' })).toHaveAttribute(
    'href',
    '/settings#cpv-codes',
  );

  const analyses = page.getByRole('region', { name: 'Analyses' });
  await expect(analyses.getByText(/No analyses yet\..+for 2 credits\./)).toBeVisible();
  await expect(analyses.getByRole('link', { name: 'Find a tender to analyse' })).toHaveAttribute('href', '/tenders');

  const alerts = page.getByRole('region', { name: 'Alerts' });
  await expect(alerts.getByRole('link', { name: 'Create an alert' })).toHaveAttribute('href', '/alerts/new');

  const credits = page.getByRole('region', { name: 'Credits' });
  await expect(credits.getByTestId('dashboard-balance')).toHaveText('5');
  await expect(credits.getByTestId('recent-credits')).toContainText('Free monthly credits');
  await expect(credits.getByTestId('recent-credits')).toContainText('+5');
  await expect(credits.getByRole('link', { name: 'Get more credits' })).toHaveAttribute('href', '/pricing');

  const profile = page.getByRole('region', { name: 'Your profile' });
  await expect(profile.getByText('0 of 5 done')).toBeVisible();
  await expect(profile.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(profile.getByTestId('profile-next-step')).toContainText('Next: Add your name and company');
  await expect(page.getByRole('region', { name: 'My tenders' })).toContainText('You have not added a tender yet.');
  expect(await axeViolations(page)).toEqual([]);

  await profile.getByTestId('profile-next-step').getByRole('link', { name: 'Add your name and company' }).click();
  await expect(page).toHaveURL(/\/settings#profile$/);
  const form = page.getByTestId('profile-form');
  await form.getByLabel('Your name').fill('Grace');
  await form.getByLabel('Company name').fill(`Grace Engineering ${stamp}`);
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Welcome back, Grace.')).toBeVisible();
  await expect(profile.getByText('1 of 5 done')).toBeVisible();
  await expect(profile.getByTestId('profile-next-step')).toContainText('Next: Say which industry you work in');
});

test.describe('Austria edition', () => {
  test.use({ baseURL: atOrigin });

  test('with an alert, saved tenders and an analysis: new matches, deadlines, changes, state and credits', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const savedWord = `Dashboardhangar${stamp}`;
    const otherWord = `Dashboardwerft${stamp}`;
    const procedure = randomUUID();
    const savedId = tenderIdFor('draft', procedure);
    const analysedId = tenderIdFor('sample', 'sample:1:3');
    const alertName = `Hangars ${stamp}`;
    await signUp(page, 'busy');

    // An alert on a word nothing holds yet; then the call holding it arrives, with another call in the same code.
    await page.goto(`/tenders?q=${savedWord}&type=all&open=false`);
    await page.getByRole('link', { name: 'Create alert' }).click();
    const alertForm = page.getByTestId('alert-form');
    await alertForm.getByLabel('Name').fill(alertName);
    await alertForm.getByRole('button', { name: 'Save alert' }).click();
    await expect(page).toHaveURL(/\/alerts$/);
    ingestIntoAustria({
      'call.xml': callFor(procedure, savedWord),
      'other.xml': callFor(randomUUID(), otherWord),
    });
    const alertRow = page
      .getByRole('region', { name: 'Alerts' })
      .getByTestId('dashboard-alert')
      .filter({ hasText: alertName });
    await expect(async () => {
      await page.goto('/dashboard');
      await expect(alertRow).toContainText('1 new', { timeout: 1_000 });
    }).toPass({ timeout: 90_000 });
    await expect(alertRow.getByRole('link', { name: alertName })).toHaveAttribute('href', /^\/alerts\/[0-9a-f-]{36}$/);

    // Save the new call and a generated sample tender; upload a document to the sample and unlock its analysis.
    for (const id of [savedId, analysedId]) {
      await page.goto(`/tenders/${id}`);
      await page.getByRole('button', { name: 'Save tender' }).click();
      await expect(page.getByRole('button', { name: 'Remove from saved' })).toBeVisible();
    }
    const documents = page.getByTestId('documents');
    const pack = await tenderPack();
    await documents
      .getByTestId('document-upload')
      .setInputFiles([{ name: 'invitation.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pack.invitation) }]);
    await expect(documents.locator('[data-testid="document-row"][data-status="ready"]')).toHaveCount(1, {
      timeout: 120_000,
    });
    await page.goto(`/tenders/${analysedId}/analyze`);
    await page.getByRole('button', { name: 'Unlock for 2 credits' }).click();
    await expect(page.getByTestId('report-progress').or(page.getByTestId('ready-summary')).first()).toBeVisible();

    // The company's CPV code: the calls' own, so the call not saved is among the recommended tenders.
    await page.goto('/settings#cpv-codes');
    const codes = page.getByTestId('company-codes-form');
    await codes.getByRole('combobox', { name: "Your company's CPV codes" }).fill('71630000');
    await codes.getByRole('option', { name: /^71630000 / }).click();
    await codes.getByRole('button', { name: 'Save CPV codes' }).click();
    await expect(page.getByText('CPV codes saved')).toBeVisible();

    await page.goto('/dashboard');
    const analysis = page.getByRole('region', { name: 'Analyses' }).getByTestId('analysis-item');
    await expect(analysis).toHaveCount(1);
    await expect(analysis.getByRole('link')).toHaveAttribute('href', `/tenders/${analysedId}/analyze`);
    // The panel refreshes itself while the reports are written.
    await expect(analysis.getByTestId('analysis-state')).toHaveText('Ready', { timeout: 90_000 });
    await expect(analysis).toContainText('Summary and compliance reports ready');

    const credits = page.getByRole('region', { name: 'Credits' });
    await expect(credits.getByTestId('dashboard-balance')).toHaveText('3');
    await expect(credits.getByTestId('recent-credits').locator('li').first()).toContainText('Tender analysis');
    await expect(credits.getByTestId('recent-credits').locator('li').first()).toContainText('−2');

    const saved = page.getByRole('region', { name: 'Saved tenders by deadline' });
    const savedRows = saved.getByTestId('saved-tender');
    await expect(savedRows).toHaveCount(2);
    const call = savedRows.filter({ hasText: savedWord });
    await expect(call.getByTestId('time-left')).toHaveText(/^\d+ days left$/);
    await expect(call.getByTestId('saved-changes')).toHaveCount(0);

    const recommended = page.getByRole('region', { name: 'Recommended for you' });
    await expect(recommended).toContainText(/open tenders? in your 1 CPV code\. The newest you have not saved:/);
    await expect(recommended.getByTestId('recommended-tenders').getByRole('article')).not.toHaveCount(0);
    await expect(recommended.getByTestId('recommended-tenders')).not.toContainText(savedWord);
    await expect(recommended.getByRole('link', { name: 'See all in search' })).toHaveAttribute(
      'href',
      '/tenders?cpv=71630000&open=true&sort=newest',
    );

    const profile = page.getByRole('region', { name: 'Your profile' });
    await expect(profile.getByText('1 of 5 done')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The buyer moves the deadline: the saved call says what changed, until the user has looked.
    ingestIntoAustria({ 'change.xml': callFor(procedure, savedWord, true) });
    await expect(async () => {
      await page.goto('/dashboard');
      await expect(call.getByTestId('saved-changes')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 90_000 });
    await expect(call.getByTestId('saved-changes')).toContainText(/Deadline: from 3 April \d{4}.* to 12 June \d{4}/);
    await call.getByTestId('saved-changes').getByRole('link').click();
    await expect(page).toHaveURL(/\/alerts#watched$/);
  });
});
