// Accounts in the browser: the return path through sign-up, signing out and in, password recovery
// through the mail the server writes, the profile banner, every settings form, deleting the account,
// and axe on /login and /settings.
import AxeBuilder from '@axe-core/playwright';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eMailDir } from '../scripts/e2e-paths';

const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
const mailDir = e2eMailDir('eu', portBase);
const email = `e2e-${Date.now().toString(36)}@example.com`;
let password = 'correct horse battery';

test.describe.configure({ mode: 'serial' });

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The verify link of the newest mail to `to` written after `since` (file names start with an ISO time), or null. */
async function newestLink(to: string, since: string[]): Promise<string | null> {
  const files = (await readdir(mailDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml') && !since.includes(f))
    .sort();
  for (const file of files.reverse()) {
    const text = decodeQuotedPrintable(await readFile(join(mailDir, file), 'utf8'));
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?[^\s"<>]+/.exec(text)?.[0];
    if (text.includes(to) && link) return link.replace(/&amp;/g, '&');
  }
  return null;
}

/** Waits (Playwright's polling, no fixed sleeps) for the mail with the verify link to `to`. */
async function mailedLink(to: string, since: string[]): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => (link = await newestLink(to, since)), { message: `a mail with a link to ${to} in ${mailDir}` })
    .not.toBeNull();
  return link!;
}

async function signIn(page: Page, address: string, secret: string) {
  await page.goto('/login');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email address').fill(address);
  await form.getByLabel('Password').fill(secret);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in and waits until the browser has left /login. */
async function signedIn(page: Page) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a signed-out visit to an analyze page returns there after creating an account; the banner shows until the profile is done', async ({
  page,
}) => {
  await page.goto('/tenders/any-id-123/analyze?tab=x');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByTestId('sign-up-form');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/tenders\/any-id-123\/analyze\?tab=x$/);
  await expect(page.getByTestId('account-menu-button')).toContainText(email);
  await expect(page.getByTestId('profile-banner')).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByTestId('profile-banner')).toBeVisible();

  await page.getByTestId('profile-banner').getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/settings#profile$/);
  const profile = page.getByTestId('profile-form');
  await profile.getByLabel('Your name').fill('Ada Lovelace');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Company name is required')).toBeVisible();
  await profile.getByLabel('Company name').fill('Analytical Engines Ltd');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByTestId('profile-banner')).toHaveCount(0);
  await expect(page.getByTestId('account-menu-button')).toContainText('Ada Lovelace');

  await page.reload();
  await expect(page.getByTestId('profile-form').getByLabel('Company name')).toHaveValue('Analytical Engines Ltd');
  await expect(page.getByTestId('profile-banner')).toHaveCount(0);
});

test('sign out from the account menu, then sign in again', async ({ page }) => {
  await signIn(page, email, 'wrong password');
  await expect(page.getByTestId('sign-in-error')).toContainText('Invalid login credentials');
  await expect(page.getByTestId('sign-in-form').getByLabel('Email address')).toHaveValue(email);

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('account-menu-button').click();
  const menu = page.getByTestId('account-menu');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/settings$/);
});

test('password recovery through the mailed link', async ({ page, browser, baseURL }) => {
  const before = await readdir(mailDir).catch(() => [] as string[]);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const form = page.getByTestId('forgot-form');
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('forgot-success')).toBeVisible();

  const link = await mailedLink(email, before);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\/new-password$/);
  password = 'a brand new password';
  const reset = page.getByTestId('new-password-form');
  await reset.getByLabel('New password', { exact: true }).fill(password);
  await reset.getByLabel('Repeat the new password').fill('something else');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(reset.getByText('The passwords do not match')).toBeVisible();
  await reset.getByLabel('Repeat the new password').fill(password);
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The new password works on another device (a fresh browser context, with no cookies of this one).
  const device = await browser.newContext({ baseURL });
  const other = await device.newPage();
  await signIn(other, email, password);
  await expect(other).toHaveURL(/\/dashboard$/);

  // The link works once.
  await other.goto(link);
  await expect(other).toHaveURL(/\/login\?/);
  await expect(other.getByTestId('login-error')).toBeVisible();
  await device.close();
});

test('each settings form saves, shows field errors and survives a reload', async ({ page }) => {
  await signedIn(page);
  await page.goto('/settings');

  const publicForm = page.getByTestId('public-profile-form');
  await expect(publicForm.getByLabel('Show my public profile')).not.toBeChecked();
  await publicForm.getByLabel('Show my public profile').check();
  await publicForm.getByLabel('Open to subcontracting').check();
  await publicForm.getByLabel('Public email').fill('not-an-email');
  await publicForm.getByLabel('Public phone number').fill('call me');
  await publicForm.getByLabel('Public website').fill('example');
  await publicForm.getByRole('button', { name: 'Save public profile' }).click();
  await expect(publicForm.getByText('Enter a valid email address')).toBeVisible();
  await expect(publicForm.getByText(/valid phone number/)).toBeVisible();
  await expect(publicForm.getByText(/Enter a web address/)).toBeVisible();
  await publicForm.getByLabel('Public name').fill('Ada L.');
  await publicForm.getByLabel('Public email').fill('ada@example.com');
  await publicForm.getByLabel('Public phone number').fill('+43 1 234 5678');
  // Typed without https://, as people do: accepted, and stored as a full address.
  await publicForm.getByLabel('Public website').fill('example.com');
  await publicForm.getByRole('button', { name: 'Save public profile' }).click();
  await expect(page.getByText('Public profile saved')).toBeVisible();

  const passwordForm = page.getByTestId('password-form');
  await passwordForm.getByLabel('New password', { exact: true }).fill('123');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText(/at least 6 characters/).first()).toBeVisible();
  password = 'yet another password';
  await passwordForm.getByLabel('New password', { exact: true }).fill(password);
  await passwordForm.getByLabel('Repeat the new password').fill(password);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-success')).toBeVisible();

  const emailForm = page.getByTestId('email-form');
  await emailForm.getByLabel('New email address').fill('nope');
  await emailForm.getByRole('button', { name: 'Change email' }).click();
  await expect(emailForm.getByText('Enter a valid email address')).toBeVisible();
  const newEmail = email.replace('e2e-', 'e2e-new-');
  await emailForm.getByLabel('New email address').fill(newEmail);
  await emailForm.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByTestId('email-success')).toBeVisible();

  await page.getByTestId('theme-choice').getByLabel('Light').check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.reload();
  const reloaded = page.getByTestId('public-profile-form');
  await expect(reloaded.getByLabel('Show my public profile')).toBeChecked();
  await expect(reloaded.getByLabel('Open to subcontracting')).toBeChecked();
  await expect(reloaded.getByLabel('Public website')).toHaveValue('https://example.com');
  await expect(page.getByTestId('current-email')).toHaveText(newEmail);
  await expect(page.getByTestId('theme-choice').getByLabel('Light')).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // Back to the first address, so the last test can register it again after deleting the account.
  await page.getByTestId('email-form').getByLabel('New email address').fill(email);
  await page.getByTestId('email-form').getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByTestId('email-success')).toBeVisible();
});

test('/login and /settings have no axe violations', async ({ page }) => {
  await page.goto('/login');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await signedIn(page);
  await page.goto('/settings');
  await expect(page.getByTestId('profile-form')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('deleting the account signs out, and the email can register again', async ({ page }) => {
  await signedIn(page);
  await page.goto('/settings');
  const form = page.getByTestId('delete-form');
  await form.getByLabel('Type DELETE to confirm').fill('delete');
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(form.getByLabel('Type DELETE to confirm')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Type DELETE to confirm').fill('DELETE');
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login\?deleted=1$/);
  await expect(page.getByTestId('account-deleted')).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, password);
  await expect(page.getByTestId('sign-in-error')).toContainText('Invalid login credentials');

  await page.getByRole('tab', { name: 'Create account' }).click();
  const signUp = page.getByTestId('sign-up-form');
  await signUp.getByLabel('Email address').fill(email);
  await signUp.getByLabel('Password').fill(password);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  // Back where the signed-out visit above was going, with a fresh (empty) profile.
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('profile-banner')).toBeVisible();
  await expect(page.getByTestId('profile-form').getByLabel('Your name')).toHaveValue('');
});
