// One chunk of the buyer pages, `/sitemaps/buyers/{index}-of-{of}.xml`, as the sitemap index names it.
import { buyerSitemapUrls, parseTenderSitemapName } from '@/lib/sitemaps';
import { urlSetXml, xmlResponse } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/buyers/[chunk]'>): Promise<Response> {
  const chunk = parseTenderSitemapName((await params).chunk);
  if (!chunk) {
    return new Response(
      'No such sitemap: buyer sitemaps are named {index}-of-{count}.xml, as the index at /sitemap.xml lists them.\n',
      { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } },
    );
  }
  return xmlResponse(urlSetXml(await buyerSitemapUrls(chunk.index, chunk.of)));
}
