// Issue 31, seen in a browser: flags are SVG images named by their country and sized with the text; a misspelt
// search is corrected and says so; the brand's own typeface is served by the app; the Austria edition names
// itself and offers Austria's regions; a tender's link picture. At 320, 390 and 1366 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { atOrigin } from '../playwright.config';

const widths = [320, 390, 1366] as const;

async function noSideScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('result cards show each country as an SVG flag named by the country, as tall as a capital letter', async ({
      page,
    }) => {
      await page.goto('/tenders?q=cleaning');
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      await noSideScroll(page, width);
      const first = cards.first();
      const flag = first.locator('svg[role="img"]').first();
      const name = (await flag.getAttribute('aria-label')) ?? '';
      expect(name).toMatch(/^[A-Z][a-z]/);
      // The written name beside it is not read a second time.
      await expect(first.getByRole('img', { name, exact: true })).toHaveCount(1);
      const box = (await flag.boundingBox())!;
      const fontSize = await flag.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(box.height).toBeGreaterThan(fontSize * 0.6);
      expect(box.height).toBeLessThan(fontSize * 0.9);
      expect(box.width / box.height).toBeCloseTo(1.5, 1);
      // Drawn: the sprite's symbol paints pixels of its own, not an empty box.
      await expect.poll(() => flag.evaluate((svg) => (svg.querySelector('use')?.getBBox().width ?? 0) > 0)).toBe(true);
      expect(await page.locator('main').innerText()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    });

    test('a misspelt word is corrected, and the original words can be searched as typed', async ({ page }) => {
      await page.goto('/tenders?q=clening');
      const note = page.getByTestId('search-correction');
      await expect(note).toHaveText('Showing results for cleaning — search instead for clening');
      await expect(page.getByRole('article').first()).toBeVisible();
      await noSideScroll(page, width);
      await note.getByRole('link', { name: 'clening' }).click();
      await expect(page).toHaveURL(/[?&]verbatim=true/);
      await expect(page.getByRole('heading', { name: 'No tenders match this search' })).toBeVisible();
      await expect(page.getByTestId('search-correction')).toHaveCount(0);
      // New words are corrected again.
      const box = page.getByRole('searchbox', { name: 'Search tenders' });
      await box.fill('cleening');
      await box.press('Enter');
      await expect(page).not.toHaveURL(/verbatim/);
      await expect(page.getByTestId('search-correction')).toContainText('Showing results for cleaning');
    });

    test('the Austria edition reads "Tenderscope Austria" and starts from Austria and its nine regions', async ({
      page,
    }) => {
      await page.goto(`${atOrigin}/`);
      await expect(page.getByTestId('brand')).toHaveText('Tenderscope Austria');
      await noSideScroll(page, width);
      const map = page.getByRole('group', { name: /Map of Austria/ });
      await expect(map.getByRole('link', { name: /^Search tenders in / })).toHaveCount(10);
      const regions = page.getByRole('figure').getByRole('list').getByRole('link');
      await expect(regions).toHaveCount(10);
      await expect(regions.first()).toHaveAccessibleName('Austria');
      await map.getByRole('link', { name: 'Search tenders in Wien' }).click();
      await expect(page).toHaveURL(/\/tenders\?nuts=AT13$/);
      await expect(page.getByRole('article').first()).toBeVisible();
    });
  });
}

test('the brand typeface comes from the app itself, the Latin subset preloaded, no other font fetched', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).origin + new URL(request.url()).pathname);
  });
  await page.goto('/tenders?q=cleaning');
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('href', /\/_next\/static\/media\/.+\.woff2$/);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/plexLatin/i);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length).toBeGreaterThan(0);
  for (const url of fonts) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_next\/static\/media\//);
});

test('a tender page names its link picture, drawn as a 1200×630 PNG', async ({ page, request }) => {
  const search = await (await request.get('/api/tenders?q=cleaning')).json();
  const id = (search as { items: { id: string }[] }).items[0]!.id;
  await page.goto(`/tenders/${id}`);
  const image = page.locator('meta[property="og:image"]');
  await expect(image).toHaveAttribute('content', new RegExp(`/tenders/${id}/opengraph-image`));
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const path = new URL((await image.getAttribute('content'))!).pathname;
  const png = await request.get(path);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  const body = await png.body();
  // The PNG header's width and height.
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
  expect((await request.get(path.replace(id, '0000000000000000'))).status()).toBe(404);
});

test('the pages that changed have no axe violations in either theme', async ({ page, context }) => {
  test.setTimeout(120_000);
  for (const theme of ['dark', 'light'] as const) {
    await context.addCookies([{ name: 'theme', value: theme, url: 'http://127.0.0.1' }]);
    for (const path of ['/', '/tenders?q=clening', `${atOrigin}/`]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${theme} ${path} ${v.id}: ${v.help}`)).toEqual([]);
    }
  }
});
