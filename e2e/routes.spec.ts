// Every route of the product answers with the right status and layout when signed out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

type Chrome = 'navbar+footer' | 'navbar' | 'none';

const routes: { path: string; status: number; chrome: Chrome }[] = [
  { path: '/', status: 200, chrome: 'navbar+footer' },
  { path: '/login', status: 200, chrome: 'none' },
  { path: '/contact', status: 200, chrome: 'navbar+footer' },
  { path: '/pricing', status: 200, chrome: 'navbar+footer' },
  { path: '/about-us', status: 200, chrome: 'navbar+footer' },
  { path: '/solutions', status: 200, chrome: 'navbar+footer' },
  { path: '/blog', status: 200, chrome: 'navbar+footer' },
  { path: '/blog/guides/cpv-codes-explained', status: 200, chrome: 'navbar+footer' },
  { path: '/blog/no-such-post', status: 404, chrome: 'navbar+footer' },
  { path: '/blog/guides/no/such/post', status: 404, chrome: 'navbar+footer' },
  { path: '/tenders', status: 200, chrome: 'navbar' },
  { path: '/privacy-policy', status: 200, chrome: 'navbar+footer' },
  { path: '/terms-of-service', status: 200, chrome: 'navbar+footer' },
  { path: '/terms-of-service-ai', status: 200, chrome: 'navbar+footer' },
  { path: '/subscription/return', status: 200, chrome: 'navbar+footer' },
  // No tender has this publication number; the sample data does not include it.
  { path: '/tenders/612681-2024', status: 404, chrome: 'navbar' },
];

// Signed out, the guard sends these to /login and remembers where the visitor was going.
const guarded = [
  '/alerts',
  '/alerts/new?q=school&country=AT',
  '/dashboard?x=1',
  '/settings',
  '/tenders/612681-2024/analyze',
  '/tenders/612681-2024/subcontractors',
  '/tenders/612681-2024/analyze/analysis-markdown',
];

for (const route of routes) {
  test(`${route.path} answers ${route.status} with ${route.chrome}`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(route.status);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const footer = page.getByTestId('site-footer');
    await expect(navbar).toHaveCount(route.chrome === 'none' ? 0 : 1);
    await expect(footer).toHaveCount(route.chrome === 'navbar+footer' ? 1 : 0);
  });
}

for (const path of guarded) {
  test(`${path} sends a signed-out visitor to /login, keeping the path`, async ({ request, page }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/login');
    const cookie = response
      .headersArray()
      .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.includes('-redirect-path='));
    expect(decodeURIComponent(cookie!.value.split(';')[0]!.split('=').slice(1).join('='))).toBe(path);
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('a publication number redirects (308) to the tender, which answers 200', async ({ request, page }) => {
  const response = await request.get('/tenders/622691-2023', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  const location = response.headers()['location']!;
  expect(location).toMatch(/^\/tenders\/[0-9a-f]{16}$/);
  const tender = await page.goto(location);
  expect(tender?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Abschluss nicht-exklusiver Rabattvereinbarungen',
  );
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
});

test('the tender API answers JSON, and 404 JSON for an unknown tender', async ({ request }) => {
  const redirect = await request.get('/api/tenders/622691-2023', { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  const tender = await request.get(redirect.headers()['location']!);
  expect(tender.status()).toBe(200);
  expect(await tender.json()).toMatchObject({
    country_code: 'DE',
    cpv_code: '33600000',
    notices: [{ publication_number: '622691-2023' }],
  });
  const unknown = await request.get('/api/tenders/0123456789abcdef');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ error: { code: 'tender_not_found' } });
});

test('an unmatched path answers 404 with "Page not found: {path}"', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /no/such/page');
  await expect(page).toHaveTitle(/^Page Not Found \| Tenderscope$/);
});

test('a tender id failing validation answers 404 with "Page Not Found: {path}"', async ({ page }) => {
  const response = await page.goto('/tenders/bad%20id!');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found-message')).toHaveText(/^Page Not Found: \/tenders\/bad/);
});

test('the unmatched 404 is rendered on the server, with the path, and without a body for crawlers', async ({
  request,
}) => {
  const forPeople = await request.get('/no/such/page');
  expect(forPeople.status()).toBe(404);
  expect(await forPeople.text()).toContain('Page not found: /no/such/page');
  const forBots = await request.get('/no/such/page', {
    headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
  });
  expect(forBots.status()).toBe(404);
  const body = await forBots.text();
  expect(body).not.toContain('Page not found');
  expect(body).not.toContain('site-footer');
});

test('crawlers get the 404 status without the error page body', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found-message')).toHaveCount(0);
  await context.close();
});

test('the home page search box submits to /tenders?q=…', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search tenders' }).fill('road maintenance');
  await page.getByRole('button', { name: 'Search tenders' }).click();
  await expect(page).toHaveURL(/\/tenders\?q=road\+maintenance$/);
});

test('the map links each featured country to its tender search', async ({ page }) => {
  await page.goto('/');
  for (const [code, name] of [
    ['SK', 'Slovakia'],
    ['IE', 'Ireland'],
    ['CZ', 'Czechia'],
    ['RO', 'Romania'],
    ['DE', 'Germany'],
    ['AT', 'Austria'],
  ]) {
    const link = page.locator(`svg a[aria-label="Search tenders in ${name}"]`);
    await expect(link).toHaveAttribute('href', `/tenders?country=${code}`);
  }
  await page.locator('svg a[aria-label="Search tenders in Austria"]').click();
  await expect(page).toHaveURL(/\/tenders\?country=AT$/);
});

test('the navbar and footer carry the product links', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Tenders', 'Solutions', 'Pricing', 'Blog'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const name of ['About us', 'Contact', 'Blog', 'Privacy policy', 'Terms of service', 'Terms of service (AI)']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('site-footer')).toContainText('published by');
});

test('the scripts every page runs at load are served marked for eager compilation', async ({ request }) => {
  // The EU server's build (scripts/e2e-server.ts); its manifest names the scripts every page loads.
  const distDir = `${process.env.E2E_DIST_PREFIX ?? '.next-e2e'}-eu`;
  const { rootMainFiles } = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  expect(rootMainFiles.length).toBeGreaterThan(0);
  const html = await (await request.get('/blog')).text();
  for (const file of rootMainFiles) {
    expect(html).toContain(`/_next/${file}`);
    const script = await request.get(`/_next/${file}`);
    expect(script.status()).toBe(200);
    expect((await script.text()).split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  }
});

test("the search page's and a tender page's own scripts are served marked for eager compilation too", async ({
  request,
}) => {
  const tender = (await (await request.get('/api/tenders?q=cleaning')).json()) as { items: { id: string }[] };
  expect(tender.items.length).toBeGreaterThan(0);
  for (const path of ['/tenders?q=cleaning', `/tenders/${tender.items[0]!.id}`]) {
    const html = await (await request.get(path)).text();
    // Every script the HTML loads (the legacy browsers' polyfills, marked nomodule, aside).
    const scripts = [...html.matchAll(/<script src="([^"]+)"(?![^>]*noModule)/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(3);
    for (const src of scripts) {
      const script = await request.get(src);
      expect(script.status(), src).toBe(200);
      expect((await script.text()).split('\n', 1)[0], `${path}: ${src}`).toBe('//# allFunctionsCalledOnLoad');
    }
  }
});
