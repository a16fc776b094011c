// Theme: dark by default, switchable, remembered for ~1000 years, applied before first paint.
import { expect, test } from '@playwright/test';

const thousandYears = 60 * 60 * 24 * 365 * 1000;

test('defaults to dark, switches to light, and keeps it across reloads without a flash', async ({ page }) => {
  // Record the theme at the moment <body> appears, i.e. before anything is painted.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        (window as unknown as { themeAtFirstPaint: string | null }).themeAtFirstPaint =
          document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const stored = page.waitForResponse((r) => r.url().endsWith('/api/theme') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const response = await stored;
  expect(response.status()).toBe(204);
  const setCookie = (await response.headerValue('set-cookie')) ?? '';
  expect(setCookie).toContain('theme=light');
  expect(setCookie).toContain(`Max-Age=${thousandYears}`);

  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtFirstPaint: string | null }).themeAtFirstPaint)).toBe(
    'light',
  );
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});

test('the theme endpoint rejects an unknown theme with 422', async ({ request }) => {
  const response = await request.post('/api/theme', { data: { theme: 'purple' } });
  expect(response.status()).toBe(422);
  expect((await response.json()).error).toContain('light');
});
