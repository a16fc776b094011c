// The country landing pages (`/tenders?country=XX`) of every country with listed tenders.
import { countrySitemapUrls } from '@/lib/sitemaps';
import { urlSetXml, xmlResponse } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return xmlResponse(urlSetXml(await countrySitemapUrls()));
}
