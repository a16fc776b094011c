// A new user's first hour (issue 31): the header fits a phone signed in or out, every sign-in entry point returns
// to the page it came from (after sign-in and sign-up alike), and the login page offers one way to a new password
// with tab labels that fit a small phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
const baseURL = `http://127.0.0.1:${portBase}`;
const password = 'correct horse battery';
// Set per worker in beforeAll: a failed test restarts the worker, which signs up afresh.
let stamp = '';
let email = '';
const longName = 'Maximiliane Wolkenstein-Rodenegg von Trostburg';
type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
const signedIn = new Map<string, StorageState>();

async function signUp(page: Page, address: string) {
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel('Email address').fill(address);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

async function signIn(page: Page, address: string) {
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email address').fill(address);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

async function tenderIdOf(page: Page, publicationNumber: string): Promise<string> {
  const response = await page.request.get(`/tenders/${publicationNumber}`, { maxRedirects: 0 });
  return response.headers()['location']!.split('/').pop()!;
}

/** The page's scroll width and the viewport's, and whether `selector`'s box lies wholly inside the viewport. */
async function layout(page: Page, selector: string) {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    const box = element?.getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      inside: box ? box.left >= 0 && box.right <= window.innerWidth && box.width > 0 : false,
    };
  }, selector);
}

const menuButton = 'nav summary[aria-label="Menu"]';

/** Creates an account with a complete profile under `name`; returns the browser state that is signed in. */
async function accountNamed(browser: Browser, address: string, name: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await signUp(page, address);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  const profile = page.getByTestId('profile-form');
  await profile.getByLabel('Your name').fill(name);
  await profile.getByLabel('Company name').fill('Reviewers Ltd');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  const state = await context.storageState();
  await context.close();
  return state;
}

test.beforeAll(async ({ browser }) => {
  stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  email = `first-hour-${stamp}@example.com`;
  signedIn.set('Ada Reviewer', await accountNamed(browser, email, 'Ada Reviewer'));
  signedIn.set(longName, await accountNamed(browser, `first-hour-long-${stamp}@example.com`, longName));
});

for (const width of [320, 390, 1366]) {
  test.describe(`the header at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('fits signed out: no sideways scrolling, the sign-in link and the menu on screen', async ({ page }) => {
      await page.goto('/tenders');
      await expect(page.getByTestId('sign-in-link')).toBeVisible();
      const { scrollWidth, viewport, inside } = await layout(page, '[data-testid="sign-in-link"]');
      expect(scrollWidth).toBeLessThanOrEqual(viewport);
      expect(inside).toBe(true);
      if (width < 768) expect((await layout(page, menuButton)).inside).toBe(true);
    });

    for (const name of ['Ada Reviewer', longName]) {
      test(`fits signed in as "${name}": the account and menu buttons on screen`, async ({ browser }) => {
        const context = await browser.newContext({
          baseURL,
          storageState: signedIn.get(name),
          viewport: { width, height: 800 },
        });
        const page = await context.newPage();
        await page.goto('/tenders');
        const account = page.getByTestId('account-menu-button');
        await expect(account).toBeVisible();
        const { scrollWidth, viewport, inside } = await layout(page, '[data-testid="account-menu-button"]');
        expect(scrollWidth).toBeLessThanOrEqual(viewport);
        expect(inside).toBe(true);
        if (width < 768) expect((await layout(page, menuButton)).inside).toBe(true);
        else await expect(account).toContainText(name.slice(0, 12));
        // Named alike at every width, where the name shows and where the icon stands for it.
        await expect(account).toHaveAccessibleName(`${name}: account menu`);
        // The menu still opens, on screen.
        await account.click();
        await expect(page.getByTestId('account-menu')).toBeVisible();
        expect((await layout(page, '[data-testid="account-menu"]')).inside).toBe(true);
        await context.close();
      });
    }
  });
}

test('"Sign in to save this tender" returns to the tender, which can then be saved', async ({ page }) => {
  const id = await tenderIdOf(page, '622691-2023');
  await page.goto(`/tenders/${id}`);
  await page.getByRole('link', { name: 'Sign in to save this tender' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/tenders/${id}$`));
  await expect(page.getByRole('button', { name: 'Save tender' })).toBeVisible();
});

test("the navbar's Sign in on a search returns to that search", async ({ page }) => {
  await page.goto('/tenders?q=road');
  await page.getByTestId('sign-in-link').click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/tenders\?q=road$/);
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
});

test("creating an account from the navbar's Sign in returns to the page too", async ({ page }) => {
  await page.goto('/pricing');
  await page.getByTestId('sign-in-link').click();
  await signUp(page, `first-hour-new-${stamp}@example.com`);
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
});

test('an outside address in `next` is ignored: the sign-in lands on the dashboard', async ({ page }) => {
  await page.goto(`/login?next=${encodeURIComponent('//evil.example/x')}`);
  await signIn(page, email);
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
});

test.describe('the login page at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('has one way to a new password, and tab labels on one line each', async ({ page }) => {
    await page.goto('/login');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Sign in', 'Create account']);
    const lines = await tabs.evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines).toEqual([1, 1]);
    await expect(page.getByText(/forgot/i)).toHaveCount(1);

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByTestId('forgot-form')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
  });
});
