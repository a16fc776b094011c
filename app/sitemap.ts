import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/config/public';
import { listPosts } from '@/lib/content/blog';
import { blogPostSitemapEntry, staticSitemapPaths } from '@/lib/seo/sitemap';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = staticSitemapPaths.map(({ path, priority, changeFrequency }) => ({
    url: `${siteUrl}${path === '/' ? '' : path}`,
    changeFrequency,
    priority,
  }));
  const posts = (await listPosts()).map((post) => blogPostSitemapEntry(post, siteUrl));
  return [...pages, ...posts];
}
