// The static pages and blog posts, built with the site like the posts themselves.
import { staticSitemapUrls } from '@/lib/sitemaps';
import { urlSetXml, xmlResponse } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  return xmlResponse(urlSetXml(await staticSitemapUrls()));
}
