// The sitemaps as crawlers fetch them from a production build: the index and each sitemap validate against
// the sitemaps.org rules, every listed URL answers 200, sample tenders are absent, and the AT edition lists
// only Austrian tenders. (Private tenders: tests/integration/sitemap.test.ts.)
import { expect, test, type APIRequestContext } from '@playwright/test';
import { tenderIdFor } from '../lib/tenders/ids';
import { atOrigin } from '../playwright.config';
import { validateSitemap } from '../tests/support/sitemap-validator';

/** Every URL the index's sitemaps list, each sitemap validated; `siteOrigin` is what the build names. */
async function listedUrls(request: APIRequestContext, siteOrigin: string): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const index = validateSitemap(await response.text(), siteOrigin);
  expect(index.kind).toBe('sitemapindex');
  expect(index.lastmods.every((lastmod) => lastmod !== null)).toBe(true);
  const urls: string[] = [];
  for (const loc of index.locs) {
    const sitemap = await request.get(new URL(loc).pathname);
    expect(sitemap.status(), loc).toBe(200);
    const parsed = validateSitemap(await sitemap.text(), siteOrigin);
    expect(parsed.kind).toBe('urlset');
    urls.push(...parsed.locs);
  }
  return urls;
}

/** The path and query of a listed URL, to request it from the local server. */
function localPath(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

test('robots.txt names the sitemap index, whose sitemaps validate and list only URLs that answer 200', async ({
  request,
}) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://tenderscope.eu/sitemap.xml');
  const urls = await listedUrls(request, 'https://tenderscope.eu');
  expect(urls).toEqual(
    expect.arrayContaining([
      'https://tenderscope.eu',
      'https://tenderscope.eu/pricing',
      'https://tenderscope.eu/tenders?country=DE',
    ]),
  );
  const tenderUrls = urls.filter((url) => /\/tenders\/[0-9a-f]{16}$/.test(url));
  expect(tenderUrls.length).toBeGreaterThan(40);
  // Every URL, a hundred or so on this data set: all of them are checked.
  for (const url of urls) {
    const response = await request.get(localPath(url), { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
  }
});

test('sample tenders are not listed, though their pages exist', async ({ request }) => {
  const urls = new Set(await listedUrls(request, 'https://tenderscope.eu'));
  // The first generated samples of the e2e server's seed (lib/db/seeders/sample-tenders.ts), and an SDK draft.
  const sampleIds = [0, 1, 2].map((index) => tenderIdFor('sample', `sample:1:${index}`));
  sampleIds.push(tenderIdFor('draft', '31f258b6-5eb2-4875-8997-affa3cdce27c'));
  for (const id of sampleIds) {
    expect((await request.get(`/api/tenders/${id}`)).status(), id).toBe(200);
    expect(urls.has(`https://tenderscope.eu/tenders/${id}`), id).toBe(false);
  }
});

test('a tender chunk the index never names answers 404', async ({ request }) => {
  expect((await request.get('/sitemaps/tenders/3-of-3.xml')).status()).toBe(404);
});

test.describe('Austria edition', () => {
  test.use({ baseURL: atOrigin });

  test('lists only Austrian tenders and the Austrian landing page, on its own host', async ({ request }) => {
    const urls = await listedUrls(request, atOrigin);
    expect(urls.filter((url) => url.includes('?country='))).toEqual([`${atOrigin}/tenders?country=AT`]);
    const tenderUrls = urls.filter((url) => /\/tenders\/[0-9a-f]{16}$/.test(url));
    expect(tenderUrls.length).toBeGreaterThan(0);
    for (const url of tenderUrls) {
      const tender = (await (await request.get(`/api/tenders/${url.split('/').pop()}`)).json()) as {
        country_code: string;
      };
      expect(tender.country_code, url).toBe('AT');
    }
  });
});
