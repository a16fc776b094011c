// Titles, canonical links and robots metadata of both editions.
import { expect, test, type Page } from '@playwright/test';
import { atOrigin } from '../playwright.config';

async function canonical(page: Page) {
  return page.locator('link[rel="canonical"]').getAttribute('href');
}

test('pages have lang en, robots index/follow, locale en_US and "title | site" titles', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Pricing | Tenderscope');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Pricing | Tenderscope');
  expect(await canonical(page)).toBe('https://tenderscope.eu/pricing');
});

test('the home page is titled with the site alone and has the edition description', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^Tenderscope: search EU public tenders/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /public tenders across the European Union/,
  );
  // Next writes the root URL without its trailing slash, as the sitemap does.
  expect(await canonical(page)).toBe('https://tenderscope.eu');
});

test('the tenders canonical keeps only whitelisted parameters, sorted', async ({ page }) => {
  await page.goto('/tenders?zeta=1&page=2&country=AT');
  expect(await canonical(page)).toBe('https://tenderscope.eu/tenders?country=AT&page=2');
});

test('the blog canonical keeps only page', async ({ page }) => {
  await page.goto('/blog?page=2&utm_source=x');
  expect(await canonical(page)).toBe('https://tenderscope.eu/blog?page=2');
});

test('robots.txt and the sitemaps point at the edition host', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://tenderscope.eu/sitemap.xml');
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<loc>https://tenderscope.eu/sitemaps/static.xml</loc>');
  const sitemap = await (await request.get('/sitemaps/static.xml')).text();
  expect(sitemap).toContain('<loc>https://tenderscope.eu/pricing</loc>');
  expect(sitemap).not.toContain('/dashboard');
});

test.describe('Austria edition', () => {
  test.use({ baseURL: atOrigin });

  test('titles pages "… | Tenderscope Austria" with canonicals on its own host', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing | Tenderscope Austria');
    expect(await canonical(page)).toBe(`${atOrigin}/pricing`);
    await page.goto('/');
    await expect(page).toHaveTitle(/^Tenderscope Austria: search Austrian public tenders/);
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Tenderscope Austria');
    await page.goto('/tenders?zeta=1&page=2&country=AT');
    expect(await canonical(page)).toBe(`${atOrigin}/tenders?country=AT&page=2`);
  });

  test('robots.txt names its own sitemap', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${atOrigin}/sitemap.xml`);
  });
});
