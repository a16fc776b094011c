// The tender form in the browser (issue 6): a signed-out visitor is sent to log in and comes back; every
// invalid case shows its exact message; a valid tender is saved, shown on its page, listed on the dashboard,
// edited and deleted by its owner; once signed out, the search page that listed it no longer does; and a second
// user finds it nowhere (its page, the edit page, its link picture and the API answer 404, search omits it).
// The form passes axe with its errors showing.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

test.describe.configure({ mode: 'serial' });

const password = 'correct horse battery';
const stamp = Date.now().toString(36);
/** A word only this run's tender contains, to look for it in search. */
const word = `Prüfstrecke${stamp}`;
const title = `Sanierung der ${word} in Wien`;
let owner: BrowserContext;
let page: Page;
let tenderId = '';

async function signUp(on: Page, label: string) {
  await on.getByRole('tab', { name: 'Create account' }).click();
  const form = on.getByTestId('sign-up-form');
  await form.getByLabel('Email address').fill(`${label}-${stamp}@example.com`);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

async function searchIds(on: Page, query: string): Promise<string[]> {
  const response = await on.request.get(`/api/tenders?q=${encodeURIComponent(query)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { id: string }[] }).items.map((item) => item.id);
}

// One owner's browser for the whole story; `baseURL` is a per-test option, so it is built here.
test.beforeAll(async ({ browser }) => {
  owner = await browser.newContext({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE ?? 3100)}` });
  page = await owner.newPage();
});

test.afterAll(async () => {
  await owner.close();
});

test('a signed-out visitor to /tenders/new logs in and returns to the form', async () => {
  await page.goto('/tenders/new');
  await expect(page).toHaveURL(/\/login$/);
  await signUp(page, 'tender-owner');
  await expect(page).toHaveURL(/\/tenders\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a tender' })).toBeVisible();
});

test('each invalid case shows its message, then a valid tender is saved and shown on its page', async () => {
  const form = page.getByTestId('tender-form');
  const save = form.getByRole('button', { name: 'Save tender' });
  const message = (text: string) => form.getByText(text, { exact: true });

  await save.click();
  for (const text of ['Country is required', 'Language is required', 'Title is required']) {
    await expect(message(text)).toBeVisible();
  }
  // Accessible with its errors showing, as a screen reader meets them.
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The dates are the date input of the search filters: a browser's date picker, which cannot hold a malformed
  // date (the schema still refuses one; tests/unit/tender-form-schema.test.ts).
  for (const label of ['Publication date (optional)', 'Deadline (optional)']) {
    await expect(form.getByLabel(label)).toHaveAttribute('type', 'date');
  }
  await form.getByLabel('Notice URL (optional)').fill('not a url');
  await form.getByLabel('Email (optional)').fill('vergabe@');
  await form.getByLabel('Estimated value (optional)').fill('-5');
  await save.click();
  await expect(message('Invalid URL')).toBeVisible();
  await expect(message('Invalid email address')).toBeVisible();
  await expect(message('Value must be non-negative')).toBeVisible();
  await expect(message('Currency is required when value is specified')).toBeVisible();

  // Fixed as they are typed: the messages go once a field is right.
  await form.getByLabel('Estimated value (optional)').fill('2400000');
  await expect(message('Value must be non-negative')).toHaveCount(0);
  await form.getByLabel('Publication date (optional)').fill('2026-11-02');
  await form.getByLabel('Deadline (optional)').fill('2026-11-02');
  await save.click();
  await expect(message('Deadline must be after publication date')).toBeVisible();
  await form.getByLabel('Currency').selectOption('EUR');
  await expect(message('Currency is required when value is specified')).toHaveCount(0);

  await form.getByLabel('Notice URL (optional)').fill('https://www.wien.gv.at/ausschreibungen/pruefstrecke');
  await form.getByLabel('Deadline (optional)').fill('2027-06-30');
  await form.getByLabel('Email (optional)').fill('vergabe@ma28.wien.example');
  await form.getByLabel('Country', { exact: true }).selectOption('AT');
  await form.getByLabel('Language', { exact: true }).selectOption('de');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form
    .getByLabel('Description (optional)')
    .fill('Erneuerung von **drei Kilometern** Fahrbahn.\n\n- Los 1: Asphalt');
  await form.getByLabel('Name (optional)').fill('Stadt Wien, MA 28');
  await form.getByRole('combobox', { name: 'CPV codes (optional)' }).fill('roadworks');
  await form.getByRole('option', { name: '45233140 Roadworks' }).click();
  // The chip reads as words ("45233140 Roadworks (main)"), no longer run together as "45233140Roadworks(main)".
  await expect(form.getByRole('list', { name: 'Chosen CPV codes' })).toContainText('45233140 Roadworks (main)');
  await save.click();

  await expect(page).toHaveURL(/\/tenders\/[0-9a-f]{16}$/);
  tenderId = new URL(page.url()).pathname.split('/')[2]!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The description is the owner's markdown, rendered: bold words and a list, never raw asterisks.
  const description = page.getByRole('region', { name: 'Description' });
  await expect(description.locator('strong')).toHaveText('drei Kilometern');
  await expect(description.getByRole('listitem')).toHaveText('Los 1: Asphalt');
  await expect(description).not.toContainText('*');
  expect((await page.request.get(`/api/tenders/${tenderId}`)).status()).toBe(200);
  expect(await searchIds(page, word)).toEqual([tenderId]);
});

test('its owner edits it with the form prefilled', async () => {
  await page.goto(`/tenders/${tenderId}/edit`);
  const form = page.getByTestId('tender-form');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(form.getByLabel('Country', { exact: true })).toHaveValue('AT');
  await expect(form.getByLabel('Deadline (optional)')).toHaveValue('2027-06-30');
  await expect(form.getByLabel('Estimated value (optional)')).toHaveValue('2400000');
  await expect(form.getByRole('list', { name: 'Chosen CPV codes' })).toContainText('45233140');
  await form.getByLabel('Title', { exact: true }).fill(`${title} (zweiter Abschnitt)`);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/tenders/${tenderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${title} (zweiter Abschnitt)` })).toBeVisible();
});

test('the dashboard lists it under "My tenders", with a link to edit it', async () => {
  await page.goto('/dashboard');
  const mine = page.getByRole('region', { name: 'My tenders' });
  const edited = `${title} (zweiter Abschnitt)`;
  await expect(mine.getByRole('link', { name: edited, exact: true })).toHaveAttribute('href', `/tenders/${tenderId}`);
  await mine.getByRole('link', { name: `Edit ${edited}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tenders/${tenderId}/edit$`));
  await expect(page.getByTestId('tender-form').getByLabel('Title', { exact: true })).toHaveValue(edited);
});

test('signed out, the browser shows the search that listed it without it: back to it, and loaded again', async () => {
  const search = `/tenders?q=${encodeURIComponent(word)}`;
  const card = page.getByRole('article').filter({ hasText: word });
  await page.goto(search);
  await expect(card).toHaveCount(1);
  await expect(page.locator('#results-heading')).toHaveText('1 tender');

  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/\/tenders\?/);

  await page.goBack();
  await expect(page).toHaveURL(search);
  await expect(page.getByRole('heading', { name: 'No tenders match this search' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No tenders match this search' })).toBeVisible();
  await expect(card).toHaveCount(0);

  // Back in for the rest of the story.
  await page.goto('/login');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email address').fill(`tender-owner-${stamp}@example.com`);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a second user cannot see it: its page and edit page answer 404, the API 404, search leaves it out', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await other.goto('/login');
  await signUp(other, 'tender-stranger');
  await expect(other).toHaveURL(/\/dashboard$/);

  expect((await other.goto(`/tenders/${tenderId}`))?.status()).toBe(404);
  await expect(other.getByText(title)).toHaveCount(0);
  expect((await other.goto(`/tenders/${tenderId}/edit`))?.status()).toBe(404);
  expect((await other.request.get(`/api/tenders/${tenderId}`)).status()).toBe(404);
  expect(await searchIds(other, word)).toEqual([]);
  // Its link picture is drawn for its owner only, never cached where another reader could get it.
  await page.goto(`/tenders/${tenderId}`);
  const picture = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!).pathname;
  expect(picture).toContain(`/tenders/${tenderId}/opengraph-image`);
  expect((await other.request.get(picture)).status()).toBe(404);
  const own = await page.request.get(picture);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('image/png');
  expect(own.headers()['cache-control']).toContain('private');
  await context.close();
});

test('its owner deletes it after confirming, and it is gone', async () => {
  await page.goto(`/tenders/${tenderId}/edit`);
  const danger = page.getByTestId('delete-tender');
  await expect(danger.getByRole('button', { name: 'Delete permanently' })).toBeHidden();
  await danger.getByText('Delete this tender').click();
  await danger.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page).toHaveURL(/\/tenders$/);
  expect((await page.goto(`/tenders/${tenderId}`))?.status()).toBe(404);
  expect(await searchIds(page, word)).toEqual([]);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'My tenders' })).toContainText('You have not added a tender yet.');
});
