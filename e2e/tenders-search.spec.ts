// The /tenders search page as a visitor uses it: from the home page, filters through the map and the CPV
// picker, sorting, paging, opening a tender and coming back to the same filters; axe, 360 px and the AT scope.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { atOrigin } from '../playwright.config';

const results = (page: Page) => page.getByRole('article');
const resultsHeading = (page: Page) => page.locator('#results-heading');

/** Waits until the server-rendered results are those of the current URL (filters update the URL first). */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const rendered = await page.getByTestId('search-results').getAttribute('data-rendered-for');
      return (
        rendered !== null && new URLSearchParams(rendered).toString() === new URL(page.url()).searchParams.toString()
      );
    })
    .toBe(true);
}

/** Euro amounts of the result cards on the page, in order; null where a tender gives none. */
async function euroValues(page: Page): Promise<(number | null)[]> {
  const texts = await results(page).locator('dt:text-is("Estimated value") + dd').allTextContents();
  return texts.map((text) => (text.startsWith('€') ? Number(text.slice(1).split(' ')[0]!.replace(/,/g, '')) : null));
}

/** Whether React has hydrated the element (it sets a `__reactFiber$…` property on each element it owns). */
async function hydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

test('a country on the map and a result title are links that open in place, keeping the scroll on the map', async ({
  page,
}) => {
  await page.goto('/tenders?q=road');
  const austria = page.getByRole('link', { name: 'Add Austria to the search' });
  // Links before JavaScript runs, too: each carries where it leads.
  await expect(austria).toHaveAttribute('href', '/tenders?q=road&country=AT');
  await expect(results(page).first().getByRole('link')).toHaveAttribute('href', /^\/tenders\/[0-9a-f]{16}$/);
  await expect.poll(() => hydrated(austria)).toBe(true);

  // A mark left on the window survives navigations that load no new document.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.evaluate(() => window.scrollTo(0, 100));
  await austria.click();
  await expect(page).toHaveURL(/[?&]country=AT(&|$)/);
  await settled(page);
  await expect(resultsHeading(page)).toContainText('in Austria');
  await expect(page.getByRole('link', { name: 'Austria, chosen: remove from the search' })).toBeVisible();
  // Choosing a country changes a filter, not the page: the map stays where it was.
  expect(await page.evaluate(() => window.scrollY)).toBe(100);

  await results(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/tenders\/[0-9a-f]{16}$/);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});

test('a search from the home page lands on /tenders with the query and its results', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search tenders' }).fill('road');
  await page.getByRole('button', { name: 'Search tenders' }).click();
  await expect(page).toHaveURL(/\/tenders\?q=road$/);
  await expect(page.getByRole('searchbox', { name: 'Search tenders' })).toHaveValue('road');
  await expect(resultsHeading(page)).toHaveText(/^\d[\d,]* tenders?$/);
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
});

test('each card names the language of its title and buyer, for screen readers and hyphenation', async ({ page }) => {
  await page.goto('/tenders?q=Realisierungswettbewerb&type=all&open=false');
  const card = results(page).filter({ hasText: 'Harburger Innenstadt' });
  await expect(card.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'de');
  await expect(card.getByText('Bezirksamt Harburg')).toHaveAttribute('lang', 'de');
  // The facts around them are the interface's own words, in English.
  await expect(card.getByText('Estimated value')).not.toHaveAttribute('lang', /./);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the home page map leads to the search scoped to that country', async ({ page }) => {
  const sprite = page.waitForResponse((response) => new URL(response.url()).pathname === '/maps/europe.svg');
  await page.goto('/');
  // The outlines come from one cached file: it answers as SVG, and the countries drawn from it have a size.
  const answer = await sprite;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/svg+xml');
  const austria = page.getByRole('link', { name: 'Search tenders in Austria' });
  await expect.poll(async () => (await austria.boundingBox())?.width ?? 0).toBeGreaterThan(5);
  await austria.click();
  await expect(page).toHaveURL(/\/tenders\?country=AT$/);
  await expect(resultsHeading(page)).toContainText('in Austria');
  await expect(page.getByRole('checkbox', { name: 'Austria' })).toBeChecked();
});

test('the map filters by country, and back undoes it', async ({ page }) => {
  await page.goto('/tenders?type=all&open=false');
  const everywhere = await resultsHeading(page).textContent();
  await page.getByRole('link', { name: 'Add Austria to the search' }).click();
  await expect(page).toHaveURL(/[?&]country=AT(&|$)/);
  await settled(page);
  await expect(resultsHeading(page)).toContainText('in Austria');
  await expect(page.getByRole('link', { name: 'Austria, chosen: remove from the search' })).toBeVisible();
  // Each card's country is its flag, an image named by the country.
  const countries = await results(page).evaluateAll((cards) =>
    cards.map((card) => card.querySelector('svg[role="img"]')?.getAttribute('aria-label') ?? ''),
  );
  expect(countries.length).toBeGreaterThan(0);
  for (const country of countries) expect(country).toBe('Austria');

  await page.getByRole('link', { name: 'Add Germany to the search' }).click();
  await expect(resultsHeading(page)).toContainText('in 2 countries');
  await page.goBack();
  await expect(resultsHeading(page)).toContainText('in Austria');
  await page.goBack();
  await expect(resultsHeading(page)).toHaveText(everywhere!);
});

test('the CPV picker finds a code by its label and filters by it; the tree opens a division', async ({ page }) => {
  await page.goto('/tenders?type=all&open=false');
  const picker = page.getByRole('combobox', { name: 'CPV codes' });
  await picker.fill('construction work');
  const option = page.getByRole('option', { name: /^45000000 Construction work/ });
  await expect(option).toBeVisible();
  await picker.press('Enter');
  await expect(page).toHaveURL(/[?&]cpv=45000000(&|$)/);
  await settled(page);
  await expect(page.getByRole('button', { name: 'Remove 45000000 Construction work' })).toBeVisible();
  const codes = await results(page).locator('dt:text-is("CPV") + dd').allTextContents();
  expect(codes.length).toBeGreaterThan(0);
  for (const code of codes) expect(code).toMatch(/^45/);

  await page.getByRole('button', { name: 'Remove 45000000 Construction work' }).click();
  await expect(page).not.toHaveURL(/cpv=/);
  await page.getByText('Browse CPV divisions').click();
  await page.getByRole('button', { name: 'Show the codes under Construction work' }).click();
  const group = page.getByRole('button', { name: 'Building installation work', exact: true });
  await group.click();
  await expect(page).toHaveURL(/[?&]cpv=45300000(&|$)/);
  await expect(group).toHaveAttribute('aria-pressed', 'true');
});

test('the CPV combobox works by keyboard alone and passes axe open: type, arrows, Home/End, Escape, Enter', async ({
  page,
}) => {
  await page.goto('/tenders?type=all&open=false');
  const combobox = page.getByRole('combobox', { name: 'CPV codes' });
  const list = page.getByRole('listbox', { name: 'CPV codes' });
  const options = list.getByRole('option');
  const active = async () => combobox.getAttribute('aria-activedescendant');
  const idOf = async (index: number) => options.nth(index).getAttribute('id');
  await combobox.focus();
  await page.keyboard.type('cleaning');
  await expect(list).toBeVisible();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  // A service word lists the service first; the first match is active, so Enter would pick it.
  await expect(options.first()).toHaveAccessibleName(/^90910000 Cleaning services/);
  expect(await active()).toBe(await idOf(0));

  await page.keyboard.press('ArrowDown');
  expect(await active()).toBe(await idOf(1));
  await page.keyboard.press('End');
  expect(await active()).toBe(await idOf((await options.count()) - 1));
  await page.keyboard.press('Home');
  expect(await active()).toBe(await idOf(0));

  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox).toHaveValue('cleaning');
  await expect(page).not.toHaveURL(/cpv=/);

  // Arrow down opens the list again on its first match; the next one is picked with Enter.
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const second = (await options.nth(1).textContent())!.trim();
  const code = second.slice(0, 8);
  expect(code).toMatch(/^\d{8}$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]cpv=${code}(&|$)`));
  await expect(list).toBeHidden();
  await expect(combobox).toHaveValue('');
  await expect(combobox).toBeFocused();
  await expect(page.getByRole('list', { name: 'Chosen: CPV codes' }).getByRole('button')).toHaveAccessibleName(
    `Remove ${second}`,
  );
});

test('sorting by value, page 2, opening a tender and coming back keeps every filter', async ({ page }) => {
  await page.goto('/tenders?type=all&open=false&country=AT');
  await page.getByLabel('Sort by').selectOption('value');
  await expect(page).toHaveURL(/[?&]sort=value(&|$)/);
  await settled(page);
  const values = (await euroValues(page)).filter((value): value is number => value !== null);
  expect(values.length).toBeGreaterThan(3);
  expect(values).toEqual([...values].sort((a, b) => b - a));

  const firstOfPage1 = await results(page).first().getByRole('heading').textContent();
  await page.getByRole('link', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await settled(page);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(results(page).first().getByRole('heading')).not.toHaveText(firstOfPage1!);
  const page2Url = page.url();

  const title = (await results(page).first().getByRole('heading').textContent())!;
  // The result opens in place, without a document load: a mark left on the window survives it.
  await page.evaluate(() => Object.assign(window, { searchPageMark: true }));
  await results(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/tenders\/[0-9a-f]{16}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await page.evaluate(() => 'searchPageMark' in window)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(page2Url);
  await expect(page.getByLabel('Sort by')).toHaveValue('value');
  await expect(page.getByRole('checkbox', { name: 'Austria' })).toBeChecked();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
});

test('no results: suggestions each remove a filter and find tenders again', async ({ page }) => {
  await page.goto('/tenders?q=road&cpv=03000000&country=AT');
  await expect(page.getByRole('heading', { name: 'No tenders match this search' })).toBeVisible();
  await page.getByRole('link', { name: 'Remove the CPV codes' }).click();
  await expect(page).not.toHaveURL(/cpv=/);
  await expect(results(page).first()).toBeVisible();
});

test('a bad filter in the URL is named with the reason, not silently dropped', async ({ page }) => {
  await page.goto('/tenders?page=0');
  // Next's route announcer is an alert too, so pick ours by its text.
  await expect(page.getByRole('alert').filter({ hasText: 'This search link has a filter' })).toContainText(
    'page: at least 1',
  );
  await expect(page.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/tenders');
});

test('the filter panel works by keyboard: a country checkbox toggles with Space', async ({ page }) => {
  await page.goto('/tenders?type=all&open=false');
  const czechia = page.getByRole('checkbox', { name: 'Czechia' });
  await czechia.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]country=CZ(&|$)/);
  await expect(resultsHeading(page)).toContainText('in Czechia');
});

for (const path of ['/tenders?q=road', '/tenders?q=nothing-matches-this-xyz']) {
  test(`${path} has no axe violations, filters open`, async ({ page }) => {
    await page.goto(path);
    await page.getByText('Browse CPV divisions').click();
    await expect(page.getByRole('button', { name: /^Show the codes under / }).first()).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  });
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('results and the unfolded filter panel fit without horizontal scrolling', async ({ page }) => {
    await page.goto('/tenders?q=road&cpv=45000000&country=IE&country=MT');
    await expect(results(page).first()).toBeVisible();
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await expect(page.getByRole('combobox', { name: 'CPV codes' })).toBeVisible();
    await page.getByText('Browse CPV divisions').click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test('the Austria edition searches Austria by default and says so; EU widens it', async ({ page }) => {
  await page.goto(`${atOrigin}/tenders`);
  await expect(resultsHeading(page)).toContainText('in Austria');
  await expect(page.getByRole('checkbox', { name: 'Austria' })).toBeChecked();
  await page.getByRole('button', { name: 'All countries' }).click();
  await expect(page).toHaveURL(/[?&]country=EU(&|$)/);
  await expect(resultsHeading(page)).not.toContainText('in Austria');
});

test('the Austria edition scopes /api/tenders exactly as its search page: Austria unless the URL names countries', async ({
  page,
  request,
}) => {
  for (const query of ['', 'country=EU', 'country=DE']) {
    const api = await request.get(`${atOrigin}/api/tenders?${query}`);
    expect(api.status()).toBe(200);
    const body = (await api.json()) as { total: number; total_is_exact: boolean; items: { country_code: string }[] };
    if (query === '') expect(new Set(body.items.map((item) => item.country_code))).toEqual(new Set(['AT']));
    await page.goto(`${atOrigin}/tenders?${query}`);
    const count = `${body.total.toLocaleString('en')}${body.total_is_exact ? '' : '+'}`;
    await expect(resultsHeading(page)).toContainText(new RegExp(`^${count.replace('+', '\\+')} tenders?`));
  }
});
