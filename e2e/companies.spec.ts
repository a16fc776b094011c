// Companies and subcontractors in the browser (issue 30): a tender's subcontractors page lists a company that won
// similar tenders, whose public page (in the sitemap, with Organization JSON-LD) opens from there and from the
// tender's awards; a user who opens their public profile to subcontracting appears on a matching tender's page
// for another account; CPV suggestions are made, labelled with their mode, and accepted. Axe on each page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

const stamp = Date.now().toString(36);
// 00468788-2024: diesel fuel (09134220) in Romania, three lots won by KASANDRA IMPEX S.R.L., one by OMV PETROM.
const tenderRef = '468788-2024';

test.describe.configure({ mode: 'serial' });

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function signUp(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel('Email address').fill(`companies-${name}-${stamp}@example.com`);
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test("a tender's subcontractors page lists a company that won similar tenders; its page opens from there", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const page = await signUp(browser, 'reader');
  await page.goto(`/tenders/${tenderRef}/subcontractors`);
  await expect(page).toHaveURL(/\/tenders\/[0-9a-f]{16}\/subcontractors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subcontractors' })).toBeVisible();
  const similar = page.getByRole('region', { name: 'Companies that won similar tenders' });
  const kasandra = similar.getByTestId('similar-company').filter({ hasText: 'KASANDRA IMPEX S.R.L.' });
  await expect(kasandra).toBeVisible();
  await expect(kasandra.getByText('Similar wins')).toBeVisible();
  await expect(kasandra.locator('dd').first()).toHaveText('3');
  expect(await axeViolations(page)).toEqual([]);

  // The filters are a plain form in the URL; a region nobody won in shows none, and says so.
  await page.getByLabel('Wins in the').selectOption('1');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/period=1/);
  await expect(similar.getByText(/No company won a tender like this one/)).toBeVisible();
  await page.goBack();
  await expect(kasandra).toBeVisible();

  await kasandra.getByRole('link', { name: 'KASANDRA IMPEX S.R.L.', exact: true }).click();
  await expect(page).toHaveURL(/\/companies\/[0-9a-f]{16}$/);
  const companyPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'KASANDRA IMPEX S.R.L.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wins over time' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contracts won', exact: true }).getByRole('row')).toHaveCount(4);
  expect(await axeViolations(page)).toEqual([]);

  // Public and indexable: 200 for anyone, JSON-LD Organization, a canonical link, and in the sitemap index.
  const anonymous = await request.get(companyPath);
  expect(anonymous.status()).toBe(200);
  const html = await anonymous.text();
  expect(html).toContain('"@type":"Organization"');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://tenderscope.eu${companyPath}"`));
  expect(html).not.toMatch(/<meta name="robots" content="noindex/);
  const index = await (await request.get('/sitemap.xml')).text();
  const chunk = /<loc>https:\/\/tenderscope\.eu(\/sitemaps\/companies\/[^<]+)<\/loc>/.exec(index)?.[1];
  expect(chunk).toBeDefined();
  expect(await (await request.get(chunk!)).text()).toContain(`<loc>https://tenderscope.eu${companyPath}</loc>`);
  expect((await request.get('/companies/0123456789abcdef')).status()).toBe(404);

  // The tender's awards link the winners to their pages too.
  await page.goto(`/tenders/${tenderRef}`);
  const awards = page.getByRole('region', { name: 'Awards' });
  await expect(awards.getByRole('link', { name: 'OMV PETROM S.A.' })).toBeVisible();
  await awards.getByRole('link', { name: 'KASANDRA IMPEX S.R.L.' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${companyPath}$`));
  await page.context().close();
});

test('opting in to subcontracting in settings lists the profile on a matching tender for another account', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const company = `Fuel Partners ${stamp}`;
  const subcontractor = await signUp(browser, 'subcontractor');
  await subcontractor.goto('/settings');
  const form = subcontractor.getByTestId('public-profile-form');
  await form.getByLabel('Show my public profile').check();
  await form.getByLabel('Open to subcontracting').check();
  await expect(form.getByText(/Choose at least one CPV code/)).toBeVisible();
  await form.getByRole('combobox', { name: 'CPV codes you work in' }).fill('diesel');
  await form.getByRole('option', { name: /^09134200 Diesel fuel$/ }).click();
  await form.getByRole('combobox', { name: 'Regions you work in (optional)' }).fill('RO');
  await form.getByRole('option', { name: /^RO Rom/ }).click();
  await form.getByLabel('Public company name').fill(company);
  await form.getByLabel('Public email').fill(`fuel-${stamp}@example.com`);
  expect(await axeViolations(subcontractor)).toEqual([]);
  await form.getByRole('button', { name: 'Save public profile' }).click();
  await expect(subcontractor.getByText('Public profile saved')).toBeVisible();
  await subcontractor.reload();
  await expect(
    subcontractor.getByRole('list', { name: 'CPV codes you work in' }).getByText('Diesel fuel'),
  ).toBeVisible();

  const bidder = await signUp(browser, 'bidder');
  await bidder.goto(`/tenders/${tenderRef}/subcontractors`);
  const listed = bidder.getByRole('region', { name: 'Open to subcontracting' }).getByTestId('listed-profile');
  const card = listed.filter({ hasText: company });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: `Email fuel-${stamp}@example.com` })).toHaveAttribute(
    'href',
    `mailto:fuel-${stamp}@example.com`,
  );
  // Not for a tender of another kind of work.
  await bidder.goto('/tenders/43489-2024/subcontractors');
  await expect(bidder.getByRole('heading', { level: 1, name: 'Subcontractors' })).toBeVisible();
  await expect(bidder.getByText(company)).toHaveCount(0);

  // Opting out takes the profile off the list.
  await subcontractor.goto('/settings');
  await subcontractor.getByTestId('public-profile-form').getByLabel('Open to subcontracting').uncheck();
  await subcontractor.getByTestId('public-profile-form').getByRole('button', { name: 'Save public profile' }).click();
  await expect(subcontractor.getByText('Public profile saved')).toBeVisible();
  await bidder.goto(`/tenders/${tenderRef}/subcontractors`);
  await expect(bidder.getByRole('heading', { level: 1, name: 'Subcontractors' })).toBeVisible();
  await expect(bidder.getByText(company)).toHaveCount(0);
  await subcontractor.context().close();
  await bidder.context().close();
});

test('CPV suggestions are made from the profile, say which mode made them, and are accepted or dropped', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await signUp(browser, 'suggestions');
  await page.goto('/settings');
  const profile = page.getByTestId('profile-form');
  await profile.getByLabel('Your name').fill('Ada');
  await profile.getByLabel('Company name').fill('Sparkle Facility Services Ltd');
  await profile.getByLabel('Industry (optional)').fill('Office cleaning');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  const codes = page.getByTestId('company-codes-form');
  await codes.getByLabel('What your company does (optional)').fill('We clean offices and schools, and windows.');
  await codes.getByRole('button', { name: 'Save CPV codes' }).click();
  await expect(page.getByText('CPV codes saved')).toBeVisible();

  const suggestions = page.getByTestId('cpv-suggestions');
  await expect(suggestions.getByTestId('cpv-mode')).toContainText('No AI model is configured');
  await suggestions.getByRole('button', { name: 'Suggest CPV codes' }).click();
  const office = suggestions.getByTestId('cpv-suggestion').filter({ hasText: '90919200' });
  await expect(office).toBeVisible({ timeout: 30_000 });
  await expect(office).toContainText('Matches “Office” and “cleaning” in your industry');
  await expect(suggestions).toContainText('Matched from the words of your profile and your wins (no AI model)');
  // axe measures contrast through opacity: a toast fading out is not the page's colours.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);

  await office.getByRole('button', { name: /^Accept 90919200/ }).click();
  await expect(codes.getByRole('list', { name: "Your company's CPV codes" })).toContainText('90919200');
  await expect(suggestions.getByTestId('cpv-suggestion').filter({ hasText: '90919200' })).toHaveCount(0);
  const next = suggestions.getByTestId('cpv-suggestion').first();
  const dropped = (await next.locator('.font-mono').textContent())!;
  await next.getByRole('button', { name: /^Drop / }).click();
  await expect(suggestions.getByTestId('cpv-suggestion').filter({ hasText: dropped })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: "Your company's CPV codes" })).toContainText('90919200');
  await page.context().close();
});
