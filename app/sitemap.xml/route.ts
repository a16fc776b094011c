// The sitemap index robots.txt names: the static sitemap, the countries' and the tender chunks. A route
// handler rather than app/sitemap.ts, which cannot write an index; dynamic, as `next build` never opens the database.
import { sitemapIndexEntries } from '@/lib/sitemaps';
import { sitemapIndexXml, xmlResponse } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return xmlResponse(sitemapIndexXml(await sitemapIndexEntries()));
}
