// Bid decisions end to end (issue 40): `npm run ingest` imports a call for competition while the app runs; a new
// user saves it, qualifies it on the pipeline board, uploads the test pack's invitation and unlocks the analysis,
// marks a knock-out requirement not met, and the scorecard on the tender page shows it first with its quote and page;
// the user moves it to bidding by keyboard.
// The user subscribes to the calendar feed (parsed with ical.js: the notice's deadline and the documents' dates);
// an imported change notice moves the deadline and the feed's event keeps its UID with a higher SEQUENCE; a revoked
// feed answers 404. Axe is clean on the scorecard in both themes at 390 and 1366 px.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { tenderIdFor } from '../lib/tenders/ids';
import { euOrigin } from '../playwright.config';
import { packDates, tenderPack } from '../tests/fixtures/tender-pack';
import { ingestInto } from './support/ingest';

test.use({ baseURL: euOrigin });

const stamp = Date.now().toString(36);
const word = `Kanalreinigung${stamp}`;
const ids = { call: randomUUID(), change: randomUUID(), procedure: randomUUID() };
const tenderId = tenderIdFor('draft', ids.procedure);
const sdk = 'lib/ingest/samples/eforms-sdk-examples';

/** The SDK's call for competition, new to the database, due on 26 March 2027 at 12:00 (+01:00). */
function callNotice(): string {
  return readFileSync(`${sdk}/cn_24_open.xml`, 'utf8')
    .replace('c4c415ee-ac08-4465-8fa6-57568cf69462', ids.call)
    .replaceAll('31f258b6-5eb2-4875-8997-affa3cdce27c', ids.procedure)
    .replaceAll('Term Contract for a Planned Programme', `Term Contract ${word} for a Planned Programme`)
    .replaceAll('2020-02-28+01:00', '2026-11-20+01:00')
    .replaceAll('2020-04-03+01:00', '2027-03-26+01:00');
}

/** The SDK's change notice of that call, moving the deadline to 9 April 2027 at 12:00 (+01:00). */
function changeNotice(): string {
  return readFileSync(`${sdk}/change-cn_24_open_dates.xml`, 'utf8')
    .replace('c4c415ee-ac08-4465-8fa6-57568cf69462-01', `${ids.call}-01`)
    .replace('71397268-6c47-4f2f-8ab0-f41a26138f81', ids.change)
    .replaceAll('31f258b6-5eb2-4875-8997-affa3cdce27c', ids.procedure)
    .replaceAll('Term Contract for a Planned Programme', `Term Contract ${word} for a Planned Programme`)
    .replaceAll('2020-02-28+01:00', '2026-11-20+01:00')
    .replaceAll('2020-04-17+01:00', '2026-11-25+01:00')
    .replaceAll('2020-06-12+01:00', '2027-04-09+01:00');
}

type CalendarEvent = InstanceType<typeof ICAL.Event>;

/** The feed's events of this tender, by the kind of date their summary names. */
async function readFeed(url: string) {
  const context = await request.newContext();
  try {
    const response = await context.get(url);
    if (response.status() !== 200) return { status: response.status(), events: new Map<string, CalendarEvent>() };
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const component = new ICAL.Component(ICAL.parse(await response.text()));
    const events = new Map<string, CalendarEvent>();
    for (const vevent of component.getAllSubcomponents('vevent')) {
      const event = new ICAL.Event(vevent);
      if (!String(vevent.getFirstPropertyValue('url')).endsWith(`/tenders/${tenderId}`)) continue;
      events.set(event.summary.split(/[: ]/u).slice(0, 2).join(' '), event);
    }
    return { status: 200, events };
  } finally {
    await context.dispose();
  }
}

/** This tender's card in a stage's column of the dashboard's pipeline board. */
const pipelineCard = (page: Page, stage: string) =>
  page.getByTestId(`pipeline-column-${stage}`).locator(`[data-testid="pipeline-card"][data-tender-id="${tenderId}"]`);

async function scorecardViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include('[data-testid="scorecard"]').analyze();
  return axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('scorecard with a not-met knock-out first, the calendar feed, a corrigendum that moves the deadline', async ({
  page,
}) => {
  test.setTimeout(300_000);
  expect(ingestInto('eu', { 'call.xml': callNotice() })).toContain('1 imported, 0 updated');

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const signUp = page.getByTestId('sign-up-form');
  await signUp.getByLabel('Email address').fill(`scorecard-${stamp}@example.com`);
  await signUp.getByLabel('Password').fill('correct horse battery');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // Before any analysis, the scorecard says what it lacks instead of scoring it.
  await page.goto(`/tenders/${tenderId}`);
  const scorecard = page.getByTestId('scorecard');
  await expect(scorecard.getByTestId('scorecard-line-comply')).toContainText('No compliance matrix yet');
  await expect(scorecard.getByTestId('scorecard-line-comply').getByTestId('scorecard-line-score')).toContainText(
    'Not scored: missing data',
  );

  await page.getByRole('button', { name: 'Save tender' }).click();
  await expect(page.getByRole('button', { name: 'Remove from saved' })).toBeVisible();

  // Saved, it is in the pipeline: qualify it on the board.
  await page.goto('/dashboard');
  await pipelineCard(page, 'watching').getByLabel('Move to').selectOption('qualifying');
  await pipelineCard(page, 'watching')
    .getByRole('button', { name: /^Move “.+” to the chosen stage$/u })
    .click();
  await expect(pipelineCard(page, 'qualifying')).toBeVisible();

  await page.goto(`/tenders/${tenderId}`);
  const documents = page.getByTestId('documents');
  const pack = await tenderPack();
  await documents
    .getByTestId('document-upload')
    .setInputFiles([{ name: 'invitation.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pack.invitation) }]);
  await expect(documents.locator('[data-testid="document-row"][data-status="ready"]')).toHaveCount(1, {
    timeout: 120_000,
  });

  await page.goto(`/tenders/${tenderId}/analyze`);
  await page.getByRole('button', { name: /^Unlock for \d+ credits?$/u }).click();
  await expect(page.getByTestId('ready-summary')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('ready-compliance')).toBeVisible({ timeout: 90_000 });
  await page.getByRole('tab', { name: 'Compliance' }).click();
  const iso = page.getByTestId('compliance-matrix').getByTestId('requirement-row').filter({ hasText: 'ISO 9001' });
  await iso.getByLabel('Your status').selectOption('not_met');
  await expect(iso.getByText('Saved')).toBeVisible();
  // The analyze page's own scorecard follows the mark without a reload.
  await expect(page.getByTestId('scorecard').getByTestId('scorecard-knockouts').locator('li').first()).toHaveAttribute(
    'data-status',
    'not_met',
  );

  // The tender page: the knock-out marked not met comes first, with its quote and the page it is on.
  await page.goto(`/tenders/${tenderId}`);
  const first = scorecard.getByTestId('scorecard-knockouts').locator('li').first();
  await expect(first).toHaveAttribute('data-status', 'not_met');
  await expect(first).toContainText('ISO 9001');
  await expect(first.getByRole('link', { name: 'invitation.pdf, page 4' })).toHaveAttribute(
    'href',
    new RegExp(`^/tenders/${tenderId}/documents/[0-9a-f-]{36}\\?page=4&quote=`),
  );
  await expect(scorecard.getByTestId('scorecard-total')).toContainText('No bid');
  await expect(scorecard.getByTestId('scorecard-reasons')).toContainText('A knock-out requirement is marked not met');

  // Signed out, the tender page holds no scorecard.
  const visitor = await request.newContext();
  try {
    const html = await (await visitor.get(`${euOrigin}/tenders/${tenderId}`)).text();
    expect(html).toContain(word);
    expect(html).not.toContain('data-testid="scorecard"');
    expect(html).not.toContain('Bid / no-bid scorecard');
  } finally {
    await visitor.dispose();
  }

  // Axe on the scorecard, both themes, phone and desktop widths.
  for (const theme of ['dark', 'light'] as const) {
    await page.context().addCookies([{ name: 'theme', value: theme, url: euOrigin }]);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/tenders/${tenderId}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(scorecard).toBeVisible();
      expect(await scorecardViolations(page), `${theme} at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }

  // Decided to bid: move it to bidding by keyboard only (focus the Move control, the next stage, Tab, Enter).
  await page.goto('/dashboard');
  const move = pipelineCard(page, 'qualifying').getByLabel('Move to');
  await move.focus();
  await expect(move).toHaveValue('watching');
  await page.keyboard.press('ArrowDown');
  await expect(move).toHaveValue('bidding');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(pipelineCard(page, 'bidding')).toBeVisible();
  await expect(page.getByTestId('pipeline-status')).toContainText('to Bidding.');

  // Subscribe: the feed address is shown once, and reads without a session.
  await page.goto('/settings#bid-decisions');
  await page.getByRole('button', { name: 'Create feed address' }).click();
  const address = page.getByTestId('calendar-feed-url').getByRole('textbox');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/u);
  const feedUrl = await address.inputValue();
  const settingsAxe = await new AxeBuilder({ page }).include('#bid-decisions').analyze();
  expect(settingsAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // A bad preparation time is refused with its reason, in the form.
  const bidProfile = page.getByTestId('bid-profile-form');
  await bidProfile.getByLabel('Preparation time (working days)').fill('400');
  await bidProfile.getByRole('button', { name: 'Save preparation time and regions' }).click();
  await expect(bidProfile.getByText('Preparation time is 1 to 365 working days.')).toBeVisible();

  const before = await readFeed(feedUrl);
  expect(before.status).toBe(200);
  const submission = before.events.get('Submission deadline')!;
  expect(submission.startDate.toJSDate().toISOString()).toBe('2027-03-26T11:00:00.000Z');
  const sequence = Number(submission.component.getFirstPropertyValue('sequence'));
  expect(submission.description).toContain('Source: from the notice.');
  expect(
    submission.component.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
  ).toEqual(['-P7D', '-P1D']);
  const questions = before.events.get('Questions deadline')!;
  expect(questions.startDate.toString()).toBe(packDates.questions);
  expect(questions.description).toMatch(/Source: from the tender documents, p\. \d+ \(invitation\.pdf\)/u);
  expect(before.events.get('Site visit')!.startDate.toString()).toBe(packDates.site_visit);
  expect(before.events.get('Opening of')!.startDate.toString()).toBe(packDates.opening);

  // A change notice moves the deadline: the same event, a higher SEQUENCE.
  expect(ingestInto('eu', { 'change.xml': changeNotice() })).toContain(' 0 failed.');
  const after = await readFeed(feedUrl);
  const moved = after.events.get('Submission deadline')!;
  expect(moved.uid).toBe(submission.uid);
  expect(moved.startDate.toJSDate().toISOString()).toBe('2027-04-09T11:00:00.000Z');
  expect(Number(moved.component.getFirstPropertyValue('sequence'))).toBe(sequence + 1);

  // The per-tender download, signed in.
  const download = await page.request.get(`/tenders/${tenderId}/calendar.ics`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await download.text()).toContain(`UID:${moved.uid}`);

  // Revoked, the address answers 404 like one that never existed.
  await page.getByRole('button', { name: 'Revoke address' }).click();
  await expect(page.getByTestId('calendar-feed-state')).toHaveText('No feed address is active.');
  expect((await readFeed(feedUrl)).status).toBe(404);
  expect((await readFeed(feedUrl.replace(/[A-Za-z0-9_-]{43}\.ics$/u, `${'x'.repeat(43)}.ics`))).status).toBe(404);
});
