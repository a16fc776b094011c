// Alerts end to end (issue 29): a signed-in user searches, chooses "Create alert", sees the preview and saves;
// `npm run ingest` imports a new matching notice while the app runs; the alert's mail shows in the local mailbox
// (/dev/mail), and its one-click unsubscribe works signed out. On the Austria build: its site URL is loopback, so
// the mailbox is open there (the EU build keeps its public site URL, where it is not).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, request, test } from '@playwright/test';
import { atOrigin, euOrigin } from '../playwright.config';
import { ingestIntoAustria } from './support/ingest';

test.use({ baseURL: atOrigin });

const stamp = Date.now().toString(36);
/** A word only this run's notice holds. */
const word = `Zeppelinhangar${stamp}`;
const alertName = `Hangars ${stamp}`;

/** An eForms call for competition of an Austrian buyer, new to the database, whose title holds `word`. */
function newNotice(): string {
  const xml = readFileSync('lib/ingest/samples/eforms-sdk-examples/cn_24_open.xml', 'utf8');
  return xml
    .replace('c4c415ee-ac08-4465-8fa6-57568cf69462', randomUUID())
    .replace('31f258b6-5eb2-4875-8997-affa3cdce27c', randomUUID())
    .replaceAll('>GBR<', '>AUT<')
    .replaceAll('Term Contract for a Planned Programme', `Term Contract ${word} for a Planned Programme`);
}

test('search, create an alert with its preview, ingest a new notice, read the mail, unsubscribe signed out', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const signUp = page.getByTestId('sign-up-form');
  await signUp.getByLabel('Email address').fill(`alerts-${stamp}@example.com`);
  await signUp.getByLabel('Password').fill('correct horse battery');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(`/tenders?q=${word}&country=AT&type=all&open=false`);
  await page.getByRole('link', { name: 'Create alert' }).click();
  await expect(page).toHaveURL(/\/alerts\/new\?/);
  await expect(page.getByTestId('alert-filters')).toContainText(word);
  // Nothing held the word in the last four weeks: the preview says so, per week, before anything is saved.
  const preview = page.getByTestId('alert-preview');
  await expect(preview.getByTestId('preview-total')).toHaveText('0 tenders');
  await expect(preview.getByTestId('preview-weeks').locator('tbody tr')).toHaveCount(4);

  const form = page.getByTestId('alert-form');
  await form.getByLabel('Name').fill(alertName);
  await form.getByLabel('Email me').selectOption({ label: 'As soon as new notices arrive' });
  await form.getByRole('button', { name: 'Save alert' }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByTestId('alert-card').filter({ hasText: alertName })).toBeVisible();

  // A new notice arrives through the CLI, while the app runs; the app's worker matches and mails it.
  expect(ingestIntoAustria({ 'notice.xml': newNotice() })).toContain('Queued an alerts run');

  const mail = page.getByTestId('mail-list').getByRole('link', { name: new RegExp(alertName) });
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await mail.click();
  await expect(page.getByTestId('mail-subject')).toHaveText(`1 new tender for “${alertName}”`);
  await expect(page.getByTestId('mail-text')).toContainText(word);
  const headers = page.getByTestId('mail-headers');
  await expect(headers.locator('[data-header="list-unsubscribe-post"]')).toHaveText('List-Unsubscribe=One-Click');
  const oneClick = /^<(.+)>$/.exec(
    (await headers.locator('[data-header="list-unsubscribe"]').textContent()) ?? '',
  )?.[1];
  expect(oneClick).toContain('/api/unsubscribe?token=');

  // What a mail provider does for RFC 8058: one POST, no cookies, no redirect.
  const signedOut = await request.newContext();
  try {
    const response = await signedOut.post(oneClick!, {
      form: { 'List-Unsubscribe': 'One-Click' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`no more emails of the alert “${alertName}”`);
  } finally {
    await signedOut.dispose();
  }

  await page.goto('/alerts');
  await expect(page.getByTestId('alert-card').filter({ hasText: alertName })).toContainText('No emails');
});

test('the EU build, on its public site URL, has no local mailbox', async () => {
  const context = await request.newContext();
  try {
    expect((await context.get(`${euOrigin}/dev/mail`)).status()).toBe(404);
  } finally {
    await context.dispose();
  }
});
