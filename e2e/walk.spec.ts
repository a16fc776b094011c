// A new user's walk through the product (issue 41), on builds without a language model (the embedded default): no
// button, heading or price says "AI", and the pages say what a model would add; a CPV code typed in the search box
// filters as the CPV filter does and says so; no "Sign in" flashes after sign-up; settings show their saved values
// before any script runs; the tender form takes lots; the dashboard fits a 320–390 px phone with real content.
import { expect, test, type Browser, type Page } from '@playwright/test';

const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
const baseURL = `http://127.0.0.1:${portBase}`;
const atURL = `http://127.0.0.1:${portBase + 1}`;
const password = 'correct horse battery';
const stamp = Date.now().toString(36);

async function signUp(page: Page, label: string) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel('Email address').fill(`${label}-${stamp}@example.com`);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A signed-in browser of a new user. */
async function newUser(browser: Browser, label: string, viewport = { width: 1366, height: 900 }) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await signUp(page, label);
  return { context, page };
}

/** The tender pages the results of the current search link to, in order. */
async function tenderLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href^="/tenders/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => /^\/tenders\/[0-9a-f]{16}$/u.test(href)))];
}

/** The words of every button, heading and link styled as a button on the page. */
async function buttonsAndHeadings(page: Page): Promise<string[]> {
  return page
    .locator('main button, main a[class*="rounded-md"], main h1, main h2, main h3, main [role="tab"]')
    .allInnerTexts();
}

test.describe('without a model, the pages say what runs', () => {
  for (const [origin, path] of [
    [baseURL, '/'],
    [atURL, '/'],
    [baseURL, '/pricing'],
    [baseURL, '/solutions'],
    [baseURL, '/about-us'],
  ] as const) {
    test(`${origin === atURL ? 'at' : 'eu'} ${path}: no "AI" in a button, heading, marketing line or price`, async ({
      page,
    }) => {
      await page.goto(`${origin}${path}`);
      expect((await buttonsAndHeadings(page)).filter((text) => /\bAI\b/u.test(text))).toEqual([]);
      const main = await page.locator('main').innerText();
      // "AI" is said only where the page tells what a model would add, or names the AI terms.
      const sentences = main.split(/(?<=[.!?])\s+|\n+/u).filter((sentence) => /\bAI\b/u.test(sentence));
      for (const sentence of sentences) expect(sentence).toMatch(/With an AI model configured|AI terms/u);
      await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /\bAI\b/u);
    });
  }

  test('/pricing says what an unlock and a question cost before anything is spent, from the plans config', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByTestId('credit-costs')).toContainText(
      'Unlocking a tender’s analysis costs 2 credits, once; each chat question costs 1 credit.',
    );
    await expect(page.getByTestId('plan-free')).toContainText('5 credits every month: 2 analyses, or 1 analysis and 3');
    await expect(page.getByTestId('plan-pro')).toContainText('Up to 200 chat questions a day, 1 credit each');
    await expect(page.getByTestId('plan-business')).toContainText('100 search alerts');
  });

  test('a tender page offers the document analysis, and the analyze page says what a model would add', async ({
    browser,
  }) => {
    const { context, page } = await newUser(browser, 'walk-analysis');
    await page.goto('/tenders?country=AT');
    await page.goto((await tenderLinks(page))[0]!);
    await expect(page.getByRole('link', { name: 'Analyse the documents' })).toBeVisible();
    await page.getByRole('link', { name: 'Analyse the documents' }).click();
    await expect(page.getByText(/^Document analysis: a summary, a compliance matrix/u)).toBeVisible();
    await expect(page.getByTestId('analysis-with-model')).toContainText('With an AI model configured');
    expect((await buttonsAndHeadings(page)).filter((text) => /\bAI\b/u.test(text))).toEqual([]);
    await page.goto('/dashboard');
    expect((await buttonsAndHeadings(page)).filter((text) => /\bAI\b/u.test(text))).toEqual([]);
    await context.close();
  });
});

test('a CPV code typed in the search box filters as the CPV filter does, and the page shows the filter', async ({
  page,
}) => {
  const total = async (query: string) =>
    ((await (await page.request.get(`/api/tenders?${query}`)).json()) as { total: number }).total;
  const byFilter = await total('cpv=45000000');
  expect(byFilter).toBeGreaterThan(0);
  expect(await total('q=45000000')).toBe(byFilter);
  await page.goto('/tenders?q=45000000');
  const chips = page.getByTestId('query-code-chip');
  await expect(chips).toHaveCount(1);
  await expect(chips).toContainText('CPV 45000000');
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(`${byFilter.toLocaleString('en')} `);
  await page.getByRole('link', { name: 'Keep as filters' }).click();
  await expect(page).toHaveURL(/[?&]cpv=45000000/u);
});

test('after sign-up, the navbar never shows "Sign in" while the account loads', async ({ browser }) => {
  const context = await browser.newContext({ baseURL });
  // Every frame of every page notes whether the sign-in link could be seen (display, visibility and opacity).
  await context.addInitScript(() => {
    const seen = window as Window & { signInSeen?: string[] };
    seen.signInSeen = [];
    const look = () => {
      const link = document.querySelector('[data-testid="sign-in-link"]');
      if (link?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
        seen.signInSeen?.push(location.pathname);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel('Email address').fill(`walk-navbar-${stamp}@example.com`);
  await form.getByLabel('Password').fill(password);
  // The account arrives late, as on a slow phone.
  await page.route('**/api/me/account', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await form.getByRole('button', { name: 'Create account' }).click();
  const seenOn = () => page.evaluate(() => (window as Window & { signInSeen?: string[] }).signInSeen ?? []);
  await expect(page).toHaveURL(/\/dashboard$/u);
  await expect(page.getByRole('button', { name: /account/iu })).toBeVisible({ timeout: 10_000 });
  expect(await seenOn()).toEqual([]);
  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: /account/iu })).toBeVisible({ timeout: 10_000 });
  expect(await seenOn()).toEqual([]);
  await context.close();
});

test('settings show the saved profile before any script runs', async ({ browser }) => {
  const { context, page } = await newUser(browser, 'walk-settings');
  await page.goto('/settings');
  const profile = page.getByTestId('profile-form');
  await profile.getByLabel('Your name').fill('Ada Winter');
  await profile.getByLabel('Company name').fill('Glanzwerk GmbH');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  const state = await context.storageState();
  const noScripts = await browser.newContext({ baseURL, storageState: state, javaScriptEnabled: false });
  const plain = await noScripts.newPage();
  await plain.goto('/settings');
  await expect(plain.getByTestId('profile-form').getByLabel('Your name')).toHaveValue('Ada Winter');
  await expect(plain.getByTestId('profile-form').getByLabel('Company name')).toHaveValue('Glanzwerk GmbH');
  await noScripts.close();
  await context.close();
});

test('the tender form takes lots when "divided into lots" is ticked, and the tender shows them', async ({
  browser,
}) => {
  const { context, page } = await newUser(browser, 'walk-lots');
  await page.goto('/tenders/new');
  await page.getByLabel('Title').fill(`Straßenerhaltung Lose ${stamp}`);
  await page.getByLabel('Country').selectOption('AT');
  await page.getByLabel('Language').selectOption('de');
  await page.getByLabel('Currency').selectOption('EUR');
  await expect(page.getByTestId('lots-editor')).toHaveCount(0);
  await page.getByLabel('The tender is divided into lots').check();
  const editor = page.getByTestId('lots-editor');
  await editor.getByLabel('Title').fill('Fahrbahnsanierung');
  await editor.getByLabel('CPV code (optional)').fill('45233142');
  await editor.getByLabel('Value (EUR) (optional)').fill('1800000');
  await editor.getByRole('button', { name: 'Add a lot' }).click();
  await editor.getByTestId('lot-row').nth(1).getByLabel('Title').fill('Winterdienst');
  await page.getByTestId('tender-form').getByRole('button', { name: 'Save tender' }).click();
  await expect(page).toHaveURL(/\/tenders\/[0-9a-f]{16}$/u);
  // The lots' table (a card each on a phone).
  await expect(page.getByRole('heading', { name: 'Lots (2)' })).toBeVisible();
  await expect(page.getByText('Fahrbahnsanierung').locator('visible=true')).toHaveCount(1);
  await expect(page.getByText('Winterdienst').locator('visible=true')).toHaveCount(1);
  await page.goto(`${new URL(page.url()).pathname}/edit`);
  await expect(page.getByTestId('lot-row')).toHaveCount(2);
  await context.close();
});

test('the dashboard fits 320 and 390 px with saved tenders, an alert and an own tender of long words', async ({
  browser,
}) => {
  const { context, page } = await newUser(browser, 'walk-dashboard');
  await page.goto('/tenders?country=DE');
  for (const href of (await tenderLinks(page)).slice(0, 3)) {
    await page.goto(href);
    await page.getByRole('button', { name: /Save tender/u }).click();
    await expect(page.getByRole('button', { name: 'Remove from saved' })).toBeVisible();
  }
  await page.goto('/alerts/new?q=Instandhaltungsarbeiten&country=DE');
  const alert = page.getByTestId('alert-form');
  await alert.getByLabel('Name').fill('Straßeninstandhaltungsarbeiten und Winterdienstleistungen in Bayern');
  await alert.getByRole('button', { name: 'Save alert' }).click();
  await expect(page).toHaveURL(/\/alerts$/u);
  await page.goto('/tenders/new');
  await page
    .getByLabel('Title')
    .fill('Generalunternehmerleistungen für die Grundinstandsetzung des Verwaltungsgebäudes Nordwestbahnstraße');
  await page.getByLabel('Country').selectOption('AT');
  await page.getByLabel('Language').selectOption('de');
  await page.getByTestId('tender-form').getByRole('button', { name: 'Save tender' }).click();
  await expect(page).toHaveURL(/\/tenders\/[0-9a-f]{16}$/u);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard');
    await expect(page.getByTestId('saved-tender').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await context.close();
});
