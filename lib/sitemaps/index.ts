// What each sitemap of the site lists, and the index that names them: the static pages with the blog, the country
// landing pages, the tender chunks and the company chunks. The route handlers under app/sitemap.xml and app/sitemaps
// only turn these into XML.
import 'server-only';
import { buyerPath, listBuyerSitemapChunks, listBuyersOfChunk } from '@/lib/buyers';
import { companyPath, listCompaniesOfChunk, listCompanySitemapChunks } from '@/lib/companies';
import { siteUrl } from '@/lib/config/public';
import { listPosts } from '@/lib/content/blog';
import { getLegalDocument, legalDocumentNames, type LegalDocumentName } from '@/lib/content/legal';
import { getDb } from '@/lib/db';
import { isChunkCount, listedCountries, planTenderChunks, tendersOfChunk, type TenderChunk } from '@/lib/tenders';
import {
  blogPostSitemapEntry,
  pageUrl,
  staticSitemapPaths,
  type SitemapReference,
  type SitemapUrl,
} from '@/lib/seo/sitemap';

export const staticSitemapPath = '/sitemaps/static.xml';
export const countriesSitemapPath = '/sitemaps/countries.xml';

/** `/sitemaps/tenders/3-of-8.xml`: chunk 3 when the tenders are cut into 8 (see lib/tenders/sitemap). */
export function tenderSitemapPath(chunk: Pick<TenderChunk, 'index' | 'of'>): string {
  return `/sitemaps/tenders/${chunk.index}-of-${chunk.of}.xml`;
}

/** `/sitemaps/companies/0-of-1.xml`: a chunk of the company pages, cut like the tenders'. */
export function companySitemapPath(chunk: Pick<TenderChunk, 'index' | 'of'>): string {
  return `/sitemaps/companies/${chunk.index}-of-${chunk.of}.xml`;
}

/** `/sitemaps/buyers/0-of-1.xml`: a chunk of the buyer pages, cut like the tenders'. */
export function buyerSitemapPath(chunk: Pick<TenderChunk, 'index' | 'of'>): string {
  return `/sitemaps/buyers/${chunk.index}-of-${chunk.of}.xml`;
}

/** The chunk a `{index}-of-{of}.xml` file name names (tender, company and buyer chunks alike), or null. */
export function parseTenderSitemapName(name: string): { index: number; of: number } | null {
  const match = /^(0|[1-9]\d{0,4})-of-([1-9]\d{0,4})\.xml$/.exec(name);
  if (!match) return null;
  const [index, of] = [Number(match[1]), Number(match[2])];
  return isChunkCount(of) && index < of ? { index, of } : null;
}

function latest(dates: readonly (Date | undefined)[]): Date | undefined {
  return dates.reduce<Date | undefined>(
    (newest, date) => (date && (!newest || date > newest) ? date : newest),
    undefined,
  );
}

function isLegalPath(path: string): path is `/${LegalDocumentName}` {
  return (legalDocumentNames as readonly string[]).includes(path.slice(1));
}

function legalName(path: `/${LegalDocumentName}`): LegalDocumentName {
  return path.slice(1) as LegalDocumentName;
}

/** The static pages and the blog posts; a page's lastmod only where its content carries a date. */
export async function staticSitemapUrls(): Promise<SitemapUrl[]> {
  const posts = await listPosts();
  const newestPost = latest(posts.map((post) => post.updated));
  const pages = await Promise.all(
    staticSitemapPaths.map(async ({ path, priority, changeFrequency }): Promise<SitemapUrl> => {
      const lastModified = isLegalPath(path)
        ? (await getLegalDocument(legalName(path))).lastUpdated
        : path === '/blog'
          ? newestPost
          : undefined;
      return { url: pageUrl(siteUrl, path), priority, changeFrequency, ...(lastModified ? { lastModified } : {}) };
    }),
  );
  return [...pages, ...posts.map((post) => blogPostSitemapEntry(post, siteUrl))];
}

export async function countrySitemapUrls(): Promise<SitemapUrl[]> {
  const countries = await listedCountries(await getDb());
  return countries.map(({ countryCode, lastModified }) => ({
    url: `${siteUrl}/tenders?country=${countryCode}`,
    lastModified,
    changeFrequency: 'daily',
    priority: 0.8,
  }));
}

export async function tenderSitemapUrls(index: number, of: number): Promise<SitemapUrl[]> {
  const rows = await tendersOfChunk(await getDb(), index, of);
  return rows.map((row) => ({ url: `${siteUrl}/tenders/${row.id}`, lastModified: row.updatedAt }));
}

export async function companySitemapUrls(index: number, of: number): Promise<SitemapUrl[]> {
  const rows = await listCompaniesOfChunk(index, of);
  return rows.map((row) => ({ url: `${siteUrl}${companyPath(row.id)}`, lastModified: row.updatedAt }));
}

export async function buyerSitemapUrls(index: number, of: number): Promise<SitemapUrl[]> {
  const rows = await listBuyersOfChunk(index, of);
  return rows.map((row) => ({ url: `${siteUrl}${buyerPath(row.id)}`, lastModified: row.updatedAt }));
}

/**
 * The sitemap index: the static sitemap, the countries' (when there are tenders), every non-empty tender chunk,
 * company chunk and buyer chunk.
 */
export async function sitemapIndexEntries(): Promise<SitemapReference[]> {
  const db = await getDb();
  const [staticUrls, countries, chunks, companyChunks, buyerChunks] = await Promise.all([
    staticSitemapUrls(),
    listedCountries(db),
    planTenderChunks(db),
    listCompanySitemapChunks(),
    listBuyerSitemapChunks(),
  ]);
  return [
    { url: `${siteUrl}${staticSitemapPath}`, lastModified: latest(staticUrls.map((u) => u.lastModified)) },
    ...(countries.length > 0
      ? [{ url: `${siteUrl}${countriesSitemapPath}`, lastModified: latest(countries.map((c) => c.lastModified)) }]
      : []),
    ...chunks.map((chunk) => ({ url: `${siteUrl}${tenderSitemapPath(chunk)}`, lastModified: chunk.lastModified })),
    ...companyChunks.map((chunk) => ({
      url: `${siteUrl}${companySitemapPath(chunk)}`,
      lastModified: chunk.lastModified,
    })),
    ...buyerChunks.map((chunk) => ({ url: `${siteUrl}${buyerSitemapPath(chunk)}`, lastModified: chunk.lastModified })),
  ];
}
