// One chunk of the company pages, `/sitemaps/companies/{index}-of-{of}.xml`, as the sitemap index names it.
import { companySitemapUrls, parseTenderSitemapName } from '@/lib/sitemaps';
import { urlSetXml, xmlResponse } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: RouteContext<'/sitemaps/companies/[chunk]'>,
): Promise<Response> {
  const chunk = parseTenderSitemapName((await params).chunk);
  if (!chunk) {
    return new Response(
      'No such sitemap: company sitemaps are named {index}-of-{count}.xml, as the index at /sitemap.xml lists them.\n',
      { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } },
    );
  }
  return xmlResponse(urlSetXml(await companySitemapUrls(chunk.index, chunk.of)));
}
