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

test('every page links the favicon, the touch icon and the manifest, which answer with their types', async ({
  page,
  request,
}) => {
  // A page of the site, a workspace page, and the 404 page outside every layout.
  for (const path of ['/pricing', '/tenders', '/no-such-page']) {
    await page.goto(path);
    const head = page.locator('head');
    await expect(head.locator('link[rel="icon"][type="image/svg+xml"]'), path).toHaveAttribute('href', '/favicon.svg');
    await expect(head.locator('link[rel="apple-touch-icon"]'), path).toHaveAttribute('href', '/apple-touch-icon.png');
    await expect(head.locator('link[rel="manifest"]'), path).toHaveAttribute('href', '/manifest.webmanifest');
  }
  for (const [path, type] of [
    ['/favicon.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ]) {
    const response = await request.get(path!);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
  }
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Tenderscope', short_name: 'Tenderscope', start_url: '/' });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  // Each PNG is as large as it says: width and height are the IHDR chunk's first two fields.
  const pngSize = async (src: string) => {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type'], src).toBe('image/png');
    const body = await response.body();
    return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
  };
  for (const icon of manifest.icons as { src: string; sizes: string }[])
    expect(await pngSize(icon.src), icon.src).toBe(icon.sizes);
  expect(await pngSize('/apple-touch-icon.png')).toBe('180x180');
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

  test('its web manifest carries the edition name', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.name).toBe('Tenderscope Austria');
    expect(manifest.description).toMatch(/Austrian public tender/);
  });

  test('robots.txt names its own sitemap', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${atOrigin}/sitemap.xml`);
  });
});
