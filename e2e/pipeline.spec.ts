// The bid pipeline (issue 40): a saved tender appears in "Watching"; it moves to "Qualifying" with the card's Move
// control, to "Bidding" by keyboard only (the Move control, and @dnd-kit's keyboard drag), and a move to "Won" asks
// for the award value and the winner; the table sorts and filters with its state in the URL; the CSV downloads what
// the table shows; an imported corrigendum that moves the deadline shows on the card until marked seen; the webhook
// settings refuse a private URL and log a test event. The board and the table are axe-clean in both themes at 390
// and 1366 px.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { tenderIdFor } from '../lib/tenders/ids';
import { atOrigin } from '../playwright.config';
import { ingestIntoAustria } from './support/ingest';

const stamp = Date.now().toString(36);
const first = tenderIdFor('sample', 'sample:1:5');
const second = tenderIdFor('sample', 'sample:1:6');

async function signUp(page: Page, who: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel('Email address').fill(`pipeline-${who}-${stamp}@example.com`);
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function save(page: Page, tenderId: string): Promise<void> {
  await page.goto(`/tenders/${tenderId}`);
  await page.getByRole('button', { name: 'Save tender' }).click();
  await expect(page.getByRole('button', { name: 'Remove from saved' })).toBeVisible();
  // The button turns at once; the toast says the server saved it.
  await expect(page.getByText('Tender saved to your dashboard')).toBeVisible();
}

const column = (page: Page, stage: string) => page.getByTestId(`pipeline-column-${stage}`);
const card = (page: Page, stage: string, tenderId: string) =>
  column(page, stage).locator(`[data-testid="pipeline-card"][data-tender-id="${tenderId}"]`);

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  return axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('save → watching → qualifying → bidding by keyboard → won with its award; the table sorts and filters; the CSV downloads', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'flow');
  const empty = page.getByRole('region', { name: 'Pipeline', exact: true });
  await expect(empty).toContainText('Nothing in your pipeline yet.');

  await save(page, first);
  await save(page, second);
  await page.goto('/dashboard');
  // Each card's first link is its tender, by its title.
  const firstLink = card(page, 'watching', first).getByRole('link').first();
  await expect(firstLink).toHaveAttribute('href', `/tenders/${first}`);
  const firstTitle = (await firstLink.innerText()).trim();
  const secondTitle = (await card(page, 'watching', second).getByRole('link').first().innerText()).trim();

  // With the card's Move control.
  const watchingCard = card(page, 'watching', first);
  await watchingCard.getByLabel('Move to').selectOption('qualifying');
  await watchingCard.getByRole('button', { name: `Move “${firstTitle}” to the chosen stage` }).click();
  await expect(card(page, 'qualifying', first)).toBeVisible();
  await expect(page.getByTestId('pipeline-status')).toHaveText(`Moved “${firstTitle}” to Qualifying.`);
  await page.reload();
  await expect(card(page, 'qualifying', first)).toBeVisible();

  // By keyboard only: focus the Move control, choose the next stage with the arrow key, tab to Move, press Enter.
  const qualifyingSelect = card(page, 'qualifying', first).getByLabel('Move to');
  await qualifyingSelect.focus();
  await expect(qualifyingSelect).toHaveValue('watching');
  await page.keyboard.press('ArrowDown');
  await expect(qualifyingSelect).toHaveValue('bidding');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(card(page, 'bidding', first)).toBeVisible();
  await expect(page.getByTestId('pipeline-status')).toHaveText(`Moved “${firstTitle}” to Bidding.`);

  // Won asks for the award value and the winner.
  const secondCard = card(page, 'watching', second);
  await secondCard.getByLabel('Move to').selectOption('won');
  await secondCard.getByRole('button', { name: `Move “${secondTitle}” to the chosen stage` }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to Won' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Award value').fill('125000');
  await dialog.getByLabel('Winner').fill(`Acme ${stamp}`);
  await dialog.getByRole('button', { name: 'Move to Won' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'won', second)).toContainText(`Winner: Acme ${stamp}`);
  await page.reload();
  await expect(card(page, 'won', second)).toContainText('Award value €125,000');

  // The table: sorted by title both ways, filtered by stage, all in the URL.
  await page.getByRole('link', { name: 'Table', exact: true }).click();
  await expect(page).toHaveURL(/view=table/);
  const rows = page.getByTestId('pipeline-row');
  await expect(rows).toHaveCount(2);
  const sorted = [firstTitle, secondTitle].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  const titleHeader = page.getByRole('columnheader', { name: /^Tender/ });
  await titleHeader.getByRole('link').click();
  await expect(page).toHaveURL(/sort=title/);
  await expect(rows.first()).toContainText(sorted[0]!);
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await titleHeader.getByRole('link').click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect(rows.first()).toContainText(sorted[1]!);
  await page.getByLabel('Stage', { exact: true }).selectOption('bidding');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/stage=bidding/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(firstTitle);
  await expect(rows.first()).toContainText('Bidding');

  // The CSV holds what the table shows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tenderscope-pipeline-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toMatch(/^Tender ID,Title,Buyer,Country,Deadline,Stage,/);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(first);
  expect(lines[1]).toContain(',Bidding,');
});

test('a card moves by keyboard drag and drop: its handle, space, an arrow key, space', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, 'drag');
  await save(page, first);
  await page.goto('/dashboard');
  const handle = card(page, 'watching', first).getByRole('button', { name: /^Drag / });
  // Each key waits for what @dnd-kit says aloud, as a screen-reader user would: picked up (over where it was),
  // then over the next column.
  const spoken = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(spoken).toContainText(/Picked up|is over Watching/u);
  await page.keyboard.press('ArrowRight');
  await expect(spoken).toContainText('is over the Qualifying column');
  await page.keyboard.press('Space');
  await expect(card(page, 'qualifying', first)).toBeVisible();
  await expect(page.getByTestId('pipeline-status')).toHaveText(/^Moved “.+” to Qualifying\.$/);
  await page.reload();
  await expect(card(page, 'qualifying', first)).toBeVisible();
});

test('no bid asks for the reason: without one the dialog says so and nothing moves; with one the card shows it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, 'nobid');
  await save(page, first);
  await page.goto('/dashboard');
  const watching = card(page, 'watching', first);
  await watching.getByLabel('Move to').selectOption('no_bid');
  await watching.getByRole('button', { name: /^Move “/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to No bid' });
  await dialog.getByRole('button', { name: 'Move to No bid' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Say why you decided not to bid.');
  await expect(dialog.getByLabel('Why not bid?')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(card(page, 'watching', first)).toBeVisible();

  await card(page, 'watching', first).getByLabel('Move to').selectOption('no_bid');
  await card(page, 'watching', first)
    .getByRole('button', { name: /^Move “/ })
    .click();
  await dialog.getByLabel('Why not bid?').fill('Outside our region');
  await dialog.getByRole('button', { name: 'Move to No bid' }).click();
  await expect(card(page, 'no_bid', first)).toContainText('Reason: Outside our region');
  await page.reload();
  await expect(card(page, 'no_bid', first)).toContainText('Reason: Outside our region');
});

for (const width of [390, 1366]) {
  for (const theme of ['dark', 'light'] as const) {
    test(`the board and the table are axe-clean and fit ${width} px in the ${theme} theme`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
      const page = await context.newPage();
      await signUp(page, `axe-${width}-${theme}`);
      await save(page, first);
      await page.goto('/dashboard');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(card(page, 'watching', first)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // The board scrolls sideways inside itself: the page stays as wide as the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.goto('/dashboard?view=table');
      await expect(page.getByTestId('pipeline-row')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    });
  }
}

test('settings: a private webhook URL is refused with the reason; a public one gets its secret once and a test event in the log', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, 'webhook');
  await page.goto('/settings#webhook');
  const section = page.getByRole('region', { name: 'Webhook', exact: true });
  await section.getByLabel('Endpoint URL').fill('https://127.0.0.1:8080/hook');
  await section.getByRole('button', { name: 'Set up webhook' }).click();
  await expect(section.getByText(/points to a private or local network address/)).toBeVisible();
  await expect(section.getByLabel('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');

  await section.getByLabel('Endpoint URL').fill('https://hooks.example.com/tenderscope');
  await section.getByRole('button', { name: 'Set up webhook' }).click();
  await expect(section.getByTestId('webhook-secret')).toHaveText(/^whsec_[A-Za-z0-9_-]{43}$/);
  await expect(section.getByText('Status: Enabled')).toBeVisible();
  await section.getByRole('button', { name: 'Send test event' }).click();
  await expect(section.getByText('Test event queued')).toBeVisible();
  await page.reload();
  await expect(section.getByTestId('webhook-secret')).toHaveCount(0);
  await expect(section.getByTestId('webhook-deliveries')).toContainText('ping');
  await expect(section.getByTestId('webhook-deliveries')).toContainText(/of 6/);
  const axe = await new AxeBuilder({ page }).include('#webhook').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

/**
 * An Austrian call for competition (the SDK's cn_24_open) of procedure `procedure`, open until 3 April next year;
 * with `changed`, the buyer's change notice moving that deadline to 12 June.
 */
function callFor(procedure: string, changed = false): string {
  const year = String(new Date().getUTCFullYear() + 1);
  const xml = readFileSync(
    join('lib/ingest/samples/eforms-sdk-examples', changed ? 'change-cn_24_open_dates.xml' : 'cn_24_open.xml'),
    'utf8',
  );
  return xml
    .replace(changed ? '71397268-6c47-4f2f-8ab0-f41a26138f81' : 'c4c415ee-ac08-4465-8fa6-57568cf69462', randomUUID())
    .replace('31f258b6-5eb2-4875-8997-affa3cdce27c', procedure)
    .replaceAll('>GBR<', '>AUT<')
    .replaceAll('2020-04-03', `${year}-04-03`)
    .replaceAll('2020-06-12', `${year}-06-12`);
}

test.describe('Austria edition', () => {
  test.use({ baseURL: atOrigin });

  test('an imported corrigendum moving the deadline shows on the pursued card until marked seen', async ({ page }) => {
    test.setTimeout(180_000);
    const procedure = randomUUID();
    const tenderId = tenderIdFor('draft', procedure);
    const year = new Date().getUTCFullYear() + 1;
    await signUp(page, 'corrigendum');
    ingestIntoAustria({ 'call.xml': callFor(procedure) });
    await save(page, tenderId);
    await page.goto('/dashboard');
    const watching = card(page, 'watching', tenderId);
    await watching.getByLabel('Move to').selectOption('bidding');
    await watching.getByRole('button', { name: /^Move “/ }).click();
    await expect(card(page, 'bidding', tenderId)).toBeVisible();

    ingestIntoAustria({ 'change.xml': callFor(procedure, true) });
    const changes = card(page, 'bidding', tenderId).getByTestId('pipeline-changes');
    await expect(async () => {
      await page.goto('/dashboard');
      await expect(changes).toContainText(`Deadline moved from 3 April ${year} to 12 June ${year}`, { timeout: 1_000 });
    }).toPass({ timeout: 90_000 });
    await expect(changes).toContainText('Corrigendum published');
    await card(page, 'bidding', tenderId)
      .getByRole('button', { name: /^Mark the changes of/ })
      .click();
    await expect(changes).toHaveCount(0);
    await page.reload();
    await expect(card(page, 'bidding', tenderId)).toBeVisible();
    await expect(changes).toHaveCount(0);
  });
});
