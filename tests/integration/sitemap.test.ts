// The sitemap index and its sitemaps, through their route handlers: valid against the sitemaps.org rules, every
// public real tender listed exactly once, private and sample tenders never, chunks that split as tenders grow,
// every company page, and the AT edition listing only Austrian tenders and companies with Austrian wins.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buyers, companies, getDb, profiles, tenders, type Database } from '@/lib/db';
import { insertSamples } from '@/lib/ingest/seeders/sample-tenders';
import { siteUrl } from '@/lib/config/public';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import { generateSamples } from '@/lib/ingest/samples/generator';
import { planTenderChunks, tendersOfChunk } from '@/lib/tenders/sitemap';
import { validateSitemap } from '../support/sitemap-validator';

let db: Database;
let privateId = '';
let publicIds: string[] = [];
let sampleIds: string[] = [];

const indexResponse = async () => (await import('@/app/sitemap.xml/route')).GET();
const staticResponse = async () => (await import('@/app/sitemaps/static.xml/route')).GET();
const countriesResponse = async () => (await import('@/app/sitemaps/countries.xml/route')).GET();

async function chunkResponse(name: string): Promise<Response> {
  const { GET } = await import('@/app/sitemaps/tenders/[chunk]/route');
  return GET(new Request(`http://localhost/sitemaps/tenders/${name}`), { params: Promise.resolve({ chunk: name }) });
}

async function companyChunkResponse(name: string): Promise<Response> {
  const { GET } = await import('@/app/sitemaps/companies/[chunk]/route');
  return GET(new Request(`http://localhost/sitemaps/companies/${name}`), { params: Promise.resolve({ chunk: name }) });
}

async function buyerChunkResponse(name: string): Promise<Response> {
  const { GET } = await import('@/app/sitemaps/buyers/[chunk]/route');
  return GET(new Request(`http://localhost/sitemaps/buyers/${name}`), { params: Promise.resolve({ chunk: name }) });
}

/** Every sitemap the index names, fetched through its route handler and validated. */
async function allListedUrls(): Promise<string[]> {
  const index = validateSitemap(await (await indexResponse()).text(), siteUrl);
  expect(index.kind).toBe('sitemapindex');
  const urls: string[] = [];
  for (const loc of index.locs) {
    const path = new URL(loc).pathname;
    const response =
      path === '/sitemaps/static.xml'
        ? await staticResponse()
        : path === '/sitemaps/countries.xml'
          ? await countriesResponse()
          : path.startsWith('/sitemaps/companies/')
            ? await companyChunkResponse(path.replace('/sitemaps/companies/', ''))
            : path.startsWith('/sitemaps/buyers/')
              ? await buyerChunkResponse(path.replace('/sitemaps/buyers/', ''))
              : await chunkResponse(path.replace('/sitemaps/tenders/', ''));
    expect(response.status, path).toBe(200);
    const sitemap = validateSitemap(await response.text(), siteUrl);
    expect(sitemap.kind).toBe('urlset');
    urls.push(...sitemap.locs);
  }
  return urls;
}

beforeAll(async () => {
  db = await getDb();
  await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices']));
  await importFiles(db, await expandInputs(['lib/ingest/samples/eforms-sdk-examples']), { drafts: true });
  await insertSamples(db, generateSamples({ count: 40, seed: 7, today: '2026-11-01' }));
  // A private tender, as a user adds one: a copy of a real tender, owned by someone.
  const owner = randomUUID();
  await db.insert(profiles).values({ userId: owner });
  const [source] = await db.select().from(tenders).where(eq(tenders.source, 'ted')).limit(1);
  privateId = 'ffff0000000000aa';
  await db.insert(tenders).values({
    ...source!,
    id: privateId,
    source: 'user',
    procedureKey: 'user:sitemap',
    visibility: 'private',
    ownerId: owner,
  });

  const rows = await db
    .select({ id: tenders.id, isSample: tenders.isSample, visibility: tenders.visibility })
    .from(tenders);
  publicIds = rows.filter((r) => r.visibility === 'public' && !r.isSample).map((r) => r.id);
  sampleIds = rows.filter((r) => r.isSample).map((r) => r.id);
}, 120_000);

describe('sitemaps', () => {
  it('serve an index and sitemaps that validate, with lastmod on every sitemap of the index', async () => {
    const response = await indexResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const index = validateSitemap(await response.text(), siteUrl);
    expect(index.locs).toEqual([
      `${siteUrl}/sitemaps/static.xml`,
      `${siteUrl}/sitemaps/countries.xml`,
      `${siteUrl}/sitemaps/tenders/0-of-1.xml`,
      `${siteUrl}/sitemaps/companies/0-of-1.xml`,
      `${siteUrl}/sitemaps/buyers/0-of-1.xml`,
    ]);
    expect(index.lastmods.every((lastmod) => lastmod !== null)).toBe(true);
  });

  it('list every public real tender once, and no private or sample tender', async () => {
    const urls = await allListedUrls();
    const tenderUrls = urls.filter((url) => /\/tenders\/[0-9a-f]{16}$/.test(url));
    expect(new Set(tenderUrls).size).toBe(tenderUrls.length);
    expect(tenderUrls.sort()).toEqual(publicIds.map((id) => `${siteUrl}/tenders/${id}`).sort());
    expect(urls).not.toContain(`${siteUrl}/tenders/${privateId}`);
    expect(sampleIds.length).toBeGreaterThan(40);
    for (const id of sampleIds) expect(urls).not.toContain(`${siteUrl}/tenders/${id}`);
  });

  it('list the static pages, blog posts with their dates, and each country with tenders as /tenders?country=XX', async () => {
    const urls = await allListedUrls();
    expect(urls).toEqual(
      expect.arrayContaining([siteUrl, `${siteUrl}/pricing`, `${siteUrl}/blog`, `${siteUrl}/privacy-policy`]),
    );
    expect(urls.some((url) => url.startsWith(`${siteUrl}/blog/`))).toBe(true);
    expect(urls.some((url) => url.includes('/dashboard'))).toBe(false);
    const countries = (
      await db.selectDistinct({ code: tenders.countryCode }).from(tenders).where(eq(tenders.source, 'ted'))
    ).map((r) => r.code);
    expect(urls.filter((url) => url.includes('/tenders?country=')).sort()).toEqual(
      countries.map((c) => `${siteUrl}/tenders?country=${c}`).sort(),
    );

    const staticXml = await (await staticResponse()).text();
    expect(staticXml).toMatch(/<url><loc>[^<]+\/privacy-policy<\/loc><lastmod>\d{4}-\d{2}-\d{2}T00:00:00Z<\/lastmod>/);
  });

  it('cut the tenders into more chunks as they grow, each a disjoint range holding what the index counted', async () => {
    const chunks = await planTenderChunks(db, 10);
    expect(chunks.length).toBeGreaterThan(1);
    const of = chunks[0]!.of;
    expect(Math.log2(of) % 1).toBe(0);
    const seen: string[] = [];
    for (const chunk of chunks) {
      expect(chunk.count).toBeLessThanOrEqual(10);
      const rows = await tendersOfChunk(db, chunk.index, of);
      expect(rows).toHaveLength(chunk.count);
      seen.push(...rows.map((r) => r.id));
      const response = await chunkResponse(`${chunk.index}-of-${of}.xml`);
      expect(validateSitemap(await response.text(), siteUrl).locs).toHaveLength(chunk.count);
    }
    expect(seen.sort()).toEqual([...publicIds].sort());
  });

  it('answer 404 for chunk names the index never makes', async () => {
    for (const name of ['1-of-1.xml', '0-of-3.xml', '01-of-2.xml', '0-of-8192.xml', 'tenders.xml', '0-of-1.xml.gz']) {
      const response = await chunkResponse(name);
      expect(response.status, name).toBe(404);
      expect((await companyChunkResponse(name)).status, name).toBe(404);
      expect((await buyerChunkResponse(name)).status, name).toBe(404);
    }
  });

  it('list every company page once: the winners of the public TED notices', async () => {
    const urls = (await allListedUrls()).filter((url) => url.includes('/companies/'));
    const ids = (await db.select({ id: companies.id }).from(companies)).map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(urls.sort()).toEqual(ids.map((id) => `${siteUrl}/companies/${id}`).sort());
  });

  it('list every buyer page once: the buyers of the public TED notices', async () => {
    const urls = (await allListedUrls()).filter((url) => url.includes('/buyers/'));
    const ids = (await db.select({ id: buyers.id }).from(buyers)).map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(20);
    expect(urls.sort()).toEqual(ids.map((id) => `${siteUrl}/buyers/${id}`).sort());
  });
});

describe('the AT edition', () => {
  it('lists only Austrian tenders and the Austrian landing page', async () => {
    const [source] = await db.select().from(tenders).where(eq(tenders.source, 'ted')).limit(1);
    await db
      .insert(tenders)
      .values({ ...source!, id: 'eeee0000000000a7', procedureKey: 'at:sitemap', countryCode: 'AT' });
    vi.resetModules();
    vi.stubEnv('NEXT_PUBLIC_EDITION', 'at');
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://at.example.org');
    try {
      const austrian = await db
        .select({ id: tenders.id })
        .from(tenders)
        .where(and(eq(tenders.countryCode, 'AT'), eq(tenders.visibility, 'public'), eq(tenders.isSample, false)));
      expect(austrian.length).toBeLessThan(publicIds.length);
      const urls = await allListedUrlsAt();
      expect(urls.filter((url) => url.includes('/tenders/')).sort()).toEqual(
        austrian.map((r) => `https://at.example.org/tenders/${r.id}`).sort(),
      );
      expect(urls).toContain('https://at.example.org/tenders/eeee0000000000a7');
      expect(urls.filter((url) => url.includes('country='))).toEqual(['https://at.example.org/tenders?country=AT']);
      // None of the real notices' winners won in Austria.
      const companySitemaps = await import('@/lib/companies');
      expect(await companySitemaps.listCompanySitemapChunks()).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
      await db.delete(tenders).where(eq(tenders.id, 'eeee0000000000a7'));
    }
  });
});

/** allListedUrls for a freshly imported module graph (the edition is read when lib/config loads). */
async function allListedUrlsAt(): Promise<string[]> {
  const sources = await import('@/lib/sitemaps');
  const [countries, chunks] = await Promise.all([
    sources.countrySitemapUrls(),
    import('@/lib/tenders/sitemap').then(async (m) => m.planTenderChunks(await getDb())),
  ]);
  const tenderUrls = (await Promise.all(chunks.map((c) => sources.tenderSitemapUrls(c.index, c.of)))).flat();
  return [...countries, ...tenderUrls].map((u) => u.url);
}
