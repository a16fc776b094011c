// Buyers and prices in the browser (issue 39): from a tender to its buyer's page (indexable, with
// GovernmentOrganization JSON-LD), from the buyer's typical award value (a median) to the lots behind it, and from a
// lot to its winner's company page. Axe on each page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// 00468788-2024: diesel fuel (09134220) in Romania, a framework whose lots KASANDRA IMPEX S.R.L. and OMV PETROM won.
const tenderRef = '468788-2024';

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('tender → buyer page → a lot behind its median → the winner’s company page', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`/tenders/${tenderRef}`);
  await expect(page).toHaveURL(/\/tenders\/[0-9a-f]{16}$/);

  await page
    .getByRole('link', { name: /ADMINISTRATIA FLUVIALA A DUNARII DE JOS/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/buyers\/[0-9a-f]{16}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ADMINISTRATIA FLUVIALA A DUNARII DE JOS');
  const buyerUrl = page.url();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'GovernmentOrganization', address: { addressCountry: 'RO' } });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/buyers/[0-9a-f]{16}$`));
  expect(await axeViolations(page)).toEqual([]);

  // The typical award value is the median of its priced lots; it opens them.
  const typical = page.locator('dt', { hasText: 'Typical award value' }).locator('xpath=following-sibling::dd[1]');
  await typical.getByRole('link').click();
  await expect(page).toHaveURL(/\/awards\?buyer=[0-9a-f]{16}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Awarded lots');
  expect(await axeViolations(page)).toEqual([]);

  const lots = page.getByRole('region', { name: 'Awarded lots' });
  const winner = lots.getByRole('link', { name: /KASANDRA IMPEX|OMV PETROM/ }).first();
  const winnerName = (await winner.textContent())!.trim();
  await winner.click();
  await expect(page).toHaveURL(/\/companies\/[0-9a-f]{16}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(winnerName);
  // And back: the company page links its buyer.
  await expect(page.locator(`a[href="${new URL(buyerUrl).pathname}"]`).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the buyer and statistics APIs answer JSON, and 400 naming a bad parameter', async ({ request }) => {
  const stats = await request.get('/api/stats/awards?cpv=0913&country=RO');
  expect(stats.status()).toBe(200);
  expect(await stats.json()).toMatchObject({ cpv_prefix: '0913', country_code: 'RO' });
  const bad = await request.get('/api/stats/awards?cpv=0913&country=ROU');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toMatchObject({ code: 'invalid_parameter', parameter: 'country' });
  expect((await request.get('/api/buyers/not-an-id')).status()).toBe(400);
  expect((await request.get('/api/buyers/0123456789abcdef')).status()).toBe(404);
});
