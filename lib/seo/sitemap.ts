// Sitemaps in the sitemaps.org format: the public pages search engines should index, and the XML of a
// sitemap index and of a URL set, written here because Next's sitemap.ts cannot make an index.
export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The protocol's limit of URLs in one sitemap file. */
export const sitemapUrlLimit = 50_000;

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface SitemapUrl {
  url: string;
  /** Only where the date of the last change is known: a guessed lastmod teaches crawlers to ignore it. */
  lastModified?: Date;
  changeFrequency?: ChangeFrequency;
  priority?: number;
}

export interface SitemapReference {
  url: string;
  lastModified?: Date;
}

export const staticSitemapPaths = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/tenders', priority: 0.9, changeFrequency: 'hourly' },
  { path: '/solutions', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/pricing', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/blog', priority: 0.6, changeFrequency: 'weekly' },
  { path: '/about-us', priority: 0.5, changeFrequency: 'yearly' },
  { path: '/contact', priority: 0.5, changeFrequency: 'yearly' },
  { path: '/privacy-policy', priority: 0.2, changeFrequency: 'yearly' },
  { path: '/terms-of-service', priority: 0.2, changeFrequency: 'yearly' },
  { path: '/terms-of-service-ai', priority: 0.2, changeFrequency: 'yearly' },
] as const;

/** A page's absolute URL; the home page without a trailing slash, as its canonical link has it. */
export function pageUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path === '/' ? '' : path}`;
}

/** A blog post's sitemap entry: its URL and when it last changed. */
export function blogPostSitemapEntry(post: { slug: string; updated: Date }, siteUrl: string) {
  return {
    url: `${siteUrl}/blog/${post.slug}`,
    lastModified: post.updated,
    changeFrequency: 'monthly',
    priority: 0.6,
  } as const;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);
}

/** W3C Datetime, to the second in UTC. */
export function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function element(name: string, value: string | undefined): string {
  return value === undefined ? '' : `<${name}>${escapeXml(value)}</${name}>`;
}

export function urlSetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url>${element('loc', u.url)}${element('lastmod', u.lastModified && w3cDateTime(u.lastModified))}` +
        `${element('changefreq', u.changeFrequency)}${element('priority', u.priority?.toFixed(1))}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${sitemapNamespace}">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly SitemapReference[]): string {
  const body = sitemaps
    .map(
      (s) =>
        `<sitemap>${element('loc', s.url)}${element('lastmod', s.lastModified && w3cDateTime(s.lastModified))}</sitemap>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${sitemapNamespace}">\n${body}\n</sitemapindex>\n`;
}

/**
 * A sitemap as a response. Crawlers fetch them rarely and the database ones aggregate every public tender,
 * so shared caches may keep them for an hour.
 */
export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
