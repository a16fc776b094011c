// The blog's Atom feed, built once at build time like the posts themselves.
import { productName, publisher, siteUrl } from '@/lib/config/public';
import { listPosts } from '@/lib/content/blog';
import { atomFeed } from '@/lib/content/feed';

export const dynamic = 'force-static';

export async function GET() {
  const xml = atomFeed(await listPosts(), {
    siteUrl,
    title: `${productName} blog`,
    subtitle: 'Practical guides to public procurement in Europe.',
    author: publisher.name,
  });
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}
