// Public content: the blog, its feed and sitemap entries, the company and legal pages, and the contact form.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const multiSegmentPost = '/blog/guides/how-to-read-a-ted-notice';

async function postLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByTestId('post-list')
    .locator('article h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs;
}

/** Every post, from all pages of the blog list. */
async function allPostPaths(page: Page): Promise<string[]> {
  const paths: string[] = [];
  await page.goto('/blog');
  for (;;) {
    paths.push(...(await postLinks(page)));
    const older = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Older posts' });
    if ((await older.count()) === 0) return paths;
    await older.click();
    await expect(page).toHaveURL(/\?page=\d+$/);
  }
}

test.describe('blog', () => {
  test('the index lists posts newest first; a multi-segment post opens and Back returns to the list', async ({
    page,
  }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    // The first date of each post is its publication date; an update date may follow.
    const dates = await page
      .getByTestId('post-list')
      .locator('article')
      .evaluateAll((articles) => articles.map((a) => a.querySelector('time')?.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(1);
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(
      page
        .getByTestId('post-list')
        .getByText(/\d+ min read/)
        .first(),
    ).toBeVisible();

    await page.getByRole('link', { name: 'How to read a TED notice in ten minutes' }).click();
    await expect(page).toHaveURL(multiSegmentPost);
    await expect(
      page.getByRole('heading', { level: 1, name: 'How to read a TED notice in ten minutes' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('link', { name: 'How to read a TED notice in ten minutes' })).toBeVisible();
  });

  test('pages the list with ?page= and answers 404 past the end or for a bad page', async ({ page }) => {
    const paths = await allPostPaths(page);
    expect(paths.length).toBeGreaterThanOrEqual(6);
    expect(new Set(paths).size).toBe(paths.length);
    await page.goto('/blog?page=2');
    await expect(page.getByText('Page 2 of')).toBeVisible();
    expect((await page.goto('/blog?page=99'))?.status()).toBe(404);
    expect((await page.goto('/blog?page=abc'))?.status()).toBe(404);
  });

  test('filters by tag, with its own canonical URL', async ({ page }) => {
    await page.goto(multiSegmentPost);
    await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: '#eforms' }).click();
    await expect(page).toHaveURL('/blog?tag=eforms');
    await expect(page.getByRole('heading', { level: 1, name: 'Posts tagged #eforms' })).toBeVisible();
    const links = await postLinks(page);
    expect(links).toContain(multiSegmentPost);
    expect(links).not.toContain('/blog/austria/public-procurement-in-austria');
    // Crawlers load the page fresh; read the canonical link the way they see it.
    await page.goto('/blog?tag=eforms&utm_source=newsletter');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://tenderscope.eu/blog?tag=eforms',
    );
    expect((await page.goto('/blog?tag=no-such-tag'))?.status()).toBe(404);
  });

  test('a post has article metadata, a canonical URL and BlogPosting structured data', async ({ page }) => {
    await page.goto(multiSegmentPost);
    await expect(page).toHaveTitle('How to read a TED notice in ten minutes | Tenderscope');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://tenderscope.eu${multiSegmentPost}`,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^2026-/);
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      /\/blog\/feed\.xml$/,
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'How to read a TED notice in ten minutes',
      url: `https://tenderscope.eu${multiSegmentPost}`,
    });
  });

  test('the Atom feed and the sitemap list every post', async ({ page, request }) => {
    const paths = await allPostPaths(page);
    const feed = await request.get('/blog/feed.xml');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('application/atom+xml');
    const xml = await feed.text();
    const sitemap = await (await request.get('/sitemaps/static.xml')).text();
    for (const path of paths) {
      expect(xml).toContain(`<id>https://tenderscope.eu${path}</id>`);
      expect(sitemap).toContain(`<loc>https://tenderscope.eu${path}</loc>`);
    }
  });

  test('every post fits a 360 px screen', async ({ page }) => {
    const paths = await allPostPaths(page);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of paths) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
  });
});

test.describe('company and legal pages', () => {
  for (const path of [
    '/about-us',
    '/solutions',
    '/contact',
    '/privacy-policy',
    '/terms-of-service',
    '/terms-of-service-ai',
    multiSegmentPost,
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }

  test('about us names the publisher and leads into search', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByText('Tenderscope GmbH').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search tenders' })).toHaveAttribute('href', '/tenders');
  });

  test('solutions lead each audience into search, Austria into Austrian tenders', async ({ page }) => {
    await page.goto('/solutions');
    for (const name of [
      'SMEs bidding for the first time',
      'Bid consultancies',
      'Subcontractors looking for partners',
      'Suppliers to the Austrian public sector',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Search Austrian tenders' })).toHaveAttribute(
      'href',
      '/tenders?country=AT',
    );
  });

  for (const [path, title] of [
    ['/privacy-policy', 'Privacy policy'],
    ['/terms-of-service', 'Terms of service'],
    ['/terms-of-service-ai', 'Terms of service (AI)'],
  ] as const) {
    test(`${path} shows its last update and the draft notice`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/^Last updated \d{1,2} \w+ 20\d\d$/)).toBeVisible();
      await expect(page.getByTestId('legal-draft-notice')).toContainText('Draft for legal review');
      await expect(page.locator('main')).not.toContainText('{{');
    });
  }
});

test.describe('contact form', () => {
  async function fill(page: Page, email: string) {
    await page.getByLabel('Your name').fill('Anna Berger');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Company (optional)').fill('Berger Bau GmbH');
    await page.getByLabel('Topic').selectOption({ label: 'Tender search and data' });
    await page
      .getByLabel('Message', { exact: true })
      .fill('Do you cover notices from the Austrian Länder below the EU thresholds?');
  }

  test('shows an error at each field that is wrong, and sends nothing', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Email address').fill('anna@');
    await page.getByLabel('Message', { exact: true }).fill('Too short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address, like name@company.eu.')).toBeVisible();
    await expect(page.getByText('Please choose what your message is about.')).toBeVisible();
    await expect(page.getByText('Please write at least 10 characters.')).toBeVisible();
    await expect(page.getByLabel('Your name')).toBeFocused();
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('contact-success')).toHaveCount(0);
  });

  test('sends a valid message, confirms it, and clears the form', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.10' });
    await page.goto('/contact');
    await fill(page, 'anna@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-success')).toContainText('your message has been sent');
    await expect(page.locator('[data-sonner-toast]').getByText('Message sent')).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  });

  test('the confirmation toast stays on screen for 2.5 seconds, then goes', async ({ page }) => {
    await page.clock.install();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.11' });
    await page.goto('/contact');
    await fill(page, 'toast@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Message sent' });
    await expect(toast).toBeVisible();
    // From here the page's time moves only as the test says: at most a few hundred ms have passed since it showed.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
    await page.clock.runFor(1_500);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(toast).toHaveCount(0);
  });

  test('a rapid burst from one address hits the limit with a readable message and keeps what was typed', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.20' });
    await page.goto('/contact');
    for (let i = 1; i <= 5; i++) {
      await fill(page, `burst${i}@example.com`);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByTestId('contact-success')).toBeVisible();
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    }
    await fill(page, 'burst6@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-error')).toContainText('You have sent 5 messages in the last hour');
    await expect(page.getByTestId('contact-error')).toContainText(/Please try again in \d+ minutes?/);
    await expect(page.locator('[data-sonner-toast]').getByText('Your message was not sent')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue('burst6@example.com');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'Do you cover notices from the Austrian Länder below the EU thresholds?',
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form still posts to the server and confirms the message', async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.30' });
      await page.goto('/contact');
      await fill(page, 'no-script@example.com');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByTestId('contact-success')).toContainText('your message has been sent');
    });
  });
});
