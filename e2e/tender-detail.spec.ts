// The tender page in the browser: a publication number redirects (308), unknown ids are 404s, key facts and
// sections of a real tender, its canonical link and JSON-LD, sample tenders kept out of indexes, the notice's
// other languages, the AT edition's canonical for other countries, and saving and unsaving when signed in.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { tenderIdFor } from '../lib/tenders/ids';
import { atOrigin } from '../playwright.config';

const email = `detail-${Date.now().toString(36)}@example.com`;
const password = 'correct horse battery';

async function tenderIdOf(request: APIRequestContext, publicationNumber: string): Promise<string> {
  const response = await request.get(`/tenders/${publicationNumber}`, { maxRedirects: 0 });
  return response.headers()['location']!.split('/').pop()!;
}

/** The SDK example cn_24_open.xml and its change notice: one sample tender (a draft), id from its BT-04. */
const changedSampleId = tenderIdFor('draft', '31f258b6-5eb2-4875-8997-affa3cdce27c');

async function jsonLd(page: Page): Promise<unknown[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as unknown);
}

test('a publication number answers 308 to the tender, whose page shows its key facts and sections', async ({
  page,
  request,
}) => {
  const redirect = await request.get('/tenders/00622691-2023', { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  const location = redirect.headers()['location']!;
  expect(location).toMatch(/^\/tenders\/[0-9a-f]{16}$/);

  const response = await page.goto(location);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Abschluss nicht-exklusiver Rabattvereinbarungen',
  );
  const facts = page.getByRole('region', { name: 'Key facts' });
  for (const term of [
    'Deadline',
    'Estimated value',
    'Status',
    'Buyer',
    'CPV codes',
    'Place of performance',
    'Procedure',
  ]) {
    await expect(facts.getByText(term, { exact: true })).toBeVisible();
  }
  await expect(facts).toContainText('33600000');
  await expect(facts).toContainText('Germany');
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Original notice on TED/ })).toHaveAttribute(
    'href',
    /ted\.europa\.eu.*622691-2023/,
  );
  await expect(page.getByTestId('notice-history-entry')).toHaveCount(1);
  await expect(page.getByTestId('notice-history-entry')).toContainText('First notice of this procedure.');
  await expect(page.getByRole('link', { name: 'Sign in to save this tender' })).toBeVisible();

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://tenderscope.eu${location}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page).toHaveTitle(/^Abschluss nicht-exklusiver Rabattvereinbarungen.* \| Tenderscope$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `https://tenderscope.eu${location}`);
  const [graph] = (await jsonLd(page)) as { '@graph': Record<string, unknown>[] }[];
  expect(graph!['@graph']).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ '@type': 'Demand', url: `https://tenderscope.eu${location}` }),
      expect.objectContaining({
        '@type': 'Organization',
        seeks: { '@id': `https://tenderscope.eu${location}#demand` },
      }),
    ]),
  );
});

test('a tender whose deadline has passed stays reachable and is marked closed, with the deadline in its time zone', async ({
  page,
  request,
}) => {
  const response = await page.goto(`/tenders/${await tenderIdOf(request, '17101-2025')}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('tender-status')).toHaveText('Closed');
  const deadline = page.getByRole('region', { name: 'Key facts' }).getByText('Deadline', { exact: true }).locator('..');
  await expect(deadline).toContainText('7 February 2025, 15:00');
  await expect(deadline).toContainText(/Time zone UTC\+01:00 · closed \d+ days ago/);
});

test('a result notice shows its lots and awards, and the page passes axe', async ({ page, request }) => {
  await page.goto(`/tenders/${await tenderIdOf(request, '468740-2024')}`);
  await expect(page.getByRole('heading', { name: 'Lots (2)' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Awards' }).getByRole('cell', { name: /PAREDES CSE SAS/ }),
  ).toBeVisible();
  await expect(page.getByTestId('tender-status')).toHaveText('Awarded');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('a 2023 call without a deadline says so and how old it is, not "Open"; its history names the notice plainly', async ({
  page,
  request,
}) => {
  await page.goto(`/tenders/${await tenderIdOf(request, '599894-2023')}`);
  await expect(page.getByTestId('tender-status')).toHaveText('No deadline given');
  const status = page.getByRole('region', { name: 'Key facts' }).getByText('Status', { exact: true }).locator('..');
  await expect(status).toContainText('No deadline given');
  await expect(status).toContainText(/Published 5 October 2023 · \d+ years? ago/);
  await expect(status).not.toContainText('Open');
  const history = page.getByTestId('notice-history-entry');
  await expect(history).toContainText(
    'Periodic indicative notice used as a call for competition — negotiated procedure with prior call for competition',
  );
  await expect(history).not.toContainText('subtype');

  await page.goto(`/tenders/${await tenderIdOf(request, '622691-2023')}`);
  await expect(page.getByTestId('notice-history-entry')).toContainText('Contract notice — open procedure');
});

for (const width of [320, 390]) {
  test(`at ${width} px the lots read as cards, with deadline, place and duration on screen`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/tenders/${await tenderIdOf(request, '262891-2023')}`);
    const lots = page.getByRole('region', { name: 'Lots (4)' });
    await expect(lots.getByRole('listitem')).toHaveCount(4);
    const first = lots.getByRole('listitem').first();
    for (const term of ['Estimated value', 'Deadline', 'Place', 'Duration']) {
      const label = first.getByText(term, { exact: true });
      await expect(label).toBeVisible();
      const box = (await label.boundingBox())!;
      expect(box.x + box.width, term).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test('at 1366 px the lots are a table with every column on screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/tenders/${await tenderIdOf(request, '262891-2023')}`);
  const lots = page.getByRole('region', { name: 'Lots (4)' });
  await lots.scrollIntoViewIfNeeded();
  for (const column of ['Lot', 'CPV', 'Estimated value', 'Deadline', 'Place', 'Duration']) {
    await expect(lots.getByRole('columnheader', { name: column, exact: true })).toBeInViewport();
  }
  await expect(lots.getByRole('row')).toHaveCount(5);
});

test('an unknown tender id answers 404 with "Page Not Found: {path}"', async ({ page }) => {
  const response = await page.goto('/tenders/0123456789abcdef');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found-message')).toHaveText('Page Not Found: /tenders/0123456789abcdef');
  const unknownNumber = await page.goto('/tenders/999999-2024');
  expect(unknownNumber?.status()).toBe(404);
});

test('a sample tender is labelled, kept out of indexes and has no JSON-LD; its history shows what a change notice changed', async ({
  page,
}) => {
  await page.goto(`/tenders/${changedSampleId}`);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('Sample data', { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  expect(await jsonLd(page)).toEqual([]);
  const history = page.getByTestId('notice-history-entry');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Change notice');
  await expect(history.first()).toContainText('Deadline:');
});

test('the notice switches to another of its languages, keeping the canonical link', async ({ page, request }) => {
  // A Belgian notice published in French and Dutch.
  const id = await tenderIdOf(request, '547700-2023');
  await page.goto(`/tenders/${id}`);
  const switcher = page.getByRole('navigation', { name: 'Notice language' });
  await expect(switcher.locator('[aria-current="true"]')).toHaveAttribute('hreflang', 'fr');
  const french = await page.getByRole('heading', { level: 1 }).textContent();
  await switcher.getByRole('link', { name: 'Nederlands (Dutch)' }).click();
  await expect(page).toHaveURL(new RegExp(`/tenders/${id}\\?lang=nl$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(french!);
  // The buyer's name is as the notice gives it, in the notice's own language, whichever language it is read in.
  await expect(page.getByRole('region', { name: 'Key facts' }).locator('span[lang]').first()).toHaveAttribute(
    'lang',
    'fr',
  );
  // What a crawler gets for the language URL, loaded on its own: one canonical, the tender's bare URL. (After
  // the client-side switch above, Next may briefly hold the old and the new metadata tags side by side.)
  await page.goto(`/tenders/${id}?lang=nl`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://tenderscope.eu/tenders/${id}`);
});

test('a signed-in user saves a tender, finds it on the dashboard, and unsaves it', async ({ page, request }) => {
  const id = await tenderIdOf(request, '622691-2023');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Nothing saved yet.')).toBeVisible();

  await page.goto(`/tenders/${id}`);
  await expect(page.getByRole('link', { name: 'Analyse the documents' })).toHaveAttribute(
    'href',
    `/tenders/${id}/analyze`,
  );
  await expect(page.getByRole('link', { name: 'Find subcontractors' })).toHaveAttribute(
    'href',
    `/tenders/${id}/subcontractors`,
  );
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save tender' }).click();
  await expect(page.getByRole('button', { name: 'Remove from saved' })).toBeVisible();
  await expect(page.getByText('Tender saved to your dashboard')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove from saved' })).toBeVisible();

  await page.goto('/dashboard');
  const saved = page.getByRole('region', { name: 'Saved tenders' });
  await expect(saved.getByRole('link', { name: /Abschluss nicht-exklusiver Rabattvereinbarungen/ })).toHaveAttribute(
    'href',
    `/tenders/${id}`,
  );

  await saved.getByRole('link', { name: /Abschluss nicht-exklusiver Rabattvereinbarungen/ }).click();
  await page.getByRole('button', { name: 'Remove from saved' }).click();
  await expect(page.getByRole('button', { name: 'Save tender' })).toBeVisible();
  await expect(page.getByText('Removed from your saved tenders')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save tender' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Nothing saved yet.')).toBeVisible();
});

test.describe('Austria edition', () => {
  test.use({ baseURL: atOrigin });

  test("a German tender's page names the EU edition's URL as canonical", async ({ page, request }) => {
    const id = await tenderIdOf(request, '622691-2023');
    await page.goto(`/tenders/${id}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://tenderscope.eu/tenders/${id}`);
  });
});
