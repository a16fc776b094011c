// Pages load without console errors (React reported the theme script as one on the 404 of a tender or a blog
// post, which the browser drew itself), every 404 is in the reader's theme, and those that can be are drawn by the
// server: an unmatched path and an unknown blog post. (Next draws the 404 of notFound() inside a route, a tender's,
// in the browser.)
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

/** Console errors of a page load, leaving out the browser's note that the document itself answered 404. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const documentStatus =
      message.location().url.split('#')[0] === page.url().split('#')[0] && /status of 404/.test(message.text());
    if (!documentStatus) errors.push(`${message.location().url}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

async function tenderIdOf(page: Page, publicationNumber: string): Promise<string> {
  const response = await page.request.get(`/tenders/${publicationNumber}`, { maxRedirects: 0 });
  return response.headers()['location']!.split('/').pop()!;
}

const notFoundPages = [
  { path: '/tenders/0123456789abcdef', message: 'Page Not Found: /tenders/0123456789abcdef', server: false },
  { path: '/blog/no-such-post', message: 'Page not found: /blog/no-such-post', server: true },
  { path: '/blog/guides/no/such/post', message: 'Page not found: /blog/guides/no/such/post', server: true },
  { path: '/no/such/page', message: 'Page not found: /no/such/page', server: true },
];

for (const { path } of notFoundPages) {
  test(`the 404 of ${path} logs no console error`, async ({ page }) => {
    const errors = collectErrors(page);
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByTestId('not-found-message')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('home, search, a tender and the login page log no console error', async ({ page }) => {
  const errors = collectErrors(page);
  const tender = `/tenders/${await tenderIdOf(page, '622691-2023')}`;
  for (const path of ['/', '/tenders', '/tenders?q=road', tender, '/login']) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

for (const { path, message, server } of notFoundPages) {
  test(`the 404 of ${path} is in the reader's theme${server ? ', drawn by the server' : ''}`, async ({
    page,
    request,
    baseURL,
  }) => {
    if (server) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(message);
      expect(html).toContain(`<html lang="en"`);
    }
    await page.context().addCookies([{ name: 'theme', value: 'light', url: baseURL! }]);
    await page.goto(path);
    await expect(page.getByTestId('not-found-message')).toHaveText(message);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });
}
