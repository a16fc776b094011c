// Pages fit a 360 px wide screen, work by keyboard, and pass axe's accessibility rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = ['/', '/pricing', '/blog', '/blog/guides/cpv-codes-explained', '/tenders', '/login', '/no/such/page'];

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of pages) {
    test(`${path} has no horizontal scrolling`, async ({ page }) => {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  }

  test('the menu opens by keyboard and lists the sections', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByLabel('Menu');
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details ul').getByRole('link', { name: 'Pricing' })).toBeVisible();
  });
});

test('the skip link is the first tab stop and has a visible focus ring', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
});

for (const path of pages) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
